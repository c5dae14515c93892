import { z } from 'zod';
import { storeList } from '../common';

/** Most plans GET /variants/search answers. */
export const VARIANT_SEARCH_LIMIT = 50;

/** GET /variants/search?q= (API-S-30): plans whose PID or name contains q (case-insensitive). */
export const variantSearchQuery = z.object({
  q: z.string().trim().max(200).optional().describe('PID or plan name, case-insensitive substring; empty: any'),
});
export const variantSearchItemSchema = z.object({
  id: z.number(),
  pid: z.string(),
  name: z.string(),
  status: z.string(),
  productType: z.string(),
  languageId: z.number().nullable(),
  isPremium: z.boolean(),
});
export type VariantSearchItem = z.infer<typeof variantSearchItemSchema>;
/** `data` holds at most 50 plans; `count` is how many match in all. */
export const variantSearchList = storeList(variantSearchItemSchema);

/** GET /v2/coupons/search?pid= (API-S-53): the promotion codes usable with a plan. */
export const couponSearchQuery = z.object({
  pid: z.string({ error: "'pid' is required" }).trim().min(1, "'pid' is required").max(200),
});
export const couponSearchItemSchema = z.object({ code: z.string(), status: z.string() });
export type CouponSearchItem = z.infer<typeof couponSearchItemSchema>;
export const couponSearchList = storeList(couponSearchItemSchema);
