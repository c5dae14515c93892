import { DownOutlined } from '@ant-design/icons';
import { Button, Collapse, Dropdown, Empty, type MenuProps, Space, Tooltip, Typography } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import type { Plan } from '../../../shared/contracts/ecom-products';
import { PLAN_MESSAGES } from '../../../shared/domain/ecom-plan';
import { PlanDetails } from './PlanDetails';
import { PlanStatusDot } from './PlanStatus';

/** One entry of a plan's action menu. */
export interface PlanMenuEntry {
  key: string;
  label: string;
  danger?: boolean;
  /** Why it cannot be done now: the entry is disabled and says why in a tooltip. */
  refusal?: string | null;
  onClick: () => void;
}

/** A plan's action menu (EP-LC): a button opening its entries; none when the user may do nothing. */
function PlanActionMenu({ plan, entries }: { plan: Plan; entries: PlanMenuEntry[] }) {
  if (entries.length === 0) return null;
  const items: MenuProps['items'] = entries.map((e) => ({
    key: e.key,
    label: e.refusal ? (
      <Tooltip title={e.refusal} placement="left">
        <span data-refusal={e.refusal}>{e.label}</span>
      </Tooltip>
    ) : (
      e.label
    ),
    danger: e.danger,
    disabled: Boolean(e.refusal),
  }));
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => entries.find((e) => e.key === key)?.onClick() }}>
      <Button size="small" aria-label={`Actions of plan ${plan.pid || plan.name}`}>
        <Space size={4}>
          Actions
          <DownOutlined />
        </Space>
      </Button>
    </Dropdown>
  );
}

const HIGHLIGHT = { boxShadow: '0 0 0 2px #1677ff inset', borderRadius: 8 };

/**
 * EP-DET-03: the plans as collapsible panels, each with its action menu and its details
 * (EP-PLAN-16). `highlight`: the plan the link named (BP-19), outlined and scrolled to.
 */
export function PlanPanels({
  plans,
  open,
  onOpenChange,
  menu,
  highlight,
  saved = true,
}: {
  plans: readonly Plan[];
  open: readonly string[];
  onOpenChange: (keys: string[]) => void;
  menu: (plan: Plan) => PlanMenuEntry[];
  highlight?: string | null;
  /** The plans are saved (else kept locally on the add page: no pid, deeplink, modified at). */
  saved?: boolean;
}) {
  const highlighted = useRef<HTMLDivElement>(null);
  useEffect(() => {
    highlighted.current?.scrollIntoView({ block: 'center' });
  }, []);

  if (plans.length === 0) return <Empty description={PLAN_MESSAGES.noPlanYet} />;
  const header = (plan: Plan): ReactNode => (
    <Space size="middle" wrap>
      <Typography.Text strong>{plan.name}</Typography.Text>
      {plan.pid ? <Typography.Text type="secondary">{plan.pid}</Typography.Text> : null}
      <PlanStatusDot status={plan.status} />
    </Space>
  );
  return (
    <Collapse
      activeKey={[...open]}
      onChange={(keys) => onOpenChange(Array.isArray(keys) ? keys : [keys])}
      items={plans.map((plan) => {
        const key = String(plan.planId);
        const marked = Boolean(highlight) && plan.pid === highlight;
        return {
          key,
          // Only the title and the arrow open the panel: the action menu beside them is no part of that button.
          collapsible: 'header' as const,
          label: marked ? <div ref={highlighted}>{header(plan)}</div> : header(plan),
          extra: <PlanActionMenu plan={plan} entries={menu(plan)} />,
          style: marked ? HIGHLIGHT : undefined,
          children: <PlanDetails plan={plan} saved={saved} />,
        };
      })}
    />
  );
}
