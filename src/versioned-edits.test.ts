import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from './shared/contracts';
import type { AnyEndpoint } from './shared/contracts/endpoint';

/**
 * House rule (docs/architecture.md "Edits", issue 20 part 5): every staff edit is versioned. An update
 * names the version it read (If-Match: 428 without it, 409 with the current values when stale), so the
 * last writer never wins silently. Fails when an unversioned edit is added.
 */

/** PUT or PATCH endpoints that are not edits of staff-entered values, each with its reason. */
const NOT_EDITS: Readonly<Record<string, string>> = {
  bulkPublishPlans: 'a lifecycle transition of many plans (Ready for publish → Active), refused by its table',
  changePlanStatus: "a lifecycle transition (the plan table's action), refused by its table",
  revokeEntitlement: 'a lifecycle transition (Active → Revoked), refused by the status it finds',
};

/**
 * A POST that changes an existing row staff edited (the spec fixes it as a POST) is an edit too; so is
 * any POST named as one (`update…`, `set…`, `save…`).
 */
const EDITS_AS_POST = ['updatePlan', 'setCustomerOptIn'];
const NAMED_AS_EDIT = /^(update|set|save)[A-Z]/;

const isEdit = (e: AnyEndpoint) =>
  ((e.method === 'PUT' || e.method === 'PATCH') && !(e.name in NOT_EDITS)) ||
  (e.method === 'POST' && (EDITS_AS_POST.includes(e.name) || NAMED_AS_EDIT.test(e.name)));

describe('every staff edit is versioned (If-Match)', () => {
  it("every PUT or PATCH, and every POST that edits a row, is versioned: 'write'", () => {
    const unversioned = ENDPOINTS.filter((e) => isEdit(e) && e.versioned !== 'write').map(
      (e) => `${e.name} (${e.method} ${e.path})`,
    );
    expect(unversioned).toEqual([]);
  });

  it('documents the answers a versioned write adds: 409 (stale) and 428 (no If-Match)', () => {
    const undocumented = ENDPOINTS.filter(
      (e) => e.versioned === 'write' && !(e.errors?.includes(409) && e.errors.includes(428)),
    ).map((e) => e.name);
    expect(undocumented).toEqual([]);
  });

  it('keeps its lists of exceptions true: each names an endpoint that exists and is not versioned', () => {
    const byName = new Map(ENDPOINTS.map((e) => [e.name, e]));
    for (const name of Object.keys(NOT_EDITS)) {
      const endpoint = byName.get(name);
      expect(endpoint?.method, name).toMatch(/^(PUT|PATCH)$/);
      expect(endpoint?.versioned, name).toBeUndefined();
    }
    for (const name of EDITS_AS_POST) expect(byName.get(name)?.method, name).toBe('POST');
  });

  it('fails for an unversioned edit', () => {
    const added = { name: 'updateSomething', method: 'PUT', path: '/somethings/:id' } as AnyEndpoint;
    expect(isEdit(added) && added.versioned !== 'write').toBe(true);
  });
});
