import { describe, expect, it } from 'vitest';
import {
  canEditEntitlement,
  canRevokeEntitlement,
  ENTITLEMENT_SOURCES,
  endOfDay,
  NOTHING_TO_RESTORE,
  purchaseTypeLabel,
  restoreOutcome,
  sourceLabel,
} from './entitlement';

const row = (source: string, status = 'ACTIVE', isSubscription = false) => ({ source, status, isSubscription });

describe('entitlement labels (ENT-LIST-06, ENT-LIST-08)', () => {
  it('labels every source as the spec does', () => {
    expect(ENTITLEMENT_SOURCES).toHaveLength(14);
    expect(sourceLabel('DEMANDWARE')).toBe('SFCC');
    expect(sourceLabel('MG2')).toBe('Naviga');
    expect(sourceLabel('B2B_SEAT_ASSIGNMENT')).toBe('Seat');
  });

  it("calls an eCom gift a 'Gift Subscription', else Subscription or One-shot", () => {
    expect(purchaseTypeLabel(row('ECOM_GIFT', 'ACTIVE', true))).toBe('Gift Subscription');
    expect(purchaseTypeLabel(row('ECOM', 'ACTIVE', true))).toBe('Subscription');
    expect(purchaseTypeLabel(row('ECOM', 'ACTIVE', false))).toBe('One-shot');
  });
});

describe('entitlement row actions (CUS-ENT-06..08)', () => {
  it('edits only an Active Admin entitlement', () => {
    expect(canEditEntitlement(row('ADMIN'))).toBe(true);
    expect(canEditEntitlement(row('ADMIN', 'REVOKED'))).toBe(false);
    expect(canEditEntitlement(row('OKTA'))).toBe(false);
  });

  it('revokes Active Admin, Okta, Amazon and one-shot eCom entitlements only', () => {
    for (const source of ['ADMIN', 'OKTA', 'AMAZON']) expect(canRevokeEntitlement(row(source))).toBe(true);
    expect(canRevokeEntitlement(row('ECOM', 'ACTIVE', false))).toBe(true);
    expect(canRevokeEntitlement(row('ECOM', 'ACTIVE', true))).toBe(false);
    expect(canRevokeEntitlement(row('GOOGLEPLAY'))).toBe(false);
    expect(canRevokeEntitlement(row('ADMIN', 'EXPIRED'))).toBe(false);
  });

  it('takes the end of the chosen day (CUS-ENTM-04)', () => {
    const end = new Date(endOfDay(new Date(2026, 10, 23, 9, 30)));
    expect([end.getHours(), end.getMinutes(), end.getSeconds(), end.getMilliseconds()]).toEqual([23, 59, 59, 999]);
    expect(end.getDate()).toBe(23);
  });
});

describe('the note after Restore (CUS-ENT-13/14)', () => {
  it("counts what the server restored, and says plainly when there was nothing (never '0 entitlements restored')", () => {
    expect(restoreOutcome(1)).toEqual({ kind: 'success', text: '1 entitlement restored' });
    expect(restoreOutcome(3)).toEqual({ kind: 'success', text: '3 entitlements restored' });
    expect(restoreOutcome(0)).toEqual({ kind: 'info', text: NOTHING_TO_RESTORE });
    expect(NOTHING_TO_RESTORE).not.toMatch(/\b0\b/);
  });
});
