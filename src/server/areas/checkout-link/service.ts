import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { and, count, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CHECKOUT_PLAN_LIMIT,
  type CheckoutPlan,
  type checkoutLinkBody,
  type sendCheckoutLinkBody,
} from '../../../shared/contracts/customers';
import { CUSTOMER_MESSAGES, isValidEmail, promotionAppliesTo } from '../../../shared/domain/customer';
import { toDecimalString } from '../../../shared/domain/money';
import type { Principal } from '../../auth/principal';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/client';
import { likeContains, qualified } from '../../db/sql';
import type { Clock } from '../../deps';
import { invalid, notFound, refused } from '../../errors';
import { entityAudit } from '../audit';
import { basePrice, basePriceAmount, currencyCountry } from '../base-prices';
import { ecomPlan } from '../ecom-products';
import { enqueueEmail } from '../email';
import { appliesToPlanSql, coupon, redeemableSql } from '../promotions';
import { billingPlan, country } from '../reference';

/**
 * The checkout link (CUS-CHK, API-S-16; CONF-06 and CUS-CHK-08 decided here):
 *
 *   {STORE_URL}/checkout/{encodeURIComponent(pid)}[?promo={code}](?|&)c={payload}
 *
 * payload = base64url(12-byte random IV ‖ AES-256-GCM ciphertext of {"country":"US","pid":"…"} ‖
 * 16-byte tag), keyed by CHECKOUT_LINK_KEY, with the pid as additional authenticated data: the store
 * decrypts it with the same key, a changed byte fails the tag, and a payload moved to another plan's
 * link fails too. The plan deeplink of the eCom plan screen (EP-DL) is a separate, unencrypted
 * mechanism. Only links the portal composed can be emailed (sendCheckoutLink checks every part).
 */

export const CHECKOUT_LINK_ENTITY = 'checkout_link';
export const CHECKOUT_EMAIL_KIND = 'checkout_link';

// ---- The key ----------------------------------------------------------------------------------------

/** The development key used when CHECKOUT_LINK_KEY is empty: never on a PostgreSQL server. */
const DEVELOPMENT_KEY = createHash('sha256').update('portal development checkout link key (not secret)').digest();

const HEX_KEY = /^[0-9a-fA-F]{64}$/;
const BASE64_KEY = /^[A-Za-z0-9+/_-]{43}=?$/;

/**
 * The 32-byte AES-256 key of CHECKOUT_LINK_KEY (64 hex characters, or base64 / base64url). Empty: the
 * fixed development key, refused (throws) when the database is a PostgreSQL server (DATABASE_URL set),
 * so a deployment that forgets the setting does not start.
 */
export function loadCheckoutLinkKey(config: Pick<ServerConfig, 'checkoutLinkKey' | 'databaseUrl'>): Buffer {
  const raw = config.checkoutLinkKey.trim();
  const onServer = config.databaseUrl.trim() !== '';
  if (raw === '') {
    if (onServer) {
      throw new Error(
        'CHECKOUT_LINK_KEY is required with DATABASE_URL (PostgreSQL): set it to 32 random bytes as 64 hex characters or base64 (e.g. `openssl rand -hex 32`). The development key is only for the embedded database.',
      );
    }
    return DEVELOPMENT_KEY;
  }
  let key: Buffer | null = null;
  if (HEX_KEY.test(raw)) key = Buffer.from(raw, 'hex');
  else if (BASE64_KEY.test(raw)) key = Buffer.from(raw.replaceAll('-', '+').replaceAll('_', '/'), 'base64');
  if (key?.length !== 32) {
    throw new Error('CHECKOUT_LINK_KEY must be 32 bytes, written as 64 hex characters or as base64.');
  }
  if (onServer && key.equals(DEVELOPMENT_KEY)) {
    throw new Error('CHECKOUT_LINK_KEY is the development key; set a key of your own with DATABASE_URL.');
  }
  return key;
}

const loadedKeys = new WeakMap<object, Buffer>();
/** loadCheckoutLinkKey, once per configuration object. */
export function checkoutLinkKey(config: Pick<ServerConfig, 'checkoutLinkKey' | 'databaseUrl'>): Buffer {
  let key = loadedKeys.get(config);
  if (!key) {
    key = loadCheckoutLinkKey(config);
    loadedKeys.set(config, key);
  }
  return key;
}

// ---- The payload ------------------------------------------------------------------------------------

const IV_BYTES = 12;
const TAG_BYTES = 16;
const ISO2 = /^[A-Z]{2}$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export class CheckoutPayloadError extends Error {}

