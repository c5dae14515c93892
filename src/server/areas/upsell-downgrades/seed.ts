import type { UdOptionType, UdProductType } from '../../../shared/domain/upsell-downgrade';
import { levelsToValue, ruleKey } from '../../../shared/domain/upsell-downgrade';
import type { Db } from '../../db/client';
import { basePrice } from '../base-prices';
import { upsellDowngrade, upsellDowngradeOption } from './tables';

/**
 * Demo upsell & downgrade rules for several demo base prices (by name, from the base price seed) and
 * reference billing plans (ids 1..9), made so the demo plans have offers (SUB-MONTHLY-FR is offered
 * SUB-ANNUAL-FR and AA-MONTHLY, and SL-L1-FR as downgrade). Idempotent by original; a rule naming a
 * base price that does not exist is skipped.
 */

interface PartSeed {
  basePrice: string;
  type: UdProductType;
  levels?: number[];
  billingPlanId?: number;
}
interface OptionSeed extends PartSeed {
  tag?: string;
  slogan?: string;
}
interface RuleSeed {
  original: PartSeed;
  options: Partial<Record<UdOptionType, OptionSeed>>;
}

const MONTHLY = 1;
const YEARLY = 4;
const MONTHLY_TRIAL = 5;

export const DEMO_UPSELL_DOWNGRADES: readonly RuleSeed[] = [
  {
    original: { basePrice: 'Standard Monthly', type: 'SUBSCRIPTION', billingPlanId: MONTHLY },
    options: {
      primary_upsell: {
        basePrice: 'Standard Yearly',
        type: 'SUBSCRIPTION',
        billingPlanId: YEARLY,
        tag: 'Save 33%',
        slogan: 'Best value: pay once a year',
      },
      secondary_upsell: {
        basePrice: 'All Access Monthly',
        type: 'ALL_ACCESS',
        billingPlanId: MONTHLY,
        tag: 'All languages',
        slogan: 'Every language, one subscription',
      },
      downgrade: { basePrice: 'Level Lifetime', type: 'SINGLE_LEVEL', levels: [1] },
    },
  },
  {
    original: { basePrice: 'Standard Yearly', type: 'SUBSCRIPTION', billingPlanId: YEARLY },
    options: {
      primary_upsell: {
        basePrice: 'All Access Monthly',
        type: 'ALL_ACCESS',
        billingPlanId: YEARLY,
        tag: 'All languages',
        slogan: 'Learn every language for a year',
      },
      downgrade: { basePrice: 'Standard Monthly', type: 'SUBSCRIPTION', billingPlanId: MONTHLY },
    },
  },
  {
    original: { basePrice: 'Level Lifetime', type: 'SINGLE_LEVEL', levels: [1] },
    options: {
      primary_upsell: {
        basePrice: 'Complete Course Lifetime',
        type: 'MULTI_LEVEL',
        levels: [-1],
        tag: 'All levels',
        slogan: 'Own the complete course',
      },
      secondary_upsell: {
        basePrice: 'Standard Monthly',
        type: 'SUBSCRIPTION',
        billingPlanId: MONTHLY,
        tag: 'Monthly',
        slogan: 'Every level, month by month',
      },
    },
  },
  {
    original: { basePrice: 'All Access Monthly', type: 'ALL_ACCESS', billingPlanId: MONTHLY },
    options: {
      primary_upsell: {
        basePrice: 'All Access Monthly',
        type: 'ALL_ACCESS',
        billingPlanId: YEARLY,
        tag: 'Save 40%',
        slogan: 'All Access, billed yearly',
      },
      downgrade: { basePrice: 'Standard Monthly', type: 'SUBSCRIPTION', billingPlanId: MONTHLY },
    },
  },
  {
    original: { basePrice: 'Premium Monthly', type: 'SUBSCRIPTION', billingPlanId: MONTHLY_TRIAL },
    options: {
      primary_upsell: {
        basePrice: 'Premium Yearly',
        type: 'SUBSCRIPTION',
        billingPlanId: YEARLY,
        tag: 'Premium yearly',
        slogan: 'Premium lessons for a whole year',
      },
    },
  },
];

const partOf = (p: PartSeed) => ({
  product_type: p.type,
  course_levels: p.levels ?? [],
  billing_plan_id: p.billingPlanId ?? null,
});

export async function seedDemoUpsellDowngrades(db: Db): Promise<void> {
  const prices = new Map(
    (await db.select({ id: basePrice.id, name: basePrice.name }).from(basePrice)).map((r) => [r.name, r.id]),
  );
  const existing = new Set(
    (
      await db
        .select({ basePriceId: upsellDowngrade.originalBasePriceId, key: upsellDowngrade.originalKey })
        .from(upsellDowngrade)
    ).map((r) => `${r.basePriceId}#${r.key}`),
  );
  const now = Date.now();
  for (const [i, seed] of DEMO_UPSELL_DOWNGRADES.entries()) {
    const originalId = prices.get(seed.original.basePrice);
    const options = Object.entries(seed.options).map(([type, o]) => ({
      type: type as UdOptionType,
      o,
      id: prices.get(o.basePrice),
    }));
    if (originalId === undefined || options.some((o) => o.id === undefined)) continue;
    const key = ruleKey(partOf(seed.original));
    if (existing.has(`${originalId}#${key}`)) continue;
    const at = new Date(now - (i + 1) * 3_600_000);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(upsellDowngrade)
        .values({
          originalBasePriceId: originalId,
          productType: seed.original.type,
          courseLevels: levelsToValue(seed.original.levels ?? []),
          billingPlanId: seed.original.billingPlanId ?? null,
          originalKey: key,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: upsellDowngrade.id });
      if (!row || !options.length) return;
      await tx.insert(upsellDowngradeOption).values(
        options.map(({ type, o, id }) => ({
          ruleId: row.id,
          optionType: type,
          basePriceId: id as number,
          productType: o.type,
          courseLevels: levelsToValue(o.levels ?? []),
          billingPlanId: o.billingPlanId ?? null,
          upsellTag: o.tag ?? null,
          slogan: o.slogan ?? null,
        })),
      );
    });
  }
}
