import { describe, expect, it } from 'vitest';
import {
  GIFT_LIFECYCLE,
  GIFT_MESSAGES,
  GIFT_PERMISSION,
  GIFT_STATUSES,
  giftActionLabel,
  giftActionRefusal,
  giftActions,
  recipientEmailViolation,
} from './gift';
import { availableTransitions } from './lifecycle';

describe('gift actions (GIFT-05, PERM-GIFT-02)', () => {
  const withGift = (p: string) => p === GIFT_PERMISSION;
  const without = () => false;

  it('offers update and resend for Pending and Sent gifts, with update:gift only', () => {
    expect(giftActions('Pending', withGift)).toEqual(['updateRecipientEmail', 'resend']);
    expect(giftActions('Sent', withGift)).toEqual(['updateRecipientEmail', 'resend']);
    expect(giftActions('Redeemed', withGift)).toEqual([]);
    for (const status of GIFT_STATUSES) expect(giftActions(status, without)).toEqual([]);
    expect(giftActionLabel('updateRecipientEmail')).toBe('Update recipient email');
    expect(giftActionLabel('resend')).toBe('Resend gift email');
  });

  it('refuses a Redeemed gift with the reason; staff can never deliver or redeem', () => {
    expect(giftActionRefusal('updateRecipientEmail', 'Redeemed')).toBe(GIFT_MESSAGES.redeemedUpdate);
    expect(giftActionRefusal('resend', 'Redeemed')).toBe(GIFT_MESSAGES.redeemedResend);
    expect(availableTransitions(GIFT_LIFECYCLE, { status: 'Pending' }, null)).toEqual([
      'updateRecipientEmail',
      'resend',
    ]);
  });
});

describe('recipient email (GIFT-06)', () => {
  it('is required, one plain mailbox, and new (case-insensitively)', () => {
    expect(recipientEmailViolation('', 'a@gift.example.org')).toBe(GIFT_MESSAGES.emailRequired);
    expect(recipientEmailViolation('   ', null)).toBe(GIFT_MESSAGES.emailRequired);
    expect(recipientEmailViolation('nope', null)).toBe('Invalid email format.');
    expect(recipientEmailViolation('a@b.example, c@d.example', null)).toBe('Invalid email format.');
    expect(recipientEmailViolation('Name <a@gift.example.org>', null)).toBe('Invalid email format.');
    expect(recipientEmailViolation(' A@Gift.Example.org ', 'a@gift.example.org')).toBe('Please enter a new email.');
    expect(recipientEmailViolation(' b@gift.example.org ', 'a@gift.example.org')).toBeNull();
  });
});