/** The encrypted country payload of a link to `pid` (a fresh random IV each time). */
export function encryptCountryPayload(key: Buffer, countryIso2: string, pid: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(pid, 'utf8'));
  const plain = JSON.stringify({ country: countryIso2, pid });
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/**
 * The country of a payload made for `pid`; throws CheckoutPayloadError when it was changed (any byte),
 * made for another pid, made with another key, or is not canonical base64url.
 */
export function decryptCountryPayload(key: Buffer, payload: string, pid: string): string {
  if (!BASE64URL.test(payload)) throw new CheckoutPayloadError('The payload is not base64url.');
  const raw = Buffer.from(payload, 'base64url');
  // Unused low bits of the last character decode to the same bytes: only the canonical text is ours.
  if (raw.toString('base64url') !== payload) throw new CheckoutPayloadError('The payload is not canonical base64url.');
  if (raw.length <= IV_BYTES + TAG_BYTES) throw new CheckoutPayloadError('The payload is too short.');
  const iv = raw.subarray(0, IV_BYTES);
  const tag = raw.subarray(raw.length - TAG_BYTES);
  const sealed = raw.subarray(IV_BYTES, raw.length - TAG_BYTES);
  let plain: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(pid, 'utf8'));
    decipher.setAuthTag(tag);
    plain = Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
  } catch {
    throw new CheckoutPayloadError('The payload does not authenticate.');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(plain);
  } catch {
    throw new CheckoutPayloadError('The payload is not JSON.');
  }
  const { country, pid: sealedPid } = (parsed ?? {}) as { country?: unknown; pid?: unknown };
  if (sealedPid !== pid || typeof country !== 'string' || !ISO2.test(country)) {
    throw new CheckoutPayloadError('The payload does not name this plan and a country.');
  }
  return country;
}

// ---- The plans --------------------------------------------------------------------------------------

/** The plan's row, named in full inside the subqueries (drizzle would print a bare column). */
const PLAN_PID = qualified(ecomPlan.pid);
const PLAN_BASE_PRICE = qualified(ecomPlan.basePriceId);

interface CountryAmount {
  iso2: string;
  displayName: string;
  currency: string;
  amountMinor: number;
}

const AMOUNT = {
  basePriceId: qualified(basePriceAmount.basePriceId),
  currency: qualified(basePriceAmount.currencyCode),
};
const COUNTRY = { id: qualified(country.id), iso2: qualified(country.iso2), name: qualified(country.displayName) };

/**
 * Every country configured for a currency in which the base price has an amount, with that amount:
 * JSON made by the database in the plan's own query (no round trip per plan).
 */
const countriesOf = sql<CountryAmount[]>`coalesce((
  select json_agg(json_build_object('iso2', ${COUNTRY.iso2}, 'displayName', ${COUNTRY.name}, 'currency', ${AMOUNT.currency},
    'amountMinor', ${qualified(basePriceAmount.amountMinor)}) order by ${COUNTRY.name} collate "C", ${COUNTRY.iso2})
  from ${basePriceAmount}
  join ${currencyCountry} on ${qualified(currencyCountry.currencyCode)} = ${AMOUNT.currency}
  join ${country} on ${COUNTRY.id} = ${qualified(currencyCountry.countryId)}
  where ${AMOUNT.basePriceId} = ${PLAN_BASE_PRICE}), '[]'::json)`;

/**
 * The promotions redeemable now that apply to the plan (promotions area), each with its name and the
 * ISO codes of its countries ([]: every country), by code.
 */
const promotionsOf = (now: Date) => sql<{ code: string; name: string; appliedCountries: string[] }[]>`coalesce((
  select json_agg(json_build_object('code', ${coupon.code}, 'name', ${coupon.name}, 'appliedCountries', coalesce((
      select json_agg(${COUNTRY.iso2} order by ${COUNTRY.iso2}) from ${country} where ${COUNTRY.id} = any(${coupon.appliedCountryIds})), '[]'::json))
    order by ${coupon.code} collate "C")
  from ${coupon}
  where ${redeemableSql(now)} and ${appliesToPlanSql(PLAN_PID)}), '[]'::json)`;

const planColumns = (now: Date) => ({
  id: ecomPlan.id,
  pid: ecomPlan.pid,
  title: ecomPlan.name,
  status: ecomPlan.status,
  basePriceId: ecomPlan.basePriceId,
  basePriceName: basePrice.name,
  billingPlanName: billingPlan.name,
  countries: countriesOf,
  promotions: promotionsOf(now),
});

