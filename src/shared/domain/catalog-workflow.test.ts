import { describe, expect, it } from 'vitest';
import {
  allowed,
  canStopSchedule,
  refusal,
  SCHEDULE_TIME_EARLY,
  SCHEDULE_TIME_REQUIRED,
  scheduleTimeError,
  verifyFailureTitle,
} from './catalog-workflow';

const staging = { status: 'STAGING', scheduledPublishTime: null } as const;
const inReview = { status: 'READY_FOR_REVIEW', scheduledPublishTime: null } as const;
const scheduled = { status: 'READY_FOR_REVIEW', scheduledPublishTime: 5000 } as const;
const active = { status: 'ACTIVE', scheduledPublishTime: null } as const;

describe('the workflow rules shared by the buttons and the server (checklist 9.1)', () => {
  it('verifies only in STAGING, publishes only In Review without a pending schedule (CAT-WF-02/08)', () => {
    expect([staging, inReview, scheduled, active].map((s) => allowed('verify', s))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect([staging, inReview, scheduled, active].map((s) => allowed('publish', s))).toEqual([
      false,
      true,
      false,
      false,
    ]);
    expect([staging, inReview, scheduled, active].map(canStopSchedule)).toEqual([false, false, true, false]);
  });

  it('says why a transition is refused', () => {
    expect(refusal('verify', staging, 'mini_course')).toBeNull();
    expect(refusal('verify', active, 'mini_course')).toBe(
      'Only a mini course in STAGING can be verified; this one is ACTIVE.',
    );
    expect(refusal('publish', staging, 'content_product')).toBe(
      'Only a product In Review can be published; this one is STAGING.',
    );
    expect(refusal('schedule', scheduled, 'content_product')).toBe(
      'This product already has a scheduled publish; stop it first.',
    );
    expect(refusal('stopSchedule', inReview, 'content_product')).toBe('This product has no scheduled publish.');
  });

  it('requires a schedule time not earlier than now (CAT-WF-10)', () => {
    expect(scheduleTimeError(null, 1000)).toBe(SCHEDULE_TIME_REQUIRED);
    expect(scheduleTimeError(undefined, 1000)).toBe(SCHEDULE_TIME_REQUIRED);
    expect(scheduleTimeError(999, 1000)).toBe(SCHEDULE_TIME_EARLY);
    expect(scheduleTimeError(1000, 1000)).toBeNull();
    expect(scheduleTimeError(5000, 1000)).toBeNull();
  });

  it('titles the verify failure dialog by what failed (CAT-WF-05)', () => {
    expect(verifyFailureTitle({ mismatchedItems: ['a'], incorrectFormatItems: ['b'] })).toBe(
      'Mismatched Items And Incorrect Formats',
    );
    expect(verifyFailureTitle({ mismatchedItems: ['a'], incorrectFormatItems: [] })).toBe('Mismatched Items');
    expect(verifyFailureTitle({ mismatchedItems: [], incorrectFormatItems: ['b'] })).toBe('Incorrect Formats');
  });
});
