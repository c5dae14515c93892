import type { CreditEntry } from '../../../../shared/contracts/credits';
import { type LogColumn, LogTable, useLogPaging } from '../../../components/LogTable';
import { QueryError } from '../../../components/QueryTable';
import { amountText, changeText } from './format';
import { useCreditHistory } from './queries';
import { BALANCE_TEXTS, HISTORY_COLUMNS } from './texts';

/** Who, when, how much, why: each row of the ledger with the currency's balance after it. */
const COLUMNS: readonly LogColumn<CreditEntry>[] = [
  { key: 'created', title: HISTORY_COLUMNS.created, kind: 'dateTime', width: 165, value: (r) => r.created },
  { key: 'currency', title: HISTORY_COLUMNS.currency, kind: 'text', width: 90, value: (r) => r.currency },
  {
    key: 'amount',
    title: HISTORY_COLUMNS.amount,
    kind: 'text',
    width: 130,
    value: (r) => changeText(r.amount, r.currency),
  },
  {
    key: 'balance',
    title: HISTORY_COLUMNS.balance,
    kind: 'text',
    width: 140,
    value: (r) => amountText(r.balance, r.currency),
  },
  { key: 'reason', title: HISTORY_COLUMNS.reason, kind: 'text', width: 160, value: (r) => r.reason },
  { key: 'by', title: HISTORY_COLUMNS.by, kind: 'text', value: (r) => r.by },
];

/** The ledger's rows, paged: its own chunk (the table code loads when the history is first opened). */
export default function BalanceHistoryTable({ customerId }: { customerId: number }) {
  const { reset: _, ...paging } = useLogPaging();
  const history = useCreditHistory(customerId, paging.page, paging.size);
  return (
    <>
      <QueryError error={history.error} />
      <LogTable<CreditEntry>
        label={BALANCE_TEXTS.historyLabel}
        rows={history.data?.data ?? []}
        total={history.data?.count ?? 0}
        loading={history.isFetching}
        columns={COLUMNS}
        {...paging}
      />
    </>
  );
}
