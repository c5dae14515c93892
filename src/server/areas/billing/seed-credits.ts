import { eq } from 'drizzle-orm';
import { CREDIT_REASONS } from '../../../shared/domain/gift-card-balance';
import { toMinor } from '../../../shared/domain/money';
import { DEMO_ACCOUNTS, demoStaffId } from '../../auth/demo-accounts';
import type { Db } from '../../db/client';
import { customer, DEMO_CUSTOMER_EMAILS } from '../customers';
import { customerCredit } from './tables';

/**
 * The demo gift card balance (issue 23): jane.doe@example.com holds credit in USD, EUR, GBP and JPY, each
 * with a history of ledger rows by different people on different days: gift cards she redeemed, staff
 * adjustments by the support and admin accounts, and checkouts that spent some of it (negative rows).
 * USD 112.50, EUR 60.00, GBP 22.75, JPY 5,000. Skipped when she has any row already.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

type Who = 'jane' | 'support' | 'admin';

interface DemoCredit {
  currency: string;
  amount: string;
  reason: string;
  who: Who;
  days: number;
}

/** In the order they happened (the ledger's order is its ids'). */
const JANE_CREDITS: readonly DemoCredit[] = [
  { currency: 'USD', amount: '100', reason: CREDIT_REASONS.giftCard, who: 'jane', days: -120 },
  { currency: 'EUR', amount: '40', reason: CREDIT_REASONS.staff, who: 'admin', days: -95 },
  { currency: 'USD', amount: '-12.50', reason: CREDIT_REASONS.checkout, who: 'jane', days: -75 },
  { currency: 'GBP', amount: '30', reason: CREDIT_REASONS.giftCard, who: 'jane', days: -60 },
  { currency: 'USD', amount: '25', reason: CREDIT_REASONS.staff, who: 'support', days: -40 },
  { currency: 'EUR', amount: '20', reason: CREDIT_REASONS.giftCard, who: 'jane', days: -21 },
  { currency: 'GBP', amount: '-7.25', reason: CREDIT_REASONS.checkout, who: 'jane', days: -9 },
  { currency: 'JPY', amount: '5000', reason: CREDIT_REASONS.staff, who: 'support', days: -4 },
];

/** A demo staff account as a ledger row names it. */
const staff = (login: string) => ({
  actorId: demoStaffId(login),
  actorEmail: DEMO_ACCOUNTS.find((a) => a.login === login)?.email ?? null,
});

export async function seedDemoCredits(db: Db, now: Date): Promise<void> {
  const [jane] = await db
    .select({ id: customer.id, auth0Id: customer.auth0Id, email: customer.email })
    .from(customer)
    .where(eq(customer.email, DEMO_CUSTOMER_EMAILS.jane));
  if (!jane) return;
  const [any] = await db
    .select({ id: customerCredit.id })
    .from(customerCredit)
    .where(eq(customerCredit.customerId, jane.id))
    .limit(1);
  if (any) return;
  const actors: Record<Who, { actorId: string; actorEmail: string | null }> = {
    jane: { actorId: jane.auth0Id, actorEmail: jane.email },
    support: staff('support'),
    admin: staff('admin'),
  };
  await db.insert(customerCredit).values(
    JANE_CREDITS.map((c, n) => ({
      customerId: jane.id,
      currencyCode: c.currency,
      amountMinor: toMinor(c.amount, c.currency),
      reason: c.reason,
      // A staff change carries the key of its request; the store's own rows (gift card, checkout) none.
      idempotencyKey: c.reason === CREDIT_REASONS.staff ? `demo-credit-${jane.id}-${n}` : null,
      ...actors[c.who],
      createdAt: new Date(now.getTime() + c.days * DAY_MS),
    })),
  );
}
