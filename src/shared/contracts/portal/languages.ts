import { z } from 'zod';
import { pageOf, pageQueryShape, queryFlag, sortParam } from '../common';

/** Fields `GET /languages` sorts by. */
export const LANGUAGE_SORT_FIELDS = ['name', 'id'] as const;

/**
 * `GET /languages` query (API-P-14). The entitlement and voucher filters send `size=10000&sort=name,ASC`
 * and no flag; the catalogue sends `includeAllAccess=true` (CONF-04). Without the flag 'All Access' is
 * left out.
 */
export const languagesQuery = z.object({
  ...pageQueryShape,
  sort: sortParam(LANGUAGE_SORT_FIELDS, 'name,ASC'),
  includeAllAccess: queryFlag(false).describe("'true' adds the 'All Access' pseudo-language (catalogue)"),
});
export type LanguagesQuery = z.infer<typeof languagesQuery>;
/** What the app sends (before defaults). */
export type LanguagesParams = z.input<typeof languagesQuery>;

export const languageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isAllAccess: z.boolean(),
});
export type Language = z.infer<typeof languageSchema>;

export const languagesPage = pageOf(languageSchema);
export type LanguagesPage = z.infer<typeof languagesPage>;
