import { useState } from 'react';
import { changeCredit } from '../../../../shared/contracts/credits';
import { usePermissions } from '../../../auth/session';
import { lazyDialog } from '../../../components/lazy-parts';
import type { ReadOnlyField } from '../../../components/ReadOnlyFields';
import { DetailSection, ReadFields } from '../DetailSection';
import { BalanceHistory } from './BalanceHistory';
import { amountText } from './format';
import type GiftCardBalanceDialogType from './GiftCardBalanceDialog';
import { useCredits } from './queries';
import { BALANCE_TEXTS as TEXTS } from './texts';

/** The edit dialog: its own chunk, loaded when first opened. */
const GiftCardBalanceDialog = lazyDialog<Parameters<typeof GiftCardBalanceDialogType>[0]>(
  () => import('./GiftCardBalanceDialog').then((m) => m.default),
  (props) => props.open,
);

/**
 * CUS-INFO-08 (B2C only): the gift card balance, one amount per currency code (GCB-01), with Edit for
 * staff holding update:gift_card_balance (GCB-02, PERM-GIFT-01) and the ledger's history beneath.
 */
export function GiftCardBalanceSection({ customerId }: { customerId: number }) {
  const { can } = usePermissions();
  const [editing, setEditing] = useState(false);
  const credits = useCredits(customerId);
  const balances = credits.data;
  const fields: ReadOnlyField[] = (balances ?? []).map((b) => ({
    key: b.currency,
    label: b.currency,
    value: amountText(b.amount, b.currency),
  }));
  return (
    <DetailSection
      id="gift-card-balance"
      title={TEXTS.title}
      style={{ marginTop: 24 }}
      edit={balances && can(changeCredit.permission) ? { label: TEXTS.edit, onClick: () => setEditing(true) } : null}
    >
      <ReadFields read={credits} loading={TEXTS.loading} label={TEXTS.title} fields={fields} empty={TEXTS.empty} />
      <BalanceHistory customerId={customerId} />
      {balances ? (
        <GiftCardBalanceDialog
          open={editing}
          customerId={customerId}
          balances={balances}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </DetailSection>
  );
}
