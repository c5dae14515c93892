import { Tag } from 'antd';
import { BASE_PRICE_STATUS_LABELS, type BasePriceStatus } from '../../../shared/domain/base-price';
import { PLAN_STATUS_LABELS, type PlanStatus } from '../../../shared/domain/ecom-plan';

/** BP-05 (colours decided): the base price status badge. */
const BASE_PRICE_STATUS_COLORS: Record<BasePriceStatus, string> = {
  active: 'green',
  inactive: 'default',
  others: 'gold',
};

export function BasePriceStatusTag({ status }: { status: BasePriceStatus }) {
  return (
    <Tag color={BASE_PRICE_STATUS_COLORS[status]} data-status={status}>
      {BASE_PRICE_STATUS_LABELS[status]}
    </Tag>
  );
}

/** BP-16: an applied plan's status by the plan status labels (EP-LC-01; colours decided). */
const PLAN_STATUS_COLORS: Record<PlanStatus, string> = {
  draft: 'blue',
  ready_for_publish: 'gold',
  active: 'green',
  inactive: 'default',
};

export function PlanStatusTag({ status }: { status: string }) {
  const known = Object.hasOwn(PLAN_STATUS_LABELS, status) ? (status as PlanStatus) : null;
  return (
    <Tag color={known ? PLAN_STATUS_COLORS[known] : 'default'} data-status={status}>
      {known ? PLAN_STATUS_LABELS[known] : status}
    </Tag>
  );
}
