import { useMemo } from 'react';
import { useParams } from 'react-router';
import type { AppliedPlan } from '../../../shared/contracts/base-prices';
import { idParam } from '../../../shared/contracts/fields';
import { PLAN_PRODUCT_TYPE_LABELS, type PlanProductType } from '../../../shared/domain/ecom-plan';
import { DateTime } from '../../components/DateTime';
import { DetailPageFrame } from '../../components/DetailPageFrame';
import { type ListColumn, ListTable } from '../../components/ListTable';
import { PageTitle } from '../../components/PageTitle';
import { useUrlState } from '../../components/useUrlState';
import { ErrorBox } from './ErrorBox';
import { APPLIED_PLANS_URL, toAppliedPlansParams } from './list-url';
import { PlanStatusTag } from './PlanStatusTag';
import { useAppliedPlans } from './queries';
import { appliedPlansTitle } from './texts';

/** BP-18: an applied plan opens its eCom product, the plan's pid in the navigation state (BP-19: the detail's use). */
export const ecomProductPath = (productId: number) => `/products/ecom/${productId}`;

const typeLabel = (type: string) =>
  Object.hasOwn(PLAN_PRODUCT_TYPE_LABELS, type) ? PLAN_PRODUCT_TYPE_LABELS[type as PlanProductType] : type;

/** BP-16: language, type, plan (a link to its product), status, modified at. */
const COLUMNS: ListColumn<AppliedPlan, 'updated_at'>[] = [
  { key: 'language', title: 'Language', kind: 'text', text: (row) => row.languageName },
  { key: 'type', title: 'Type', kind: 'enum', text: (row) => typeLabel(row.productType) },
  { key: 'plan', title: 'Plan', kind: 'text', link: true, text: (row) => row.title },
  {
    key: 'status',
    title: 'Status',
    kind: 'status',
    // 'Ready for publish' is the longest plan status tag.
    width: 160,
    render: (row) => <PlanStatusTag status={row.status} />,
  },
  { key: 'updated_at', title: 'Modified at', kind: 'date', render: (row) => <DateTime value={row.updated_at} /> },
];

type AppliedPlansState = ReturnType<typeof useUrlState<typeof APPLIED_PLANS_URL>>;

function AppliedPlans({
  id,
  plans,
  url: [state, setState],
}: {
  id: number;
  plans: ReturnType<typeof useAppliedPlans>;
  url: AppliedPlansState;
}) {
  return (
    <>
      <PageTitle>
        <span id="page-title">{appliedPlansTitle(state.name, id)}</span>
      </PageTitle>
      {plans.error && <ErrorBox>{plans.error.message}</ErrorBox>}
      <ListTable<AppliedPlan, 'updated_at'>
        columns={COLUMNS}
        rows={plans.data?.data}
        rowKey={(row) => row.id}
        loading={plans.isFetching}
        total={plans.data?.count}
        settled={plans.isSuccess && !plans.isPlaceholderData}
        state={state}
        setState={setState}
        rowHref={(row) => ecomProductPath(row.productId)}
        rowState={(row) => ({ pid: row.pid })}
      />
    </>
  );
}

/** /products/base-price/{id}?name=…: the plans a base price is applied to (BP-16..18). */
export default function BasePriceDetailPage() {
  const { basePriceId } = useParams();
  const parsed = idParam().safeParse(basePriceId ?? '');
  const id = parsed.success ? parsed.data : null;
  const url = useUrlState(APPLIED_PLANS_URL);
  const params = useMemo(() => toAppliedPlansParams(url[0]), [url[0]]);
  const plans = useAppliedPlans(id, params);
  // No such base price: 'Not Found' with the server's message (and no breadcrumbs).
  return (
    <DetailPageFrame
      found={id !== null}
      query={plans}
      loadingLabel="Loading the applied plans"
      kind="Base price"
      name={() => (id === null ? null : appliedPlansTitle(url[0].name, id))}
      notFoundDetail
    >
      {() => (id === null ? null : <AppliedPlans key={id} id={id} plans={plans} url={url} />)}
    </DetailPageFrame>
  );
}
