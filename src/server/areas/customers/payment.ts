import { and, desc, eq } from 'drizzle-orm';
import type { BillingAddressBody, PaymentMethod } from '../../../shared/contracts/customers';
import { billingAddressViolations, CUSTOMER_MESSAGES, maskCard, type Violation } from '../../../shared/domain/customer';
import { PROVINCE_COUNTRY_ISO2 } from '../../../shared/domain/provinces';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import { nextVersion } from '../../db/versioned';
import type { Clock } from '../../deps';
import { invalidAll, refused, stale } from '../../errors';
import { country } from '../reference';
import { customerAudit, customerRow } from './customer-row';
import { paymentMethod } from './tables';

/**
 * A B2C customer's payment information (API-S-03/04, CUS-INFO-07, CUS-BILL): the default payment
 * method, its card masked to the last 4 digits (CONST-06), and the billing address staff may edit.
 */

type PaymentRow = typeof paymentMethod.$inferSelect;

/** The wire payment method (camelCase, as the spec shows it). */
function toPaymentMethod(row: PaymentRow): PaymentMethod {
  return {
    id: row.id,
    created: row.createdAt.toISOString(),
    type: row.type,
    default: row.isDefault,
    account: maskCard(row.accountLast4),
    cardType: row.cardType,
    expirationDate: row.expirationDate,
    billingAddress: { postalCode: row.postalCode, district: row.district, country: row.country },
    rowVersion: row.rowVersion,
  };
}

/** The default payment method row (the newest default one, should there be several), optionally locked. */
export async function defaultPaymentRow(db: Db, customerId: number, lock = false): Promise<PaymentRow | undefined> {
  const query = db
    .select()
    .from(paymentMethod)
    .where(and(eq(paymentMethod.customerId, customerId), eq(paymentMethod.isDefault, true)))
    .orderBy(desc(paymentMethod.id))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * GET /customer/{id}/payment-method (API-S-03): the default payment method, or null when the customer
 * has none. A B2B customer has no payment information (CUS-INFO-07 is B2C only): null.
 */
export async function getPaymentMethod(db: Db, customerId: number): Promise<PaymentMethod | null> {
  const found = await customerRow(db, customerId);
  if (found.isB2b) return null;
  const row = await defaultPaymentRow(db, customerId);
  return row ? toPaymentMethod(row) : null;
}

/** The body's field names, as the wire names them, for the violations of a 400. */
const WIRE_FIELD: Readonly<Record<string, string>> = {
  country: 'billing_address.country',
  district: 'billing_address.district',
  postalCode: 'billing_address.postal_code',
};
const toWireViolation = (v: Violation): Violation => ({ field: WIRE_FIELD[v.field] ?? v.field, message: v.message });

/** The address as stored: trimmed; the country (and a Canadian province code) upper-cased. */
function normalise(body: BillingAddressBody) {
  const countryIso2 = body.billing_address.country.trim().toUpperCase();
  const district = body.billing_address.district.trim();
  return {
    country: countryIso2,
    district: countryIso2 === PROVINCE_COUNTRY_ISO2 ? district.toUpperCase() : district,
    postalCode: body.billing_address.postal_code.trim(),
  };
}

const addressOf = (row: Pick<PaymentRow, 'postalCode' | 'district' | 'country'>) => ({
  postalCode: row.postalCode,
  district: row.district,
  country: row.country,
});

/**
 * PUT /customer/{id}/payment-method/billing-address (API-S-04, CUS-BILL-02..08): B2C only (409), the
 * address checked by the shared rules (400 naming `billing_address.*`; the country must be in the
 * reference table; CA needs a province code in `district`; a US ZIP is digits and hyphens), then the
 * default payment method's address is changed (409 without one), in one transaction with its audit
 * entry (the address only). An address equal to the stored one writes nothing. Versioned: 409 with the
 * current payment method when someone saved since `readVersion` (If-Match).
 */
export async function updateBillingAddress(
  db: Db,
  customerId: number,
  body: BillingAddressBody,
  readVersion: number,
  actor: Principal,
  clock: Clock,
): Promise<PaymentMethod> {
  const address = normalise(body);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const found = await customerRow(tx, customerId, true);
    if (found.isB2b) throw refused(CUSTOMER_MESSAGES.b2cOnly);
    const [known] = address.country
      ? await tx.select({ id: country.id }).from(country).where(eq(country.iso2, address.country))
      : [];
    const violations = billingAddressViolations(address, () => known !== undefined);
    if (violations.length) throw invalidAll(violations.map(toWireViolation));
    const row = await defaultPaymentRow(tx, customerId, true);
    if (!row) throw refused(CUSTOMER_MESSAGES.noPaymentMethod);
    if (row.rowVersion !== readVersion) {
      const shown = [row.postalCode, row.district, row.country].filter(Boolean).join(', ');
      throw stale(CUSTOMER_MESSAGES.staleBillingAddress(shown), toPaymentMethod(row));
    }
    const before = addressOf(row);
    if (
      before.country === address.country &&
      before.district === address.district &&
      before.postalCode === address.postalCode
    )
      return toPaymentMethod(row);
    const [updated] = await tx
      .update(paymentMethod)
      .set({
        country: address.country,
        district: address.district,
        postalCode: address.postalCode,
        rowVersion: nextVersion(paymentMethod.rowVersion),
      })
      .where(eq(paymentMethod.id, row.id))
      .returning();
    if (!updated) throw new Error('payment method not updated');
    await customerAudit(tx, actor, 'update_billing_address', customerId, before, addressOf(updated), now);
    return toPaymentMethod(updated);
  });
}
