import { Button, Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { GivenGift, ReceivedGift } from '../../../../shared/contracts/gifts';
import { fullName } from '../../../../shared/domain/customer';
import { GIFT_STATUS_LABELS, type GiftAction, type GiftStatus, giftActionLabel } from '../../../../shared/domain/gift';
import { DATE_FORMAT, EMPTY, formatDateTime } from '../../../components/date-format';
import { IdentifierText } from '../../../components/IdentifierText';
import { StatusTag, type StatusVocabulary } from '../../../components/StatusTag';
import { GIFT_COLUMNS } from './texts';

/** GIFT-04: the status in words, coloured. */
const STATUS: StatusVocabulary<GiftStatus> = {
  labels: GIFT_STATUS_LABELS,
  colors: { Pending: 'gold', Sent: 'blue', Redeemed: 'green' },
};

type Person = { firstName: string; lastName: string; email: string | null } | null;

/** A recipient or giver: the name above, the email (whole, wrapping) beneath; '--' for what is missing. */
function PersonCell({ person }: { person: Person }) {
  if (!person) return <>{EMPTY}</>;
  return (
    <Flex vertical>
      <span>{fullName(person.firstName, person.lastName) || EMPTY}</span>
      <Typography.Text type="secondary">
        {person.email ? <IdentifierText text={person.email} /> : EMPTY}
      </Typography.Text>
    </Flex>
  );
}

const day = (value: string | null) => (
  <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(value, DATE_FORMAT)}</span>
);

/** GIFT-05: the row's actions (its status and update:gift decided them); none: a dash. */
function ActionsCell<G extends GivenGift>({
  gift,
  actions,
  onAct,
}: {
  gift: G;
  actions: GiftAction[];
  onAct: (action: GiftAction, gift: G) => void;
}) {
  if (actions.length === 0) return <>{EMPTY}</>;
  return (
    <Flex vertical align="start">
      {actions.map((action) => (
        <Button
          key={action}
          type="link"
          size="small"
          style={{ padding: 0, height: 'auto' }}
          aria-label={`${giftActionLabel(action)}: ${gift.title}, ${gift.recipient.email ?? ''}`}
          onClick={() => onAct(action, gift)}
        >
          {giftActionLabel(action)}
        </Button>
      ))}
    </Flex>
  );
}

interface TableProps<G extends GivenGift> {
  gifts: readonly G[] | undefined;
  loading: boolean;
  empty: string;
  actionsOf: (gift: G) => GiftAction[];
  onAct: (action: GiftAction, gift: G) => void;
}

/** The columns both lists start with (GIFT-02). */
function leadColumns<G extends GivenGift>(): ColumnsType<G> {
  return [
    // Kept in view while a wide list scrolls sideways (with the actions on the right).
    {
      key: 'title',
      title: GIFT_COLUMNS.title,
      dataIndex: 'title',
      width: 180,
      fixed: 'left',
      ellipsis: { showTitle: true },
    },
    {
      key: 'status',
      title: GIFT_COLUMNS.status,
      width: 96,
      render: (_, g) => <StatusTag status={g.status} vocabulary={STATUS} />,
    },
    { key: 'deliveryDate', title: GIFT_COLUMNS.deliveryDate, width: 104, render: (_, g) => day(g.deliveryDate) },
  ];
}

function tailColumns<G extends GivenGift>(props: TableProps<G>): ColumnsType<G> {
  return [
    {
      key: 'recipient',
      title: GIFT_COLUMNS.recipient,
      width: 200,
      render: (_, g) => <PersonCell person={g.recipient} />,
    },
    {
      key: 'redeemedEmail',
      title: GIFT_COLUMNS.redeemedEmail,
      width: 180,
      render: (_, g) => (g.redeemedEmail ? <IdentifierText text={g.redeemedEmail} /> : EMPTY),
    },
    {
      key: 'actions',
      title: GIFT_COLUMNS.actions,
      width: 164,
      fixed: 'right',
      render: (_, g) => <ActionsCell gift={g} actions={props.actionsOf(g)} onAct={props.onAct} />,
    },
  ];
}

function GiftTable<G extends GivenGift>({
  props,
  columns,
  width,
}: {
  props: TableProps<G>;
  columns: ColumnsType<G>;
  width: number;
}) {
  return (
    <Table<G>
      rowKey="id"
      size="small"
      tableLayout="fixed"
      scroll={{ x: width }}
      loading={props.loading}
      columns={columns}
      dataSource={props.gifts as G[] | undefined}
      locale={{ emptyText: props.empty }}
      pagination={false}
    />
  );
}

/** GIFT-02: the gifts the customer gave: title, status, delivery date, recipient, redeemed email. */
export function GivenGiftTable(props: TableProps<GivenGift>) {
  return <GiftTable props={props} columns={[...leadColumns<GivenGift>(), ...tailColumns(props)]} width={924} />;
}

/** GIFT-03: the gifts the customer received: also the redeem, the gift subscription's dates and the giver. */
export function ReceivedGiftTable(props: TableProps<ReceivedGift>) {
  const columns: ColumnsType<ReceivedGift> = [
    ...leadColumns<ReceivedGift>(),
    { key: 'redeemDate', title: GIFT_COLUMNS.redeemDate, width: 104, render: (_, g) => day(g.redeemDate) },
    {
      key: 'subscriptionStart',
      title: GIFT_COLUMNS.subscriptionStart,
      width: 104,
      render: (_, g) => day(g.subscriptionStartDate),
    },
    {
      key: 'subscriptionEnd',
      title: GIFT_COLUMNS.subscriptionEnd,
      width: 104,
      render: (_, g) => day(g.subscriptionEndDate),
    },
    { key: 'giver', title: GIFT_COLUMNS.giver, width: 200, render: (_, g) => <PersonCell person={g.giver} /> },
    ...tailColumns(props),
  ];
  return <GiftTable props={props} columns={columns} width={1436} />;
}
