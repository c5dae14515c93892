import { BASE_PRICE_STATUS_LABELS, type BasePriceStatus } from '../../../shared/domain/base-price';
import { StatusTag, type StatusVocabulary } from '../../components/StatusTag';

/** BP-05 (colours decided): the base price status badge. */
const BASE_PRICE_STATUS: StatusVocabulary<BasePriceStatus> = {
  labels: BASE_PRICE_STATUS_LABELS,
  colors: { active: 'green', inactive: 'default', others: 'gold' },
};

export function BasePriceStatusTag({ status }: { status: BasePriceStatus }) {
  return <StatusTag status={status} vocabulary={BASE_PRICE_STATUS} />;
}
