import { Descriptions, Flex, List, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Transaction } from '../../../../shared/contracts/transactions';
import { symbolAmount } from '../../../../shared/domain/money';
import { billingPlanTypeLabel } from '../../../../shared/domain/transaction';
import { DateTime } from '../../../components/DateTime';
import { EMPTY } from '../../../components/date-format';
import { PAYMENT_INFORMATION_LABELS, PRICE_LABELS, REFUND_LABELS, SECTION_TITLES, SUBSCRIPTION_LABELS } from './texts';

const COLUMN = { flex: '1 1 240px', minWidth: 240 } as const;

const orEmpty = (value: ReactNode) => (value === null || value === undefined || value === '' ? EMPTY : value);

/** A titled block of label–value rows; `column`: one of the expansion's columns (side by side). */
function Section({ title, items, column = true }: { title: string; items: [string, ReactNode][]; column?: boolean }) {
  return (
    <Descriptions
      size="small"
      column={1}
      title={<Typography.Text strong>{title}</Typography.Text>}
      items={items.map(([label, value]) => ({ key: label, label, children: orEmpty(value) }))}
      style={column ? COLUMN : undefined}
    />
  );
}

/**
 * A transaction's row expanded (TXN-10, decided): its billing plan type and price breakdown (TXN-04, every amount to 2
 * decimals), the payment information (TXN-05), the subscription it paid for (TXN-03) and the refund
 * information (TXN-06) with each refund of the ledger: how much, when, by whom.
 */
export function TransactionDetails({ transaction: t }: { transaction: Transaction }) {
  const money = (amount: number) => symbolAmount(amount, t.currency.symbol);
  const p = t.price;
  const pay = t.paymentInformation;
  const refunds = t.refundPrice;
  return (
    <Flex gap={24} wrap style={{ padding: '4px 8px' }}>
      <Section
        title={SECTION_TITLES.price}
        items={[
          [PRICE_LABELS.billingPlan, billingPlanTypeLabel(t.billingPlan.type)],
          [PRICE_LABELS.originalPrice, money(p.originalPrice)],
          [PRICE_LABELS.discount, money(p.discount)],
          [PRICE_LABELS.credit, money(p.credit)],
          [PRICE_LABELS.tax, money(p.tax)],
          [PRICE_LABELS.taxType, p.taxType],
          [PRICE_LABELS.amount, money(p.amount)],
          [PRICE_LABELS.accountAmount, money(p.accountAmount)],
          [PRICE_LABELS.total, money(p.total)],
          [PRICE_LABELS.refundableAmount, money(p.refundableAmount)],
        ]}
      />
      <Section
        title={SECTION_TITLES.payment}
        items={[
          [PAYMENT_INFORMATION_LABELS.type, pay?.type],
          [PAYMENT_INFORMATION_LABELS.cardType, pay?.cardType],
          [PAYMENT_INFORMATION_LABELS.account, pay?.account],
          [PAYMENT_INFORMATION_LABELS.district, pay?.district],
          [PAYMENT_INFORMATION_LABELS.postalCode, pay?.postalCode],
          [PAYMENT_INFORMATION_LABELS.country, pay?.country],
          [PAYMENT_INFORMATION_LABELS.givenName, pay?.givenName],
          [PAYMENT_INFORMATION_LABELS.familyName, pay?.familyName],
        ]}
      />
      <Flex vertical gap={16} style={COLUMN}>
        <Section
          column={false}
          title={SECTION_TITLES.subscription}
          items={[
            [SUBSCRIPTION_LABELS.id, t.subscription?.id],
            [SUBSCRIPTION_LABELS.startTime, <DateTime key="s" value={t.subscription?.startTime ?? null} />],
            [SUBSCRIPTION_LABELS.endTime, <DateTime key="e" value={t.subscription?.endTime ?? null} />],
          ]}
        />
        {refunds ? (
          <Section
            column={false}
            title={SECTION_TITLES.refund}
            items={[
              [REFUND_LABELS.amount, money(refunds.amount)],
              [REFUND_LABELS.accountAmount, money(refunds.accountAmount)],
              [REFUND_LABELS.total, money(refunds.total)],
              [REFUND_LABELS.created, <DateTime key="c" value={refunds.created} />],
            ]}
          />
        ) : (
          <Section column={false} title={SECTION_TITLES.refund} items={[[REFUND_LABELS.amount, REFUND_LABELS.none]]} />
        )}
        {t.refunds.length > 0 ? (
          <List
            size="small"
            header={<Typography.Text strong>{REFUND_LABELS.each}</Typography.Text>}
            aria-label={REFUND_LABELS.each}
            dataSource={t.refunds}
            renderItem={(r) => (
              <List.Item>
                {money(r.amount)} · <DateTime value={r.created} />
                {r.by ? ` · ${REFUND_LABELS.by} ${r.by}` : ''}
              </List.Item>
            )}
          />
        ) : null}
      </Flex>
    </Flex>
  );
}
