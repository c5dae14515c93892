/**
 * The Gift tab's words that are the web's own choice (GIFT-09, decided: docs/decisions.md); the rule and
 * the spec's messages are in src/shared/domain/gift.ts.
 */

export const GIFT_TAB_TITLE = 'Gift';
export const GIVEN_TITLE = 'Gifts given';
export const RECEIVED_TITLE = 'Gifts received';
export const NO_GIVEN = 'This customer has not given any gifts';
export const NO_RECEIVED = 'This customer has not received any gifts';
export const LOADING_GIFTS = 'Loading the gifts';

/** GIFT-09 (decided): the column labels. */
export const GIFT_COLUMNS = {
  title: 'Title',
  status: 'Status',
  deliveryDate: 'Delivery date',
  recipient: 'Recipient',
  redeemedEmail: 'Redeemed email',
  redeemDate: 'Redeem date',
  subscriptionStart: 'Subscription start',
  subscriptionEnd: 'Subscription end',
  giver: 'Giver',
  actions: 'Action',
} as const;

export const UPDATE_DIALOG_TITLE = 'Update recipient email';
export const CURRENT_EMAIL_LABEL = 'Current recipient email';
export const RESEND_DIALOG_TITLE = 'Resend gift email';
export const RESEND_CONFIRM = 'Send';
/** GIFT-09 (decided): resend asks first, naming where the email goes. */
export const resendQuestion = (title: string, email: string) => `Send the gift email of ${title} to ${email} again?`;
