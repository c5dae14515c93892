import { eq, sql } from 'drizzle-orm';
import type { GiftLists, GivenGift, ReceivedGift } from '../../../shared/contracts/gifts';
import { CUSTOMER_MESSAGES } from '../../../shared/domain/customer';
import type { GiftStatus } from '../../../shared/domain/gift';
import type { Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { isoText } from '../../db/sql';
import { notFound } from '../../errors';
import { customer } from '../customers';
import { billingSubscription, gift } from './tables';

/**
 * A customer's gifts as the store answers them (API-S-13): the gifts they gave and the gifts they
 * received, newest first, each list through its index (gift_giver_idx, gift_recipient_idx), both in one
 * named statement. A received gift adds its redeem, the gift subscription's dates and its giver.
 */

export type GiftRow = typeof gift.$inferSelect;

/** What a gift's given shape reads. */
type GivenView = Pick<
  GiftRow,
  | 'giftId'
  | 'title'
  | 'status'
  | 'deliveryAt'
  | 'redeemedEmail'
  | 'recipientFirstName'
  | 'recipientLastName'
  | 'recipientEmail'
  | 'rowVersion'
>;

/** GIFT-02: the wire's given gift of a row (the answer of an update and a resend). */
export const toGivenGift = (row: GivenView): GivenGift =>
  givenOfJson({ ...row, deliveryAt: row.deliveryAt.toISOString() });

/** GIFT-02: a gift of the statement (its times already ISO text) as the wire's given gift. */
const givenOfJson = (g: GiftJson): GivenGift => ({
  id: g.giftId,
  title: g.title,
  status: g.status as GiftStatus,
  deliveryDate: g.deliveryAt,
  redeemedEmail: g.redeemedEmail,
  recipient: { firstName: g.recipientFirstName, lastName: g.recipientLastName, email: g.recipientEmail },
  rowVersion: g.rowVersion,
});

/** One gift as the statement reads it (a JSON object built by PostgreSQL; times are the wire's ISO text). */
interface GiftJson {
  giftId: string;
  title: string;
  status: string;
  deliveryAt: string;
  redeemedEmail: string | null;
  recipientFirstName: string;
  recipientLastName: string;
  recipientEmail: string;
  rowVersion: number;
  redeemedAt?: string | null;
  subscriptionStartAt?: string | null;
  subscriptionEndAt?: string | null;
  giverId?: number | null;
  giverFirstName?: string | null;
  giverLastName?: string | null;
  giverEmail?: string | null;
}

/** The given shape's fields; times as the wire writes them (isoText). */
const GIVEN_FIELDS = sql`'giftId', g.gift_id, 'title', g.title, 'status', g.status,
  'deliveryAt', ${isoText(sql`g.delivery_at`)}, 'redeemedEmail', g.redeemed_email,
  'recipientFirstName', g.recipient_first_name, 'recipientLastName', g.recipient_last_name,
  'recipientEmail', g.recipient_email, 'rowVersion', g.row_version`;

/** The customer row's id, qualified (drizzle leaves a one-table select's columns bare). */
const customerId = sql`${customer}.${sql.identifier(customer.id.name)}`;

/** The gifts the customer `customer` gave, newest first (gift_giver_idx). */
const givenOf = sql<GiftJson[]>`coalesce((
  select json_agg(json_build_object(${GIVEN_FIELDS}) order by g.id desc)
  from ${gift} g where g.giver_customer_id = ${customerId}), '[]'::json)`;

/** The gifts the customer received, newest first (gift_recipient_idx), with their giver and gift subscription. */
const receivedOf = sql<GiftJson[]>`coalesce((
  select json_agg(json_build_object(${GIVEN_FIELDS}, 'redeemedAt', ${isoText(sql`g.redeemed_at`)},
      'subscriptionStartAt', ${isoText(sql`s.start_at`)}, 'subscriptionEndAt', ${isoText(sql`s.end_at`)}, 'giverId', gv.id,
      'giverFirstName', gv.first_name, 'giverLastName', gv.last_name, 'giverEmail', gv.email) order by g.id desc)
  from ${gift} g
  left join ${customer} gv on gv.id = g.giver_customer_id
  left join ${billingSubscription} s on s.subscription_id = g.subscription_id
  where g.recipient_customer_id = ${customerId}), '[]'::json)`;

/**
 * Both lists of a customer in one named statement (planned once per connection): one round trip, each
 * list built by PostgreSQL through its index. No row: no such customer.
 */
const giftsOfCustomer = preparedPer((db) =>
  db
    .select({ given: givenOf, received: receivedOf })
    .from(customer)
    .where(eq(customer.auth0Id, sql.placeholder('auth0Id')))
    .prepare('gifts_of_customer'),
);

/** GIFT-03: the wire's received gift. */
function toReceivedGift(g: GiftJson): ReceivedGift {
  return {
    ...givenOfJson(g),
    redeemDate: g.redeemedAt ?? null,
    subscriptionStartDate: g.subscriptionStartAt ?? null,
    subscriptionEndDate: g.subscriptionEndAt ?? null,
    giver:
      g.giverId === null || g.giverId === undefined
        ? null
        : { firstName: g.giverFirstName ?? '', lastName: g.giverLastName ?? '', email: g.giverEmail ?? null },
  };
}

/** GET /v2/gift?auth0Id= (API-S-13): 404 for an unknown customer. */
export async function listGifts(db: Db, auth0Id: string): Promise<GiftLists> {
  const [row] = await giftsOfCustomer(db).execute({ auth0Id });
  if (!row) throw notFound(CUSTOMER_MESSAGES.noSuchAuth0Id(auth0Id));
  return {
    givenList: row.given.map(givenOfJson),
    receivedList: row.received.map(toReceivedGift),
  };
}
