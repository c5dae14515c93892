import { TeamOutlined } from '@ant-design/icons';
import { Button, Popover, Space, Tabs } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { type Customer, deleteCustomer } from '../../../shared/contracts/customers';
import { idParam } from '../../../shared/contracts/fields';
import { ANONYMOUS_ACCOUNT } from '../../../shared/domain/customer';
import { usePermissions } from '../../auth/session';
import { DetailActions } from '../../components/DetailActions';
import { DetailPageFrame } from '../../components/DetailPageFrame';
import { listReturnUrl } from '../../components/list-return';
import { PageTitle } from '../../components/PageTitle';
import { CustomerInfoTab } from './CustomerInfoTab';
import {
  DeleteCustomerDialog,
  GiftsTab,
  IapRecordsTab,
  LearningProgressTab,
  SubscriptionsTab,
  TransactionsTab,
} from './lazy-parts';
import { useCustomer } from './queries';
import {
  CUSTOMER_LIST_PATHS,
  DELETE_TEXTS,
  DETAIL_TAB_LABELS,
  SHARED_ACCOUNTS_TITLE,
  sharedAccountPath,
  tabOfPath,
} from './texts';

/** CUS-DET-03: the person's other accounts, each a link to its B2C detail. */
function SharedAccounts({ customer }: { customer: Customer }) {
  if (customer.sharedCustomers.length === 0) return null;
  const content = (
    <ul aria-label={SHARED_ACCOUNTS_TITLE} style={{ margin: 0, paddingLeft: 18, maxWidth: 360 }}>
      {customer.sharedCustomers.map((shared) => (
        <li key={shared.id}>
          <Link to={sharedAccountPath(shared.id)}>{shared.email ?? ANONYMOUS_ACCOUNT}</Link>
        </li>
      ))}
    </ul>
  );
  return (
    <Popover
      title={SHARED_ACCOUNTS_TITLE}
      content={content}
      trigger={['hover', 'focus', 'click']}
      placement="bottomLeft"
    >
      <Button
        type="text"
        size="small"
        icon={<TeamOutlined />}
        aria-label={`${SHARED_ACCOUNTS_TITLE} (${customer.sharedCustomers.length})`}
      />
    </Popover>
  );
}

function CustomerDetail({ customer }: { customer: Customer }) {
  const { can } = usePermissions();
  const { pathname } = useLocation();
  const [deleting, setDeleting] = useState(false);
  const listPath = CUSTOMER_LIST_PATHS[tabOfPath(pathname)];

  // CUS-DET-05/06: B2C: Customer info, Transactions, Subscriptions, Learning progress, In-app purchase
  // record, Gift; B2B: Customer info and Learning progress.
  const b2c = !customer.isB2b;
  const tabs = [
    { key: 'info', label: DETAIL_TAB_LABELS.info, children: <CustomerInfoTab customer={customer} /> },
    ...(b2c
      ? [
          {
            key: 'transactions',
            label: DETAIL_TAB_LABELS.transactions,
            children: <TransactionsTab customer={customer} />,
          },
          {
            key: 'subscriptions',
            label: DETAIL_TAB_LABELS.subscriptions,
            children: <SubscriptionsTab customer={customer} />,
          },
        ]
      : []),
    { key: 'progress', label: DETAIL_TAB_LABELS.progress, children: <LearningProgressTab customer={customer} /> },
    ...(b2c ? [{ key: 'iap', label: DETAIL_TAB_LABELS.iap, children: <IapRecordsTab customer={customer} /> }] : []),
    ...(b2c ? [{ key: 'gift', label: DETAIL_TAB_LABELS.gift, children: <GiftsTab customer={customer} /> }] : []),
  ];

  return (
    <>
      <PageTitle
        extra={
          // CUS-DET-04: Delete opens its own dialog (CUS-DEL: the warning and the typed email).
          can(deleteCustomer.permission) ? (
            <DetailActions>
              <Button danger onClick={() => setDeleting(true)}>
                {DELETE_TEXTS.button}
              </Button>
            </DetailActions>
          ) : null
        }
      >
        <Space size="small" wrap>
          <span id="page-title">{customer.email ?? ANONYMOUS_ACCOUNT}</span>
          <SharedAccounts customer={customer} />
        </Space>
      </PageTitle>
      <Tabs items={tabs} />
      <DeleteCustomerDialog
        open={deleting}
        customer={customer}
        listPath={listReturnUrl(listPath)}
        onClose={() => setDeleting(false)}
      />
    </>
  );
}

const customerId = (param: string | undefined): number | null => {
  const parsed = idParam().safeParse(param ?? '');
  return parsed.success ? parsed.data : null;
};

/** /customers/b2c/:customerId and /customers/b2b/:customerId (checklist 3). */
export default function CustomerDetailPage() {
  const { customerId: param } = useParams();
  const id = customerId(param);
  const query = useCustomer(id);
  return (
    <DetailPageFrame
      found={id !== null}
      query={query}
      loadingLabel="Loading the customer"
      kind="Customer"
      name={(customer) => customer.email ?? ANONYMOUS_ACCOUNT}
    >
      {(customer) => <CustomerDetail key={customer.customerId} customer={customer} />}
    </DetailPageFrame>
  );
}
