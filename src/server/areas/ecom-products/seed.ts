import type { Db } from '../../db/client';
import { ALL_ACCESS_LANGUAGE_ID } from '../reference';
import { ecomPlan } from './tables';

/** Demo eCom plans (what the content product form searches). Idempotent by pid. */

const DAY = 24 * 60 * 60 * 1000;

type PlanSeed = [pid: string, name: string, status: string, languageId: number | null, type: string, premium: boolean];
const LANG = { fr: 15, de: 16, it: 25, ja: 26, es419: 41, esES: 42, ptBR: 36, zh: 7, ko: 27, ru: 40, la: 28 } as const;

export const DEMO_PLANS: readonly PlanSeed[] = [
  ['SUB-MONTHLY-FR', 'French Subscription Monthly', 'active', LANG.fr, 'SUBSCRIPTION', false],
  ['SUB-ANNUAL-FR', 'French Subscription Annual', 'active', LANG.fr, 'SUBSCRIPTION', false],
  ['SUB-MONTHLY-FR-PREM', 'French Premium Subscription Monthly', 'active', LANG.fr, 'SUBSCRIPTION', true],
  ['SUB-MONTHLY-ES', 'Spanish (Latin America) Subscription Monthly', 'active', LANG.es419, 'SUBSCRIPTION', false],
  ['SUB-ANNUAL-ES', 'Spanish (Latin America) Subscription Annual', 'inactive', LANG.es419, 'SUBSCRIPTION', false],
  ['SUB-MONTHLY-DE', 'German Subscription Monthly', 'active', LANG.de, 'SUBSCRIPTION', false],
  ['SUB-QUARTERLY-DE', 'German Subscription Quarterly', 'ready_for_publish', LANG.de, 'SUBSCRIPTION', false],
  ['SUB-MONTHLY-IT', 'Italian Subscription Monthly', 'active', LANG.it, 'SUBSCRIPTION', false],
  ['SUB-MONTHLY-JA', 'Japanese Subscription Monthly', 'draft', LANG.ja, 'SUBSCRIPTION', false],
  ['SUB-ANNUAL-JA-PREM', 'Japanese Premium Subscription Annual', 'draft', LANG.ja, 'SUBSCRIPTION', true],
  ['SUB-MONTHLY-KO', 'Korean Subscription Monthly', 'inactive', LANG.ko, 'SUBSCRIPTION', false],
  ['SUB-MONTHLY-RU', 'Russian Subscription Monthly', 'ready_for_publish', LANG.ru, 'SUBSCRIPTION', false],
  ['SL-L1-FR', 'French Level 1', 'active', LANG.fr, 'SINGLE_LEVEL', false],
  ['SL-L2-FR', 'French Level 2', 'active', LANG.fr, 'SINGLE_LEVEL', false],
  ['SL-L5-FR-PREM', 'French Premium Level 5', 'active', LANG.fr, 'SINGLE_LEVEL', true],
  ['SL-L1-DE', 'German Level 1', 'draft', LANG.de, 'SINGLE_LEVEL', false],
  ['SL-L1-IT', 'Italian Level 1', 'ready_for_publish', LANG.it, 'SINGLE_LEVEL', false],
  ['SL-L1-PT-BR', 'Portuguese (Brazil) Level 1', 'inactive', LANG.ptBR, 'SINGLE_LEVEL', false],
  ['ML-COMPLETE-FR', 'French Complete Course', 'active', LANG.fr, 'MULTI_LEVEL', false],
  ['ML-COMPLETE-ES', 'Spanish (Latin America) Complete Course', 'active', LANG.es419, 'MULTI_LEVEL', false],
  ['ML-L1-2-DE', 'German Levels 1-2', 'draft', LANG.de, 'MULTI_LEVEL', false],
  ['ML-COMPLETE-ZH', 'Chinese (Mandarin) Complete Course', 'inactive', LANG.zh, 'MULTI_LEVEL', false],
  ['AA-MONTHLY', 'All Access Subscription Monthly', 'active', ALL_ACCESS_LANGUAGE_ID, 'ALL_ACCESS', true],
  ['AA-ANNUAL', 'All Access Subscription Annual', 'active', ALL_ACCESS_LANGUAGE_ID, 'ALL_ACCESS', true],
  ['AA-LIFETIME', 'All Access Lifetime', 'draft', ALL_ACCESS_LANGUAGE_ID, 'ALL_ACCESS', true],
];

export async function seedDemoPlans(db: Db): Promise<void> {
  const now = new Date();
  await db
    .insert(ecomPlan)
    .values(
      DEMO_PLANS.map(([pid, name, status, languageId, productType, isPremium], i) => ({
        pid,
        name,
        status,
        languageId,
        productType,
        isPremium,
        updatedAt: new Date(now.getTime() - (i + 1) * DAY),
      })),
    )
    .onConflictDoNothing({ target: ecomPlan.pid });
}
