import { Button, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { Customer } from '../../../../shared/contracts/customers';
import type { Transaction } from '../../../../shared/contracts/transactions';
import { symbolAmount, toMinor } from '../../../../shared/domain/money';
import {
  refundAvailable,
  TRANSACTION_STATUS_LABELS,
  type TransactionStatus,
  transactionSourceLabel,
} from '../../../../shared/domain/transaction';
import { usePermissions } from '../../../auth/session';
import { DateTime } from '../../../components/DateTime';
import { lazyDialog } from '../../../components/lazy-parts';
import { useTablePagination } from '../../../components/pager';
import { QueryTable } from '../../../components/QueryTable';
import { MIN_COLUMN_WIDTH, ResizableHeaderCell, type ResizeProps } from '../../../components/ResizableHeaderCell';
import { StatusTag, type StatusVocabulary } from '../../../components/StatusTag';
import { useTransactions } from './queries';
import type RefundDialogType from './RefundDialog';
import { TransactionDetails } from './TransactionDetails';
import { TRANSACTION_COLUMNS, TRANSACTIONS_EMPTY } from './texts';

const RefundDialog = lazyDialog<Parameters<typeof RefundDialogType>[0]>(
  () => import('./RefundDialog').then((m) => m.default),
  (props) => props.open,
);

/** TXN-07: the status in words, coloured. */
const STATUS: StatusVocabulary<TransactionStatus> = {
  labels: TRANSACTION_STATUS_LABELS,
  colors: { COMPLETED: 'green', REFUNDED: 'orange', PROCESSING: 'blue', OTHERS: 'default' },
};

type ColumnKey = keyof typeof TRANSACTION_COLUMNS;

/** The widths the columns start at (TXN-02: each can be dragged wider or narrower). */
const START_WIDTHS: Record<ColumnKey, number | undefined> = {
  created: 150,
  id: 250,
  product: undefined,
  source: 104,
  status: 104,
  total: 104,
  actions: 92,
};

const money = (t: Transaction, amount: number) => symbolAmount(amount, t.currency.symbol);

/**
 * Checklist 7: the customer's transactions (API-S-09), newest first, paged 10 to a page (TXN-10,
 * decided: created, id, product, source, status, total and the Refund action, fitting 1280 px; created
 * time and total sort; all of a customer's transactions are read at once); columns that can be resized
 * (TXN-02); each row expands to its billing plan, price, payment, subscription and refunds; the Refund
 * action where RFD-01 allows it.
 */
export default function TransactionsTab({ customer }: { customer: Customer }) {
  const auth0Id = customer.auth0Id ?? '';
  const transactions = useTransactions(auth0Id);
  const { permissions } = usePermissions();
  const [page, setPage] = useState({ page: 1, size: 10 });
  const [widths, setWidths] = useState<Partial<Record<ColumnKey, number>>>({});
  const [refunding, setRefunding] = useState<Transaction | null>(null);
  const pagination = useTablePagination(page, setPage);

  const canRefund = (t: Transaction) =>
    refundAvailable(
      { status: t.status, source: t.source, refundableMinor: toMinor(t.price.refundableAmount, t.currency.code) },
      permissions,
    );

  const column = (key: ColumnKey, rest: ColumnsType<Transaction>[number]): ColumnsType<Transaction>[number] => ({
    key,
    title: TRANSACTION_COLUMNS[key],
    width: widths[key] ?? START_WIDTHS[key],
    onHeaderCell: () =>
      ({
        resizeLabel: TRANSACTION_COLUMNS[key],
        resizeWidth: widths[key] ?? START_WIDTHS[key] ?? MIN_COLUMN_WIDTH,
        onResize: (width: number) => setWidths((current) => ({ ...current, [key]: width })),
      }) satisfies ResizeProps as object,
    ...rest,
  });

  const columns: ColumnsType<Transaction> = [
    column('created', {
      sorter: (a, b) => a.createdTime.localeCompare(b.createdTime),
      defaultSortOrder: 'descend',
      sortDirections: ['descend', 'ascend', 'descend'],
      render: (_, t) => <DateTime value={t.createdTime} />,
    }),
    column('id', {
      render: (_, t) => (
        <Typography.Text copyable={{ text: t.id }} style={{ whiteSpace: 'nowrap' }}>
          {t.id}
        </Typography.Text>
      ),
    }),
    column('product', {
      ellipsis: true,
      render: (_, t) => (
        <span title={t.productPlan.pid ?? undefined}>
          {t.productPlan.name ?? '—'}
          {t.productPlan.pid ? <Typography.Text type="secondary"> ({t.productPlan.pid})</Typography.Text> : null}
        </span>
      ),
    }),
    column('source', { render: (_, t) => transactionSourceLabel(t.source) }),
    column('status', { render: (_, t) => <StatusTag status={t.status} vocabulary={STATUS} /> }),
    column('total', {
      align: 'right',
      sorter: (a, b) => a.price.total - b.price.total,
      render: (_, t) => money(t, t.price.total),
    }),
    column('actions', {
      render: (_, t) =>
        canRefund(t) ? (
          <Button size="small" onClick={() => setRefunding(t)} aria-label={`Refund ${t.id}`}>
            Refund
          </Button>
        ) : null,
    }),
  ];

  return (
    <section aria-label="Transactions">
      <QueryTable<Transaction>
        query={transactions}
        rowKey="id"
        size="small"
        scroll={{ x: 960 }}
        columns={columns}
        components={{ header: { cell: ResizableHeaderCell } }}
        dataSource={transactions.data}
        expandable={{ expandedRowRender: (t) => <TransactionDetails transaction={t} /> }}
        locale={{ emptyText: TRANSACTIONS_EMPTY }}
        pagination={pagination}
      />
      {refunding ? (
        <RefundDialog
          open={refunding !== null}
          auth0Id={auth0Id}
          transaction={refunding}
          onClose={() => setRefunding(null)}
        />
      ) : null}
    </section>
  );
}
