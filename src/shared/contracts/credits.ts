import { z } from 'zod';
import {
  CREDIT_FIELD_MESSAGES,
  CURRENCY_CODE,
  creditAmountProblem,
  GIFT_CARD_BALANCE_PERMISSION,
} from '../domain/gift-card-balance';
import { storeList, storeQueryShape } from './common';
import { defineEndpoint } from './endpoint';
import { idParam, text } from './fields';

/**
 * The gift card balance (spec 1 §3, §5, §7 API-S-07/08; checklist 8.2): a B2C customer's store credit,
 * one amount per currency code, which is the sum of a credit ledger (who, when, how much, why). Amounts
 * are decimal numbers of their currency (37.5); the ledger keeps integer minor units. `{id}` is the
 * customer's id, as in the other store calls under /customer/{id}.
 */

const AREA = 'billing';
const idParams = z.object({ id: idParam() });

/** GCB-01: one currency's balance. */
export const creditBalanceSchema = z.object({
  currency: z.string(),
  amount: z.number(),
});
export type CreditBalance = z.infer<typeof creditBalanceSchema>;

/** One row of the ledger: the change (a delta), the currency's balance after it, why, who and when. */
export const creditEntrySchema = z.object({
  id: z.number().int(),
  currency: z.string(),
  amount: z.number(),
  balance: z.number(),
  reason: z.string(),
  by: z.string(),
  created: z.string(),
});
export type CreditEntry = z.infer<typeof creditEntrySchema>;

/** GCB-07: a change of one currency, `amount` the delta (new − current), not the new total. */
export const creditChangeBody = z
  .object({
    currency: text(3).regex(CURRENCY_CODE, CREDIT_FIELD_MESSAGES.currency),
    amount: z.number({ error: 'must be a number' }),
  })
  .superRefine((body, ctx) => {
    const problem = creditAmountProblem(body.amount, CURRENCY_CODE.test(body.currency) ? body.currency : 'USD');
    if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem, input: body.amount });
  });
export type CreditChangeBody = z.infer<typeof creditChangeBody>;

/** What a change answers: the currency's balance after it and its ledger row (a retry: the same). */
export const creditChangeAnswer = creditBalanceSchema.extend({ entry: creditEntrySchema });
export type CreditChange = z.infer<typeof creditChangeAnswer>;

export const creditHistoryQuery = z.object(storeQueryShape());
export const creditHistoryPage = storeList(creditEntrySchema);
export type CreditHistoryPage = z.infer<typeof creditHistoryPage>;

export const listCredits = defineEndpoint({
  name: 'listCredits',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: '/v2/customer/:id/credits',
  summary: "A customer's gift card balance: one amount per currency its ledger has, by code; [] for B2B (API-S-07)",
  permission: 'read:customers',
  params: idParams,
  response: z.array(creditBalanceSchema),
  errors: [404],
});

export const listCreditHistory = defineEndpoint({
  name: 'listCreditHistory',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: '/v2/customer/:id/credits/history',
  summary: "The gift card balance's ledger, newest first: each change, the balance after it, why, who, when",
  permission: 'read:customers',
  params: idParams,
  query: creditHistoryQuery,
  response: creditHistoryPage,
  errors: [404],
});

export const changeCredit = defineEndpoint({
  name: 'changeCredit',
  area: AREA,
  family: 'store',
  method: 'POST',
  path: '/v2/customer/:id/credits',
  summary:
    'Raise one currency of the gift card balance by `amount` (a delta), once per Idempotency-Key; at most 1,000,000 (API-S-08)',
  permission: GIFT_CARD_BALANCE_PERMISSION,
  params: idParams,
  body: creditChangeBody,
  response: creditChangeAnswer,
  status: 201,
  errors: [404, 409],
  idempotent: true,
});
