import { PLAN_STATUS_LABELS, type PlanStatus } from '../../../shared/domain/ecom-plan';
import { StatusTag, type StatusVocabulary } from '../../components/StatusTag';

/**
 * BP-16: an applied plan's status by the plan status labels (EP-LC-01; colours decided). Apart from the
 * base price badge: the list's route does not load the plan rules.
 */
const PLAN_STATUS: StatusVocabulary<PlanStatus> = {
  labels: PLAN_STATUS_LABELS,
  colors: { draft: 'blue', ready_for_publish: 'gold', active: 'green', inactive: 'default' },
};

export function PlanStatusTag({ status }: { status: string }) {
  return <StatusTag status={status} vocabulary={PLAN_STATUS} />;
}
