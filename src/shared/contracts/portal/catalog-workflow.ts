import { z } from 'zod';
import { VERIFY_COMMENTS_MAX } from '../../domain/catalog-workflow';

/** POST /{products|mini-courses}/{id}/verification */
export const verificationBody = z.object({
  comments: z
    .string()
    .max(VERIFY_COMMENTS_MAX, `'Comments' cannot be longer than ${VERIFY_COMMENTS_MAX} characters`)
    .optional()
    .nullable(),
});
export const verifyResultSchema = z.object({
  succeeded: z.boolean(),
  updatedFiles: z.array(z.string()),
  mismatchedItems: z.array(z.string()),
  incorrectFormatItems: z.array(z.string()),
});

/** POST /{products|mini-courses}/{id}/scheduled-publishing — the time in epoch milliseconds (CAT-WF-11). */
export const scheduleBody = z.object({
  id: z.coerce.number().int().optional(),
  scheduledPublishTime: z.number().int().positive(),
});

export const idParams = z.object({ id: z.coerce.number().int().positive() });
