import { DISCLOSURE_STATUS_LABELS, type DisclosureStatus } from '../../../shared/domain/disclosure';
import { StatusTag, type StatusVocabulary } from '../../components/StatusTag';

const DISCLOSURE_STATUS: StatusVocabulary<DisclosureStatus> = {
  labels: DISCLOSURE_STATUS_LABELS,
  colors: { active: 'green', inactive: 'default' },
};

/** DISC-11: an active disclosure shows at checkout (green); an inactive one does not. */
export function DisclosureStatusTag({ status }: { status: DisclosureStatus }) {
  return <StatusTag status={status} vocabulary={DISCLOSURE_STATUS} />;
}
