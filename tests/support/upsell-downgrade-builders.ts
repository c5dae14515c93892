import { DEMO_ACCOUNTS } from '../../src/server/auth/demo-accounts';
import type { Db } from '../../src/server/db/client';
import { basePrice } from '../../src/server/db/schema';
import { nextSerial } from './builders';
import type { TestServer } from './test-server';
import { mintToken } from './tokens';

/** Builders of the upsell & downgrade tests (API and browser). */

/** A bearer token holding exactly the permissions of a demo account (marketing, viewer, support …). */
export async function roleToken(server: TestServer, login: string): Promise<string> {
  const account = DEMO_ACCOUNTS.find((a) => a.login === login);
  if (!account) throw new Error(`no demo account ${login}`);
  return mintToken(server, { permissions: account.permissions, sub: `staff-${login}` });
}

/** A fresh active base price (a rule's original must be unused by other rules of the file). */
export async function aBasePrice(
  db: Db,
  name = `UD base price ${nextSerial()}`,
): Promise<{ id: number; name: string }> {
  const [row] = await db.insert(basePrice).values({ name, status: 'active' }).returning({ id: basePrice.id });
  if (!row) throw new Error('base price not written');
  return { id: row.id, name };
}

type Option = Record<string, unknown> & { option_type: 'primary_upsell' | 'secondary_upsell' | 'downgrade' };

/**
 * A valid rule body: a Subscription original on Monthly (1) with a Subscription primary upsell on
 * Yearly (4) and a single-level downgrade; `over` replaces top-level fields.
 */
export function udBody(
  originalId: number,
  upsellId: number,
  over: Record<string, unknown> = {},
): Record<string, unknown> & { upsell_downgrade_options: Option[] } {
  return {
    original_base_price_id: originalId,
    product_type: 'SUBSCRIPTION',
    course_levels: [],
    billing_plan_id: 1,
    upsell_downgrade_options: [
      {
        option_type: 'primary_upsell',
        base_price_id: upsellId,
        product_type: 'SUBSCRIPTION',
        course_levels: [],
        billing_plan_id: 4,
        upsell_tag: 'Save 33%',
        slogan: 'Pay once a year',
      },
      {
        option_type: 'downgrade',
        base_price_id: upsellId,
        product_type: 'SINGLE_LEVEL',
        course_levels: [1],
        billing_plan_id: null,
        upsell_tag: null,
        slogan: null,
      },
    ],
    ...over,
  };
}
