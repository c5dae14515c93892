import { isValidEmail, sameEmail } from './customer';
import { defineLifecycle, type LifecycleState, transitionRefusal } from './lifecycle';
import { MAILBOX_MAX } from './mailbox';

/**
 * Gifts (spec 1 §3 Gift, §4 Gift, §5 Gift recipient email; checklist 8.1): the statuses and their
 * labels, the lifecycle in the kernel's shape, which actions a gift offers, and the recipient email rule,
 * once for the Gift tab and the server.
 */

/** GIFT-04: the statuses. */
export const GIFT_STATUSES = ['Pending', 'Sent', 'Redeemed'] as const;
export type GiftStatus = (typeof GIFT_STATUSES)[number];
export const GIFT_STATUS_LABELS: Readonly<Record<GiftStatus, string>> = {
  Pending: 'Pending',
  Sent: 'Sent',
  Redeemed: 'Redeemed',
};

/** PERM-GIFT-02: who may update a recipient email or resend a gift email. */
export const GIFT_PERMISSION = 'update:gift' as const;

/** The recipient email's limit: one mailbox (src/shared/domain/mailbox.ts). */
export const RECIPIENT_EMAIL_MAX = MAILBOX_MAX;

/** GIFT-09 (decided): the dialog's field label; the required text follows ERR-10's pattern. */
export const RECIPIENT_EMAIL_LABEL = 'Recipient email';

export const GIFT_MESSAGES = {
  // GIFT-06 (spec 1 §5), word for word; required as ERR-10.
  emailRequired: `'${RECIPIENT_EMAIL_LABEL}' is required`,
  emailFormat: 'Invalid email format.',
  emailSame: 'Please enter a new email.',
  // GIFT-07/08 (spec 1 §8), word for word.
  emailUpdated: 'Email updated successfully.',
  emailSent: 'Email send successfully.',
  notFound: (id: string) => `Gift ${id} was not found.`,
  /** GIFT-09 (decided): the 409 of an action on a Redeemed gift (also the menu's reason). */
  redeemedUpdate: 'This gift is Redeemed: only a Pending or Sent gift’s recipient email can be updated.',
  redeemedResend: 'This gift is Redeemed: only a Pending or Sent gift’s email can be resent.',
  notPending: (status: string) => `This gift is ${status}: only a Pending gift is delivered.`,
  alreadyRedeemed: 'This gift is already Redeemed.',
  stale: (current: string) =>
    `Someone else changed this gift’s recipient email to '${current}' after you opened it. Save again to replace it with yours.`,
  noCycle: (pid: string) => `Plan ${pid} has no billing period, so it cannot be given as a gift subscription.`,
  notOnSale: (pid: string) => `Plan ${pid} is not on sale, so it cannot be bought as a gift.`,
  noPrice: (pid: string, currency: string) => `Plan ${pid} has no price in ${currency}.`,
} as const;

/** What the gift lifecycle reads of a gift. */
export type GiftState = LifecycleState<GiftStatus>;

const ACTIONABLE: GiftStatus[] = ['Pending', 'Sent'];

/**
 * The gift lifecycle: the delivery on its date (the clock: Pending → Sent, the gift email queued), the
 * recipient's redeem (→ Redeemed: the recipient's gift subscription), and the two staff actions of
 * GIFT-05, which leave the status as it is and are refused for a Redeemed gift.
 */
export const GIFT_LIFECYCLE = defineLifecycle({
  name: 'gift',
  statuses: GIFT_STATUSES,
  labels: GIFT_STATUS_LABELS,
  transitions: {
    deliver: {
      from: ['Pending'],
      to: 'Sent',
      label: 'Deliver',
      permission: GIFT_PERMISSION,
      audit: 'gift.delivered',
      by: 'clock',
      wrongStatus: (state: GiftState) => GIFT_MESSAGES.notPending(state.status),
    },
    redeem: {
      from: ACTIONABLE,
      to: 'Redeemed',
      label: 'Redeem',
      permission: GIFT_PERMISSION,
      audit: 'gift.redeemed',
      // The recipient redeems it in the store; the engine applies it (no staff action).
      by: 'clock',
      wrongStatus: () => GIFT_MESSAGES.alreadyRedeemed,
    },
    updateRecipientEmail: {
      from: ACTIONABLE,
      to: null,
      label: 'Update recipient email',
      permission: GIFT_PERMISSION,
      audit: 'gift.recipientEmailUpdated',
      by: 'staff',
      wrongStatus: () => GIFT_MESSAGES.redeemedUpdate,
    },
    resend: {
      from: ACTIONABLE,
      to: null,
      label: 'Resend gift email',
      permission: GIFT_PERMISSION,
      audit: 'gift.emailResent',
      by: 'staff',
      wrongStatus: () => GIFT_MESSAGES.redeemedResend,
    },
  },
});

export type GiftAction = 'updateRecipientEmail' | 'resend';
export const GIFT_ACTIONS: readonly GiftAction[] = ['updateRecipientEmail', 'resend'];

/** A staff action's name (GIFT-05): its button in the Gift tab, the lifecycle's label. */
export const giftActionLabel = (action: GiftAction): string => GIFT_LIFECYCLE.transitions[action].label;

/** Why a staff action is refused for a gift in this status, or null. */
export const giftActionRefusal = (action: GiftAction, status: GiftStatus): string | null =>
  transitionRefusal(GIFT_LIFECYCLE, action, { status }, null);

/**
 * GIFT-05: the actions a gift row offers: both for a Pending or Sent gift, and only with update:gift
 * (PERM-GIFT-02); none otherwise.
 */
export function giftActions(status: GiftStatus, can: (permission: typeof GIFT_PERMISSION) => boolean): GiftAction[] {
  if (!can(GIFT_PERMISSION)) return [];
  return GIFT_ACTIONS.filter((a) => giftActionRefusal(a, status) === null);
}

/**
 * GIFT-06: the new recipient email (trimmed): required, one plain mailbox ('Invalid email format.'),
 * and not the current one, compared case-insensitively ('Please enter a new email.'). The dialog and
 * the server apply it alike; `current` null skips the last check (the server makes it under the lock).
 */
export function recipientEmailViolation(value: string, current: string | null): string | null {
  const email = value.trim();
  if (!email) return GIFT_MESSAGES.emailRequired;
  if (!isValidEmail(email)) return GIFT_MESSAGES.emailFormat;
  if (current !== null && sameEmail(email, current)) return GIFT_MESSAGES.emailSame;
  return null;
}
