import { eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_CANCEL_REASON_CODE,
  type EffectiveDate,
  type SaveOfferStage,
  type SaveOfferType,
} from '../../../shared/domain/save-offer';
import type { Db } from '../../db/client';
import { basePrice } from '../base-prices';
import { ecomPlan } from '../ecom-products';
import { coupon } from '../promotions';
import { cancelReason, saveOffer, saveOfferTarget } from './tables';

/**
 * Demo cancel reasons (the hidden default one included) and a save offer of every type. Idempotent:
 * reasons by code, save offers by English title; one whose references are missing is skipped.
 */

export const DEMO_CANCEL_REASONS: readonly [code: string, en: string, es: string][] = [
  [DEFAULT_CANCEL_REASON_CODE, 'Other reason', 'Otro motivo'],
  ['too_expensive', 'Too expensive', 'Demasiado caro'],
  ['not_using_enough', 'Not using it enough', 'No lo uso lo suficiente'],
  ['taking_a_break', 'Taking a break', 'Me tomo un descanso'],
  ['technical_issues', 'Technical issues', 'Problemas técnicos'],
  ['found_another_app', 'Found another app', ''],
  ['reached_my_goal', 'Reached my goal', 'Alcancé mi objetivo'],
];

interface SaveOfferSeed {
  reason: string;
  stages: SaveOfferStage[];
  basePrices: string[];
  type: SaveOfferType;
  title: [en: string, es: string];
  description: [en: string, es: string];
  promotion?: string;
  plan?: string;
  effectiveDate?: EffectiveDate;
  extendDays?: number;
}

export const DEMO_SAVE_OFFERS: readonly SaveOfferSeed[] = [
  {
    reason: 'too_expensive',
    stages: ['months_1_3', 'months_3_6'],
    basePrices: ['Standard Monthly'],
    type: 'promotion',
    title: ['Stay for 25% less', 'Quédate con un 25 % de descuento'],
    description: [
      '<p>Keep learning and get <strong>25% off</strong> your next three months.</p>',
      '<p>Sigue aprendiendo con un <strong>25 % de descuento</strong> en los próximos tres meses.</p>',
    ],
    promotion: 'SPRING25',
  },
  {
    reason: 'not_using_enough',
    stages: ['months_3_6', 'months_6_12'],
    basePrices: ['Premium Monthly'],
    type: 'switch_plan',
    title: ['Switch to Standard and save', 'Cambia a Estándar y ahorra'],
    description: ['<p>Keep your progress on a plan that fits how often you learn.</p>', ''],
    plan: 'SUB-MONTHLY-FR',
    effectiveDate: 'next_billing_cycle',
    promotion: 'WELCOME10',
  },
  {
    reason: 'taking_a_break',
    stages: ['months_1_3', 'months_3_6', 'months_6_12'],
    basePrices: ['Standard Monthly', 'Premium Monthly'],
    type: 'pause',
    title: ['Pause instead of cancelling', 'Pausa en lugar de cancelar'],
    description: [
      '<p>Take a break: pause your subscription and pick up where you left off.</p>',
      '<p>Tómate un descanso: pausa tu suscripción y continúa donde lo dejaste.</p>',
    ],
  },
  {
    reason: 'technical_issues',
    stages: ['year_1_plus'],
    basePrices: ['Standard Yearly', 'Premium Yearly'],
    type: 'extend_billing_date',
    title: ['Two weeks on us', 'Dos semanas por nuestra cuenta'],
    description: ['<p>Sorry for the trouble. We add <em>14 days</em> before your next bill.</p>', ''],
    extendDays: 14,
  },
];

export async function seedDemoSaveOffers(db: Db): Promise<void> {
  await db
    .insert(cancelReason)
    .values(DEMO_CANCEL_REASONS.map(([code, en, es]) => ({ code, descriptionEn: en, descriptionEs: es })))
    .onConflictDoNothing({ target: cancelReason.code });
  const existing = new Set((await db.select({ title: saveOffer.titleEn }).from(saveOffer)).map((r) => r.title));
  const missing = DEMO_SAVE_OFFERS.filter((d) => !existing.has(d.title[0]));
  if (missing.length === 0) return;
  const reasons = new Map((await db.select().from(cancelReason)).map((r) => [r.code, r.id]));
  const prices = new Map(
    (
      await db
        .select({ id: basePrice.id, name: basePrice.name })
        .from(basePrice)
        .where(
          inArray(
            basePrice.name,
            missing.flatMap((d) => d.basePrices),
          ),
        )
    ).map((p) => [p.name, p.id]),
  );
  const day = 24 * 60 * 60 * 1000;
  const now = Date.now();
  for (const [i, demo] of missing.entries()) {
    const reasonId = reasons.get(demo.reason);
    const priceIds = demo.basePrices.flatMap((name) => prices.get(name) ?? []);
    if (reasonId === undefined || priceIds.length === 0) continue;
    const [promotion] = demo.promotion
      ? await db.select({ id: coupon.id }).from(coupon).where(eq(coupon.code, demo.promotion))
      : [];
    const [plan] = demo.plan
      ? await db.select({ id: ecomPlan.id }).from(ecomPlan).where(eq(ecomPlan.pid, demo.plan))
      : [];
    if ((demo.promotion && !promotion) || (demo.plan && !plan)) continue;
    const at = new Date(now - (i + 1) * day);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(saveOffer)
        .values({
          cancelReasonId: reasonId,
          type: demo.type,
          titleEn: demo.title[0],
          titleEs: demo.title[1],
          descriptionEn: demo.description[0],
          descriptionEs: demo.description[1],
          promotionId: promotion?.id ?? null,
          switchToPlanId: plan?.id ?? null,
          effectiveDate: demo.effectiveDate ?? null,
          extendDays: demo.extendDays ?? null,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: saveOffer.id });
      if (!row) throw new Error(`save offer ${demo.title[0]} not written`);
      await tx
        .insert(saveOfferTarget)
        .values(
          demo.stages.flatMap((stage) =>
            priceIds.map((basePriceId) => ({ saveOfferId: row.id, cancelReasonId: reasonId, stage, basePriceId })),
          ),
        )
        .onConflictDoNothing();
    });
  }
}
