import type { VoucherFlags } from '../../../shared/domain/voucher';
import { VOUCHER_STATE_COLORS, VOUCHER_STATE_LABELS, voucherState } from '../../../shared/domain/voucher';
import { StatusTag, type StatusVocabulary } from '../../components/StatusTag';

const VOCABULARY: StatusVocabulary<keyof typeof VOUCHER_STATE_LABELS> = {
  labels: VOUCHER_STATE_LABELS,
  colors: VOUCHER_STATE_COLORS,
};

/** VG-08/30: a group's display state (Active, About to expire, Expired, Not started) from the server's flags. */
export function VoucherStateTag({ group }: { group: VoucherFlags }) {
  return <StatusTag status={voucherState(group)} vocabulary={VOCABULARY} />;
}
