import { describe, expect, it } from 'vitest';
import { CATALOG_LIFECYCLE } from './catalog-workflow';
import { PLAN_LIFECYCLE, PLAN_MESSAGES, type PlanState, type PlanStatus, planActionRefusal } from './ecom-plan';
import {
  availableTransitions,
  defineLifecycle,
  displayStatus,
  transitionPermission,
  transitionRefusal,
} from './lifecycle';

type Sub = 'active' | 'paused' | 'cancelled';
interface SubState {
  status: Sub;
  cancelAtPeriodEnd: boolean;
}

const SUB_LABELS: Record<Sub, string> = { active: 'Active', paused: 'Paused', cancelled: 'Cancelled' };

/** A lifecycle of the shape the subscriptions will have: a derived display, a clock-driven transition. */
const SUBSCRIPTION = defineLifecycle<Sub, 'pause' | 'resume' | 'periodEnds', SubState, null>({
  name: 'subscription',
  statuses: ['active', 'paused', 'cancelled'],
  labels: SUB_LABELS,
  display: (s) => (s.status === 'active' && s.cancelAtPeriodEnd ? 'Pending Cancel' : SUB_LABELS[s.status]),
  transitions: {
    pause: {
      from: ['active'],
      to: 'paused',
      label: 'Pause',
      permission: 'update:subscription',
      audit: 'PAUSE',
      by: 'staff',
      wrongStatus: (s) => `A ${s.status} subscription cannot be paused.`,
      guard: (s) => (s.cancelAtPeriodEnd ? 'A subscription in Pending Cancel cannot be paused.' : null),
    },
    resume: {
      from: ['paused'],
      to: 'active',
      label: 'Resume',
      permission: 'update:subscription',
      audit: 'RESUME',
      by: 'staff',
      wrongStatus: () => 'Only a paused subscription can be resumed.',
    },
    periodEnds: {
      from: ['active'],
      to: 'cancelled',
      label: 'Period ends',
      permission: 'update:subscription',
      audit: 'CANCELLED_AT_PERIOD_END',
      by: 'clock',
      wrongStatus: () => 'Not active.',
      guard: (s) => (s.cancelAtPeriodEnd ? null : 'No cancel is pending.'),
    },
  },
});

describe('lifecycle', () => {
  it('refuses a status outside `from` with its text, then a failed guard with its text', () => {
    expect(transitionRefusal(SUBSCRIPTION, 'pause', { status: 'paused', cancelAtPeriodEnd: false }, null)).toBe(
      'A paused subscription cannot be paused.',
    );
    expect(transitionRefusal(SUBSCRIPTION, 'pause', { status: 'active', cancelAtPeriodEnd: true }, null)).toBe(
      'A subscription in Pending Cancel cannot be paused.',
    );
    expect(transitionRefusal(SUBSCRIPTION, 'pause', { status: 'active', cancelAtPeriodEnd: false }, null)).toBeNull();
  });

  it('offers staff the transitions allowed in a state, never the clock-driven ones', () => {
    expect(availableTransitions(SUBSCRIPTION, { status: 'active', cancelAtPeriodEnd: false }, null)).toEqual(['pause']);
    expect(availableTransitions(SUBSCRIPTION, { status: 'active', cancelAtPeriodEnd: true }, null)).toEqual([]);
    expect(availableTransitions(SUBSCRIPTION, { status: 'paused', cancelAtPeriodEnd: false }, null)).toEqual([
      'resume',
    ]);
  });

  it('derives what staff see', () => {
    expect(displayStatus(SUBSCRIPTION, { status: 'active', cancelAtPeriodEnd: true })).toBe('Pending Cancel');
    expect(displayStatus(SUBSCRIPTION, { status: 'paused', cancelAtPeriodEnd: false })).toBe('Paused');
    expect(displayStatus(PLAN_LIFECYCLE, { status: 'ready_for_publish', pid: 'P1', course: null })).toBe(
      'Ready for publish',
    );
  });

  it('refuses a table that names a status it does not have', () => {
    expect(() =>
      defineLifecycle<'a' | 'b', 'go', { status: 'a' | 'b' }, null>({
        name: 'broken',
        statuses: ['a'] as unknown as readonly ('a' | 'b')[],
        labels: { a: 'A', b: 'B' },
        transitions: {
          go: { from: ['a'], to: 'b', label: 'Go', permission: 'x', audit: 'GO', by: 'staff', wrongStatus: () => '' },
        },
      }),
    ).toThrow("broken.go: unknown status 'b'");
  });

  it('gives each transition its permission, per context where it depends on one', () => {
    expect(transitionPermission(CATALOG_LIFECYCLE, 'publish', 'mini_course')).toBe('publish:mini_course');
    expect(transitionPermission(CATALOG_LIFECYCLE, 'verify', 'content_product')).toBe('verify:product');
    expect(transitionPermission(PLAN_LIFECYCLE, 'bulkPublish', null)).toBe('publish:ecom_product');
  });

  it('makes the bulk Publish of plans a transition of the plan table (Ready for publish → Active)', () => {
    const bulk = PLAN_LIFECYCLE.transitions.bulkPublish;
    expect([bulk.from, bulk.to]).toEqual([['ready_for_publish'], 'active']);
    const plan = (status: PlanStatus) => ({
      status,
      pid: 'SUB-1',
      course: { isbn: '9780000000001', status: 'ACTIVE' as const },
    });
    expect(planActionRefusal('bulkPublish', plan('draft'))).toBe(PLAN_MESSAGES.notReady('SUB-1'));
    expect(planActionRefusal('bulkPublish', plan('ready_for_publish'))).toBeNull();
    // Activate stays the way back from Inactive only.
    expect(planActionRefusal('activate', plan('ready_for_publish'))).toBe(
      PLAN_MESSAGES.wrongStatus('activate', 'ready_for_publish'),
    );
  });

  it('puts a plan on sale (bulk Publish, Activate) only while its course is ACTIVE (issue 21 item 8)', () => {
    const selling = (status: PlanStatus, course: PlanState['course']): PlanState => ({ status, pid: 'PL-7', course });
    const isbn = '9780000000002';
    for (const [action, status] of [
      ['bulkPublish', 'ready_for_publish'],
      ['activate', 'inactive'],
    ] as const) {
      expect(planActionRefusal(action, selling(status, { isbn, status: 'ACTIVE' }))).toBeNull();
      expect(planActionRefusal(action, selling(status, { isbn, status: 'STAGING' }))).toBe(
        `Plan PL-7 sells course ${isbn}, which is STAGING: publish the course before the plan goes on sale.`,
      );
      expect(planActionRefusal(action, selling(status, { isbn, status: 'READY_FOR_REVIEW' }))).toContain(
        'which is In Review:',
      );
      expect(planActionRefusal(action, selling(status, null))).toBe(
        'Plan PL-7 sells no course: choose its course before it goes on sale.',
      );
    }
    // Marking it Ready for publish does not put it on sale: a plan may wait there for its course.
    expect(planActionRefusal('publish', selling('draft', { isbn, status: 'STAGING' }))).toBeNull();
  });
});
