import { randomBytes } from 'node:crypto';
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, eq, gt, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { SingleUseItem } from '../../../shared/contracts/promotions';
import {
  CODE_STATUS_LABELS,
  codeStatus,
  type PromotionStatus,
  promotionStatus,
  SINGLE_USE_ALPHABET,
  SINGLE_USE_RANDOM_LENGTH,
} from '../../../shared/domain/promotion';
import { neutraliseCell } from '../../../shared/domain/spreadsheet';
import type { Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { lookedUp } from '../../db/sql';
import { invalid, notFound } from '../../errors';
import { customer } from '../customers';
import { coupon, promotionCode } from './tables';

/**
 * A bulk promotion's single-use codes (PROMO-BULK, API-M-26/27): generated unguessable and unique,
 * listed by code, and downloaded as a CSV streamed in batches (flat memory, whatever the count).
 */

/** 12 characters of Crockford base32 from 12 random bytes: 256 is a multiple of 32, so unbiased (60 bits). */
export function randomCodePart(): string {
  const bytes = randomBytes(SINGLE_USE_RANDOM_LENGTH);
  let out = '';
  for (const byte of bytes) out += SINGLE_USE_ALPHABET[byte & 31];
  return out;
}

/**
 * Generates `quantity` codes `{prefix}-{random}` for the promotion, in the caller's transaction, each with
 * its place in code order (`position`). The database's unique index is the guarantee: a code that
 * collides (never seen at 60 bits, but possible) is left out by ON CONFLICT and generated again, and the
 * places are then numbered again. `randomPart` is `randomCodePart` but for a test of that path.
 */
export async function generateSingleUseCodes(
  tx: Db,
  promotionId: number,
  prefix: string,
  quantity: number,
  randomPart: () => string = randomCodePart,
) {
  let missing = quantity;
  let round = 0;
  for (; missing > 0; round += 1) {
    if (round > 5) throw new Error('could not generate unique promotion codes');
    const codes = Array.from({ length: missing }, () => `${prefix}-${randomPart()}`);
    // A later round's codes are placed after the first's, until all are numbered again below.
    const inserted = await tx.execute(sql`
      insert into promotion_code (promotion_id, code, position)
      select ${promotionId}, value, ${quantity - missing} + (row_number() over (order by value collate "C"))::int - 1
      from json_array_elements_text(${JSON.stringify(codes)}::json) as value
      on conflict (code) do nothing
      returning id`);
    // Both drivers (pg, PGlite) answer `rows`.
    missing -= (inserted as { rows: unknown[] }).rows.length;
  }
  if (round > 1) await numberCodes(tx, promotionId);
}

/** Numbers the promotion's codes in code order (byte-wise) from 0: their `position`. */
async function numberCodes(tx: Db, promotionId: number) {
  await tx.execute(sql`
    update promotion_code as p set position = o.n
    from (select id, (row_number() over (order by code collate "C") - 1)::int as n
      from promotion_code where promotion_id = ${promotionId}) as o
    where p.id = o.id and p.position <> o.n`);
}

interface BulkPromotion {
  id: number;
  code: string;
  status: PromotionStatus;
  redeemedCount: number;
  quantity: number;
}

/** A promotion's facts the code list reads (a named statement). */
const promotionFacts = preparedPer((db) =>
  db
    .select({
      id: coupon.id,
      code: coupon.code,
      source: coupon.source,
      codeUsage: coupon.codeUsage,
      startedAt: coupon.startedAt,
      endedAt: coupon.endedAt,
      maxRedemptions: coupon.maxRedemptions,
      redeemedCount: coupon.redeemedCount,
      quantity: coupon.quantity,
    })
    .from(coupon)
    .where(eq(coupon.id, sql.placeholder('id')))
    .prepare('promotion_code_list_promotion'),
);

/** The bulk promotion `id` (404 for none, or for a regular or buy-one-gift-one one); its status at `now`. */
async function bulkPromotion(db: Db, id: number, now: Date): Promise<BulkPromotion> {
  const [row] = await promotionFacts(db).execute({ id });
  if (row?.source !== 'billing-provider') throw notFound(`No billing-provider promotion ${id}.`);
  if (row.codeUsage !== 'bulk') throw notFound(`Promotion ${id} has no single-use codes: its code usage is regular.`);
  return {
    id: row.id,
    code: row.code,
    status: promotionStatus(row, now),
    redeemedCount: row.redeemedCount,
    quantity: row.quantity ?? 0,
  };
}

// A function: the areas import each other in a cycle, so nothing imported is read at load.
const codeColumns = () => ({
  id: promotionCode.id,
  code: promotionCode.code,
  redeemedAt: promotionCode.redeemedAt,
  customerId: promotionCode.customerId,
  email: customer.email,
});

type CodeRow = { id: number; code: string; redeemedAt: Date | null; customerId: number | null; email: string | null };

const codeWhere = (id: number, hideRedeemed: boolean, after?: string): SQL | undefined =>
  and(
    eq(promotionCode.promotionId, id),
    hideRedeemed ? isNull(promotionCode.redeemedAt) : undefined,
    after === undefined ? undefined : gt(sql`${promotionCode.code} collate "C"`, sql`${after} collate "C"`),
  );

const byCode = sql`${promotionCode.code} collate "C"`;

/**
 * Every code's page by its place in code order (`position`): the page's codes alone are read, however
 * deep (a named statement: the same plan for any page).
 */
const codesAt = preparedPer((db) =>
  db
    .select({ ...codeColumns(), email: lookedUp<string>(customer.email, customer.id, promotionCode.customerId) })
    .from(promotionCode)
    .where(
      and(
        // Every value through a subquery the planner does not look into: a plan with the values then costs
        // what the generic one does, and PostgreSQL keeps the generic plan instead of planning every page.
        eq(promotionCode.promotionId, sql`(select ${sql.placeholder('id')}::int)`),
        gte(promotionCode.position, sql`(select ${sql.placeholder('from')}::int)`),
        lt(promotionCode.position, sql`(select ${sql.placeholder('to')}::int)`),
      ),
    )
    .orderBy(promotionCode.position)
    .prepare('promotion_codes_at'),
);

function toItem(row: CodeRow, promotion: PromotionStatus): SingleUseItem {
  return {
    code: row.code,
    status: codeStatus(row.redeemedAt !== null, promotion),
    email: row.redeemedAt === null ? null : row.email,
    customerId: row.redeemedAt === null ? null : row.customerId,
    date: row.redeemedAt?.toISOString() ?? null,
  };
}

/** GET …/single-uses (API-M-26): a page of codes by code, the filter's count and the redeemed count. */
export async function listSingleUseCodes(
  db: Db,
  id: number,
  q: { hide_redeemed: boolean; limit: number; offset: number },
  now: Date,
) {
  const promotion = await bulkPromotion(db, id, now);
  // No count: a bulk promotion's codes are made once with it, and each redemption moves its count in
  // the same transaction, so the quantity and the redeemed count say how many rows the filter has.
  const rows = q.hide_redeemed
    ? await db
        .select(codeColumns())
        .from(promotionCode)
        .leftJoin(customer, eq(customer.id, promotionCode.customerId))
        .where(codeWhere(id, true))
        .orderBy(byCode)
        .limit(q.limit)
        .offset(q.offset)
    : await codesAt(db).execute({ id, from: q.offset, to: q.offset + q.limit });
  return {
    data: rows.map((row) => toItem(row, promotion.status)),
    count: q.hide_redeemed ? promotion.quantity - promotion.redeemedCount : promotion.quantity,
    redeemed_count: promotion.redeemedCount,
    total_count: promotion.quantity,
  };
}

// ---- CSV (API-M-27) -------------------------------------------------------------------------------

/** Rows per database read while streaming. */
const CSV_BATCH = 1000;

/** 'YYYY-MM-DD HH:mm:ss' in `timeZone`. */
function dateTimeIn(timeZone: string): (at: Date) => string {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return (at) => {
    const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
  };
}

/** The `timezone` parameter as a formatter; a 400 naming it when it is not an IANA zone. */
function formatterFor(timeZone: string) {
  try {
    return dateTimeIn(timeZone);
  } catch {
    throw invalid('timezone', `'${timeZone}' is not a time zone (e.g. 'UTC', 'America/New_York')`);
  }
}

export const CSV_HEADER = ['Promotion code', 'Status', 'Redeemed email', 'Redeemed date'];

/**
 * GET …/single-uses/csv (API-M-27): the file name and a stream of the CSV. Codes are read in batches of
 * CSV_BATCH by code (keyset), only when the stream wants more: memory stays flat for any count.
 */
export async function singleUseCsv(
  db: Db,
  id: number,
  q: { hide_redeemed: boolean; timezone: string },
  now: Date,
): Promise<{ filename: string; stream: Readable }> {
  const format = formatterFor(q.timezone);
  const promotion = await bulkPromotion(db, id, now);
  async function* records() {
    yield CSV_HEADER;
    let after: string | undefined;
    for (;;) {
      const rows = await db
        .select(codeColumns())
        .from(promotionCode)
        .leftJoin(customer, eq(customer.id, promotionCode.customerId))
        .where(codeWhere(id, q.hide_redeemed, after))
        .orderBy(byCode)
        .limit(CSV_BATCH);
      for (const row of rows) {
        const item = toItem(row, promotion.status);
        yield [
          item.code,
          CODE_STATUS_LABELS[item.status],
          item.date === null ? '' : (item.email ?? 'Anonymous user'),
          row.redeemedAt ? format(row.redeemedAt) : '',
        ].map(neutraliseCell);
      }
      if (rows.length < CSV_BATCH) return;
      after = rows[rows.length - 1]?.code;
    }
  }
  // pipeline: a failed read destroys the response stream (the client sees a cut download, not a hang).
  const stream = pipeline(Readable.from(records()), stringify(), () => {});
  return { filename: `${promotion.code}.csv`, stream };
}
