import { SearchOutlined } from '@ant-design/icons';
import { Alert, Form, Input, Spin, Table, type TableColumnType, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import type { CreditBalance } from '../../../../shared/contracts/credits';
import type { Currency } from '../../../../shared/contracts/reference';
import {
  creditDeltaMinor,
  digitsOnly,
  GIFT_CARD_BALANCE_MESSAGES as MESSAGES,
  newBalanceError,
} from '../../../../shared/domain/gift-card-balance';
import { fromMinor, toMinor } from '../../../../shared/domain/money';
import { NOTHING_TO_SAVE_TEXT } from '../../../../shared/domain/ui-texts';
import { notifyError, notifyInfo, notifySuccess } from '../../../api/notify';
import { FormDialog, useOpeningKey } from '../../../components/FormDialog';
import { useDialogGuard } from '../../../components/useDialogGuard';
import { amountText } from './format';
import { useChangeCredit, useCurrencyCodes } from './queries';
import { type BalanceChange, IntentKeys, saveInTurn } from './save-in-turn';
import { BALANCE_TEXTS as TEXTS } from './texts';

/** A currency of the list (API-S-32) with its current balance (minor units; 0 without one). */
interface Row {
  code: string;
  name: string;
  currentMinor: number;
}

/** The height of the list's scrolled body, px. */
const TABLE_HEIGHT = 360;

/** The new values typed, by currency code (digits only; '' or missing: unchanged). */
type Values = Record<string, string | undefined>;

/** The currencies holding a balance first, then the others, each in code order. */
function rowsOf(currencies: readonly Currency[], balances: readonly CreditBalance[]): Row[] {
  const held = new Map(balances.map((b) => [b.currency, toMinor(b.amount, b.currency)]));
  const rows = currencies.map((c) => ({ code: c.code, name: c.name, currentMinor: held.get(c.code) ?? 0 }));
  return [...rows.filter((r) => held.has(r.code)), ...rows.filter((r) => !held.has(r.code))];
}

const matches = (row: Row, filter: string) => {
  const text = filter.trim().toLowerCase();
  return text === '' || row.code.toLowerCase().includes(text) || row.name.toLowerCase().includes(text);
};

/** The keys of one opening of the dialog (a new opening: new intents). */
function useIntentKeys(open: boolean): IntentKeys {
  const opening = useOpeningKey(open);
  const kept = useRef({ opening, keys: new IntentKeys() });
  if (kept.current.opening !== opening) kept.current = { opening, keys: new IntentKeys() };
  return kept.current.keys;
}

/**
 * GCB: the edit dialog. Every currency code of the list (GCB-03) with its current value and an input that
 * takes digits only (GCB-06), checked by the shared rule (GCB-04/05: 'Must be more than {current}', at
 * most 1,000,000); Save sends each changed currency's delta (GCB-07) in turn, each with the key of its
 * intent, then 'Gift card balance updated successfully.' (GCB-08). A refusal stops the rest, names what
 * was saved and keeps the dialog open (GCB-09).
 */
export default function GiftCardBalanceDialog({
  open,
  customerId,
  balances,
  onClose,
}: {
  open: boolean;
  customerId: number;
  balances: readonly CreditBalance[];
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const guard = useDialogGuard(open);
  const keys = useIntentKeys(open);
  const [filter, setFilter] = useState('');
  const currencies = useCurrencyCodes(open);
  const change = useChangeCredit(customerId);
  const list = currencies.data?.data;
  const rows = useMemo(() => rowsOf(list ?? [], balances), [list, balances]);
  const shown = rows.filter((r) => matches(r, filter));

  /** Shows a field the filter hides, so its message can be read. */
  const reveal = (code: string) => {
    const row = rows.find((r) => r.code === code);
    if (row && !matches(row, filter)) setFilter('');
    setTimeout(() => form.scrollToField(code), 0);
  };

  const save = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch (error) {
      const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0]?.name[0];
      if (typeof first === 'string') reveal(first);
      return;
    }
    const changes: BalanceChange[] = rows.flatMap((r) => {
      const typed = values[r.code] ?? '';
      return typed === '' ? [] : [{ currency: r.code, deltaMinor: creditDeltaMinor(typed, r.currentMinor, r.code) }];
    });
    if (changes.length === 0) {
      notifyInfo(NOTHING_TO_SAVE_TEXT);
      return;
    }
    const outcome = await saveInTurn(changes, (c) =>
      change.mutateAsync({
        currency: c.currency,
        amount: fromMinor(c.deltaMinor, c.currency),
        idempotencyKey: keys.keyFor(c),
      }),
    );
    if (!outcome.failed) {
      notifySuccess(MESSAGES.success);
      guard.clean();
      onClose();
      return;
    }
    // The saved ones now show as current (read again); the refused one keeps its value and the reason.
    form.setFieldsValue(Object.fromEntries(outcome.saved.map((code) => [code, ''])));
    const { currency, error } = outcome.failed;
    const reason = error instanceof Error ? error.message : String(error);
    form.setFields([{ name: currency, errors: [reason] }]);
    reveal(currency);
    notifyError(MESSAGES.partlySaved(outcome.saved, currency, reason));
  };

  const columns: TableColumnType<Row>[] = [
    {
      key: 'currency',
      title: TEXTS.currency,
      render: (_, r) => (
        <span>
          <Typography.Text strong>{r.code}</Typography.Text>{' '}
          <Typography.Text type="secondary">{r.name}</Typography.Text>
        </span>
      ),
    },
    {
      key: 'current',
      title: TEXTS.current,
      width: 120,
      align: 'right',
      render: (_, r) => amountText(fromMinor(r.currentMinor, r.code), r.code),
    },
    {
      key: 'new',
      title: TEXTS.newValue,
      width: 250,
      render: (_, r) => (
        <Form.Item
          name={r.code}
          style={{ margin: 0 }}
          getValueFromEvent={(event: { target: { value: string } }) => digitsOnly(event.target.value)}
          rules={[
            {
              validator: (_rule, value: string | undefined) => {
                const problem = newBalanceError(value ?? '', r.currentMinor, r.code);
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input inputMode="numeric" autoComplete="off" maxLength={10} aria-label={TEXTS.newValueOf(r.code)} />
        </Form.Item>
      ),
    },
  ];

  return (
    <FormDialog
      title={TEXTS.dialogTitle}
      open={open}
      onClose={onClose}
      guard={guard}
      onSave={save}
      form={form}
      canSave={list !== undefined}
      width={680}
    >
      <Typography.Paragraph type="secondary">{TEXTS.dialogHint}</Typography.Paragraph>
      {currencies.error ? (
        <Alert type="error" showIcon title={currencies.error.message} />
      ) : !list ? (
        <Spin aria-label="Loading the currencies" />
      ) : (
        <Form<Values> form={form} onValuesChange={() => guard.markDirty()}>
          <Input
            allowClear
            prefix={<SearchOutlined aria-hidden />}
            aria-label={TEXTS.filter}
            placeholder={TEXTS.filterPlaceholder}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            style={{ marginBottom: 12 }}
          />
          {shown.length === 0 ? <Typography.Paragraph type="secondary">{TEXTS.noMatch}</Typography.Paragraph> : null}
          {/* As tall while filtering as the whole list: the dialog does not jump as the rows come and go. */}
          <div style={{ minHeight: TABLE_HEIGHT + 40 }}>
            <Table<Row>
              aria-label={TEXTS.dialogTitle}
              rowKey="code"
              size="small"
              tableLayout="fixed"
              pagination={false}
              scroll={{ y: TABLE_HEIGHT }}
              dataSource={rows}
              columns={columns}
              // Rows the filter leaves out stay mounted (their typed values and rules with them), hidden.
              onRow={(r) => ({ hidden: !matches(r, filter), 'data-currency': r.code }) as object}
            />
          </div>
        </Form>
      )}
    </FormDialog>
  );
}
