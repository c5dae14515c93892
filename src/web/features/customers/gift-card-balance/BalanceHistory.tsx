import { ExpandableRegion } from '../../../components/ExpandableRegion';
import { lazyPanel } from '../../../components/lazy-parts';
import type BalanceHistoryTableType from './BalanceHistoryTable';
import { BALANCE_TEXTS } from './texts';

const HistoryTable = lazyPanel<Parameters<typeof BalanceHistoryTableType>[0]>(
  () => import('./BalanceHistoryTable').then((m) => m.default),
  BALANCE_TEXTS.historyLabel,
);

/**
 * Issue 23 ★ the ledger visible: a 'History' toggle under the balance and, while open, the ledger newest
 * first, paged; read on opening and again after a change (its key is under the customer's balance).
 */
export function BalanceHistory({ customerId }: { customerId: number }) {
  return (
    <ExpandableRegion label={BALANCE_TEXTS.history} name={BALANCE_TEXTS.historyLabel}>
      <HistoryTable customerId={customerId} />
    </ExpandableRegion>
  );
}
