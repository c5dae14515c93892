import { PLAN_STATUS_LABELS, PLAN_STATUSES, type PlanStatus } from '../../../shared/domain/ecom-plan';
import { StatusFilter } from '../../components/StatusFilter';

/** EP-LC-13/16 (colours decided): the dot of each plan status. */
export const PLAN_STATUS_COLORS: Record<PlanStatus, string> = {
  draft: '#8c8c8c',
  ready_for_publish: '#d48806',
  active: '#389e0d',
  inactive: '#cf1322',
};

const DOT = { display: 'inline-block', width: 6, height: 6, borderRadius: '50%', flex: 'none' } as const;

/** A plan's status: a coloured dot and its label (EP-LC-01); the dot is decoration, the label says it. */
export function PlanStatusDot({ status }: { status: PlanStatus }) {
  return (
    <span
      data-plan-status={status}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8, whiteSpace: 'nowrap' }}
    >
      <span aria-hidden style={{ ...DOT, background: PLAN_STATUS_COLORS[status] }} />
      {PLAN_STATUS_LABELS[status]}
    </span>
  );
}

const OPTIONS = PLAN_STATUSES.map((value) => ({
  value,
  label: <PlanStatusDot status={value} />,
  title: PLAN_STATUS_LABELS[value],
}));

/** EP-LIST-02: the status filter (one status: the API filters by one). */
export function PlanStatusFilter({
  value,
  onChange,
}: {
  value: PlanStatus | undefined;
  onChange: (status: PlanStatus | undefined) => void;
}) {
  return <StatusFilter options={OPTIONS} value={value} onChange={onChange} width={200} />;
}
