import { z } from 'zod';
import { AUTH0_ID_MAX, BILLING_ID_MAX } from '../domain/customer';
import { GIFT_MESSAGES, GIFT_PERMISSION, GIFT_STATUSES, RECIPIENT_EMAIL_MAX } from '../domain/gift';
import { defineEndpoint } from './endpoint';
import { emailText, text } from './fields';

/**
 * Gifts (spec 1 §3 Gift, §7 API-S-13..15; checklist 8.1): the store admin API of the Gift tab, in the
 * spec's camelCase. Dates are ISO date-times; a gift carries the version an update names (If-Match).
 */

const AREA = 'billing';

/** A person of a gift: its recipient (as the giver typed them) or its giver (the customer). */
export const giftPersonSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  /** Null only for a giver whose account has no email (an anonymous account). */
  email: z.string().nullable(),
});

/** GIFT-02: a gift the customer gave. */
export const givenGiftSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(GIFT_STATUSES),
  deliveryDate: z.string(),
  redeemedEmail: z.string().nullable(),
  recipient: giftPersonSchema,
  /** The version an update names as If-Match. */
  rowVersion: z.number().int(),
});
export type GivenGift = z.infer<typeof givenGiftSchema>;

/** GIFT-03: a gift the customer received: also its redeem, the gift subscription's dates and the giver. */
export const receivedGiftSchema = givenGiftSchema.extend({
  redeemDate: z.string().nullable(),
  subscriptionStartDate: z.string().nullable(),
  subscriptionEndDate: z.string().nullable(),
  /** Null when the giver's account was deleted. */
  giver: giftPersonSchema.nullable(),
});
export type ReceivedGift = z.infer<typeof receivedGiftSchema>;

export const giftListsSchema = z.object({
  givenList: z.array(givenGiftSchema),
  receivedList: z.array(receivedGiftSchema),
});
export type GiftLists = z.infer<typeof giftListsSchema>;

export const giftListQuery = z.object({ auth0Id: text(AUTH0_ID_MAX) });

/** A gift's id ('gift_…'). */
const giftIdParam = z
  .string()
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a gift id (letters, digits, _ and -)')
  .max(BILLING_ID_MAX, `must be at most ${BILLING_ID_MAX} characters`);
const idParams = z.object({ id: giftIdParam });

/** API-S-14: the new recipient email; the rule (GIFT-06) is `recipientEmailViolation`. */
export const updateGiftEmailBody = z.object({
  recipient_email: z
    .string({ error: (issue) => (issue.input === undefined ? GIFT_MESSAGES.emailRequired : 'must be a string') })
    .pipe(emailText(RECIPIENT_EMAIL_MAX + 100)),
});

export const listGifts = defineEndpoint({
  name: 'listGifts',
  area: AREA,
  family: 'store',
  method: 'GET',
  path: '/v2/gift',
  summary: 'The gifts a customer gave and received, newest first (API-S-13)',
  permission: 'read:customers',
  query: giftListQuery,
  response: giftListsSchema,
  errors: [404],
});

export const updateGiftEmail = defineEndpoint({
  name: 'updateGiftEmail',
  area: AREA,
  family: 'store',
  method: 'PUT',
  path: '/v2/gift/:id/update-email',
  summary: 'Change the recipient email of a Pending or Sent gift (API-S-14)',
  permission: GIFT_PERMISSION,
  params: idParams,
  body: updateGiftEmailBody,
  response: givenGiftSchema,
  errors: [404, 409, 428],
  versioned: 'write',
});

/**
 * API-S-15: the gift email again, to the recipient email as it is now, through the outbox. Not versioned
 * (GIFT-09, decided): it changes nothing staff entered, and a Redeemed gift is refused under its lock.
 */
export const sendGiftEmail = defineEndpoint({
  name: 'sendGiftEmail',
  area: AREA,
  family: 'store',
  method: 'POST',
  path: '/v2/gift/:id/send-email',
  summary: 'Send the gift email of a Pending or Sent gift again (API-S-15)',
  permission: GIFT_PERMISSION,
  params: idParams,
  response: givenGiftSchema,
  errors: [404, 409],
});
