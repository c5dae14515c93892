import { BASE_PRICE_STATUS_LABELS, type BasePriceStatus } from '../../../shared/domain/base-price';
import { PLAN_STATUS_LABELS, type PlanStatus } from '../../../shared/domain/ecom-plan';
import { StatusTag, type StatusVocabulary } from '../../components/StatusTag';

/** BP-05 (colours decided): the base price status badge. */
const BASE_PRICE_STATUS: StatusVocabulary<BasePriceStatus> = {
  labels: BASE_PRICE_STATUS_LABELS,
  colors: { active: 'green', inactive: 'default', others: 'gold' },
};

export function BasePriceStatusTag({ status }: { status: BasePriceStatus }) {
  return <StatusTag status={status} vocabulary={BASE_PRICE_STATUS} />;
}

/** BP-16: an applied plan's status by the plan status labels (EP-LC-01; colours decided). */
const PLAN_STATUS: StatusVocabulary<PlanStatus> = {
  labels: PLAN_STATUS_LABELS,
  colors: { draft: 'blue', ready_for_publish: 'gold', active: 'green', inactive: 'default' },
};

export function PlanStatusTag({ status }: { status: string }) {
  return <StatusTag status={status} vocabulary={PLAN_STATUS} />;
}