/** A plan without a billing plan is a lifetime plan (one payment), as the billing plan list names it. */
const LIFETIME = 'Lifetime';

type PlanRead = {
  id: number;
  pid: string;
  title: string;
  status: string;
  basePriceId: number | null;
  basePriceName: string | null;
  billingPlanName: string | null;
  countries: CountryAmount[];
  promotions: { code: string; name: string; appliedCountries: string[] }[];
};

function toCheckoutPlan(row: PlanRead): CheckoutPlan {
  return {
    id: row.id,
    title: row.title,
    pid: row.pid,
    billingPlan: { name: row.billingPlanName ?? LIFETIME },
    recurlyPromotions: row.promotions,
    basePriceWithCountries: {
      id: row.basePriceId ?? 0,
      name: row.basePriceName ?? '',
      countries: row.countries.map((c) => ({
        iso2: c.iso2,
        displayName: c.displayName,
        currency: c.currency,
        amount: toDecimalString(c.amountMinor, c.currency),
      })),
    },
  };
}

const plans = (db: Db, now: Date, where: SQL | undefined) =>
  db
    .select(planColumns(now))
    .from(ecomPlan)
    .leftJoin(basePrice, eq(basePrice.id, ecomPlan.basePriceId))
    .leftJoin(billingPlan, eq(billingPlan.id, ecomPlan.billingPlanId))
    .where(where);

/** Plans a link can sell: Active, with a base price. */
const sellable = () => and(eq(ecomPlan.status, 'active'), isNotNull(ecomPlan.basePriceId));

/**
 * GET /checkout/plans (CUS-CHK-03/04): Active plans whose PID or title contains `q` (case-insensitive;
 * trigram indexes), at most CHECKOUT_PLAN_LIMIT by PID, each with its billing plan, its base price's
 * countries and amounts, and its active promotion codes. Two queries whatever the number of plans.
 */
export async function searchCheckoutPlans(db: Db, q: string | undefined, now: Date) {
  const text = (q ?? '').trim();
  const where = text
    ? and(
        sellable(),
        sql`(${ecomPlan.pid} ilike ${likeContains(text)} or ${ecomPlan.name} ilike ${likeContains(text)})`,
      )
    : sellable();
  const rows = await plans(db, now, where)
    .orderBy(sql`${ecomPlan.pid} collate "C"`, ecomPlan.id)
    .limit(CHECKOUT_PLAN_LIMIT);
  const [total] = await db.select({ n: count() }).from(ecomPlan).where(where);
  return { data: rows.map(toCheckoutPlan), count: total?.n ?? 0 };
}

export const planNotFound = (pid: string) => `No plan has the PID '${pid}'.`;

async function planByPid(db: Db, pid: string, now: Date): Promise<(PlanRead & { plan: CheckoutPlan }) | undefined> {
  const [row] = await plans(db, now, eq(ecomPlan.pid, pid));
  return row ? { ...row, plan: toCheckoutPlan(row) } : undefined;
}

/** The active promotion of the plan with this code (case-insensitive) that applies to the country. */
function promotionFor(plan: CheckoutPlan, code: string, countryIso2: string) {
  const wanted = code.toUpperCase();
  const found = plan.recurlyPromotions.find((p) => p.code.toUpperCase() === wanted);
  return found && promotionAppliesTo(found, countryIso2) ? found : undefined;
}

const storeBase = (config: Pick<ServerConfig, 'links'>) => config.links.store.replace(/\/+$/, '');
const checkoutBase = (config: Pick<ServerConfig, 'links'>) => `${storeBase(config)}/checkout/`;

function linkOf(config: Pick<ServerConfig, 'links'>, pid: string, promo: string | null, payload: string): string {
  const query = promo ? `?promo=${encodeURIComponent(promo)}&c=` : '?c=';
  return `${checkoutBase(config)}${encodeURIComponent(pid)}${query}${payload}`;
}

type LinkConfig = Pick<ServerConfig, 'links' | 'checkoutLinkKey' | 'databaseUrl'>;

/**
 * POST /checkout/link (CUS-CHK-07): the plan must exist (404) and be Active with a base price (409
 * planNotSellable), the country one of its base price countries (409 countryNotOfPlan), the promotion
 * code, when given, one of the plan's active codes applying to the country (409 promoNotForPlan).
 */
