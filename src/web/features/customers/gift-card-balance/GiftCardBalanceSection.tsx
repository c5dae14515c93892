import { EditOutlined } from '@ant-design/icons';
import { Button, Spin, Typography } from 'antd';
import { useState } from 'react';
import { changeCredit } from '../../../../shared/contracts/credits';
import { usePermissions } from '../../../auth/session';
import { lazyDialog } from '../../../components/lazy-parts';
import { type ReadOnlyField, ReadOnlyFields } from '../../../components/ReadOnlyFields';
import { SectionHeader } from '../SectionHeader';
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
    <section aria-labelledby="gift-card-balance" style={{ marginTop: 24 }}>
      <SectionHeader
        id="gift-card-balance"
        title={TEXTS.title}
        extra={
          balances && can(changeCredit.permission) ? (
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              {TEXTS.edit}
            </Button>
          ) : null
        }
      />
      {credits.isLoading ? (
        <Spin aria-label={TEXTS.loading} />
      ) : credits.error ? (
        <Typography.Text type="danger">{credits.error.message}</Typography.Text>
      ) : fields.length ? (
        <ReadOnlyFields label={TEXTS.title} fields={fields} />
      ) : (
        <Typography.Text type="secondary">{TEXTS.empty}</Typography.Text>
      )}
      <BalanceHistory customerId={customerId} />
      {balances ? (
        <GiftCardBalanceDialog
          open={editing}
          customerId={customerId}
          balances={balances}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </section>
  );
}