export async function composeCheckoutLink(
  config: LinkConfig,
  db: Db,
  input: z.infer<typeof checkoutLinkBody>,
  now: Date,
): Promise<{ checkout_link: string }> {
  const key = checkoutLinkKey(config);
  const pid = input.pid.trim();
  const countryIso2 = input.country;
  const found = await planByPid(db, pid, now);
  if (!found) throw notFound(planNotFound(pid));
  if (found.status !== 'active' || found.basePriceId === null) throw refused(CUSTOMER_MESSAGES.planNotSellable);
  const { plan } = found;
  if (!plan.basePriceWithCountries.countries.some((c) => c.iso2 === countryIso2)) {
    throw refused(CUSTOMER_MESSAGES.countryNotOfPlan);
  }
  const code = input.promotion_code?.trim() ?? '';
  let promo: string | null = null;
  if (code) {
    const promotion = promotionFor(plan, code, countryIso2);
    if (!promotion) throw refused(CUSTOMER_MESSAGES.promoNotForPlan);
    promo = promotion.code;
  }
  return { checkout_link: linkOf(config, plan.pid, promo, encryptCountryPayload(key, countryIso2, plan.pid)) };
}

/** What a link the portal composed says, or null when it is not such a link (any part changed). */
async function readOurLink(config: LinkConfig, db: Db, link: string, now: Date) {
  const base = checkoutBase(config);
  if (!link.startsWith(base)) return null;
  const rest = link.slice(base.length);
  const question = rest.indexOf('?');
  if (question <= 0) return null;
  let pid: string;
  try {
    pid = decodeURIComponent(rest.slice(0, question));
  } catch {
    return null;
  }
  const params = new URLSearchParams(rest.slice(question + 1));
  const payload = params.get('c');
  const promoParam = params.get('promo');
  if (!payload) return null;
  // Exactly the link composeCheckoutLink makes: no other parameter, no fragment, same encoding.
  if (linkOf(config, pid, promoParam, payload) !== link) return null;
  const found = await planByPid(db, pid, now);
  if (found?.status !== 'active' || found.basePriceId === null) return null;
  let countryIso2: string;
  try {
    countryIso2 = decryptCountryPayload(checkoutLinkKey(config), payload, pid);
  } catch (err) {
    if (err instanceof CheckoutPayloadError) return null;
    throw err;
  }
  if (!found.plan.basePriceWithCountries.countries.some((c) => c.iso2 === countryIso2)) return null;
  if (promoParam !== null) {
    const promotion = promotionFor(found.plan, promoParam, countryIso2);
    if (!promotion || promotion.code !== promoParam) return null;
  }
  return { plan: found.plan, country: countryIso2, promotionCode: promoParam };
}

const audit = entityAudit(CHECKOUT_LINK_ENTITY);

/**
 * POST /checkout/send-link (API-S-16, CUS-CHK-09): emails a link the portal composed (409 linkNotOurs
 * for any other: the endpoint cannot mail arbitrary links to customers) to a valid address (400
 * 'email'). The message names the plan by its own title (the body's plan_name is not trusted for the
 * subject). One transaction: the outbox row and an audit entry naming the plan and the outbox id (no
 * email address: personal data stays in the outbox).
 */
export async function sendCheckoutLink(
  config: LinkConfig,
  db: Db,
  body: z.infer<typeof sendCheckoutLinkBody>,
  actor: Principal,
  clock: Clock,
): Promise<void> {
  const email = body.email.trim();
  if (!email) throw invalid('email', CUSTOMER_MESSAGES.checkoutEmailRequired);
  if (!isValidEmail(email)) throw invalid('email', CUSTOMER_MESSAGES.checkoutEmailInvalid);
  const link = body.checkout_link.trim();
  checkoutLinkKey(config);
  const now = clock.now();
  await db.transaction(async (tx) => {
    const ours = await readOurLink(config, tx, link, now);
    if (!ours) throw refused(CUSTOMER_MESSAGES.linkNotOurs);
    const { plan } = ours;
    const outboxId = await enqueueEmail(
      tx,
      {
        kind: CHECKOUT_EMAIL_KIND,
        to: email,
        subject: `Your checkout link: ${plan.title}`,
        bodyText: [
          'Hello,',
          '',
          `Here is your checkout link for ${plan.title}:`,
          link,
          '',
          'If you did not ask for it, you can ignore this email.',
        ].join('\n'),
        link,
      },
      actor,
      clock,
    );
    await audit(
      tx,
      actor,
      'send',
      outboxId,
      null,
      { pid: plan.pid, outboxId, country: ours.country, promotionCode: ours.promotionCode },
      now,
    );
  });
}
