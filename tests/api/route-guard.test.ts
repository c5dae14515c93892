import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_PREFIX } from '../../src/server/http/register';
import { ENDPOINTS } from '../../src/shared/contracts';
import { problemSchema, storeErrorSchema } from '../../src/shared/contracts/common';
import { ALL_PERMISSIONS, describeRequirement, type PermissionRequirement } from '../../src/shared/permissions';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';

let server: TestServer;
let tokens: { expired: string; foreign: string; none: string };

beforeAll(async () => {
  server = await startTestServer();
  tokens = {
    expired: await mintToken(server, { permissions: ALL_PERMISSIONS, expiresIn: -120 }),
    foreign: await mintToken(server, { permissions: ALL_PERMISSIONS, foreignKey: true }),
    none: await mintToken(server, { permissions: [] }),
  };
});
afterAll(() => server.close());

/** A concrete URL for a route pattern (`:id` → 1). */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

/** Every permission except those that would satisfy the requirement. */
function lacking(need: PermissionRequirement): string[] {
  const satisfying = typeof need === 'string' ? [need] : need.anyOf;
  return ALL_PERMISSIONS.filter((p) => !satisfying.includes(p));
}

describe('the route table', () => {
  it('matches the committed snapshot of endpoints and their permissions, and registers each of them', () => {
    const line = (method: string, url: string, need: PermissionRequirement) =>
      `${method.padEnd(6)} ${url}  ${describeRequirement(need)}`;
    const declared = ENDPOINTS.map((e) => line(e.method, `${FAMILY_PREFIX[e.family]}${e.path}`, e.permission))
      .sort()
      .join('\n');
    const snapshot = readFileSync(resolve(import.meta.dirname, '__snapshots__/route-permissions.txt'), 'utf8').trim();
    // A change here is a permission change: review it, then update the snapshot file.
    expect(declared).toBe(snapshot);
    const registered = server.app.routeTable
      .map((r) => line(r.method, r.url, r.permission))
      .sort()
      .join('\n');
    expect(registered).toBe(declared);
  });

  it('has routes in both families', () => {
    expect(server.app.routeTable.some((r) => r.family === 'portal')).toBe(true);
    expect(server.app.routeTable.some((r) => r.family === 'store')).toBe(true);
  });
});

describe('every route is guarded', () => {
  const routes = () => server.app.routeTable;

  it('answers 401 without a token, with an expired token and with a foreign-signed token', async () => {
    for (const route of routes()) {
      const url = concrete(route.url);
      for (const [label, authorization] of [
        ['no token', undefined],
        ['expired', `Bearer ${tokens.expired}`],
        ['foreign key', `Bearer ${tokens.foreign}`],
        ['not a JWT', 'Bearer not-a-token'],
      ] as const) {
        const res = await server.app.inject({
          method: route.method,
          url,
          headers: authorization ? { authorization } : {},
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        expect(res.statusCode, `${route.method} ${url} with ${label}`).toBe(401);
        const body = res.json();
        if (route.family === 'portal') {
          expect(body).toMatchObject({ status: 401, title: "Sorry, you don't have authorization." });
        } else {
          expect(typeof body.message).toBe('string');
        }
      }
    }
  });

  it('answers 403 to a valid token that lacks the route permission, before reading input', async () => {
    for (const route of routes()) {
      const url = concrete(route.url);
      for (const permissions of [[], lacking(route.permission)]) {
        const token = permissions.length ? await mintToken(server, { permissions }) : tokens.none;
        const res = await server.app.inject({
          method: route.method,
          url,
          headers: { authorization: `Bearer ${token}` },
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        expect(res.statusCode, `${route.method} ${url} with ${permissions.length} permissions`).toBe(403);
        if (route.family === 'portal') {
          expect(res.json()).toMatchObject({ status: 403, title: "Sorry, you don't have access to this page." });
        }
      }
    }
  });

  it('lets a token holding exactly the route permission through, to an answer its contract documents', async () => {
    const byName = new Map(ENDPOINTS.map((e) => [e.name, e]));
    for (const route of routes()) {
      const endpoint = byName.get(route.name);
      expect(endpoint, route.name).toBeDefined();
      if (!endpoint) continue;
      const need = route.permission;
      const token = await mintToken(server, { permissions: [typeof need === 'string' ? need : need.anyOf[0]!] });
      const res = await server.app.inject({
        method: route.method,
        url: concrete(route.url),
        headers: { authorization: `Bearer ${token}` },
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      const label = `${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 200)}`;
      const success = endpoint.status ?? 200;
      // The success answer, or a documented refusal (an empty body or id 1 may be invalid, absent or
      // in the wrong state), each in its documented shape.
      expect([success, 400, ...(endpoint.errors ?? [])], label).toContain(res.statusCode);
      if (res.statusCode === success) {
        expect(endpoint.response.safeParse(success === 204 ? null : res.json()).success, label).toBe(true);
      } else if (route.family === 'portal') {
        expect(problemSchema.safeParse(res.json()).success, label).toBe(true);
        expect(res.json().status, label).toBe(res.statusCode);
      } else {
        expect(storeErrorSchema.safeParse(res.json()).success, label).toBe(true);
      }
    }
  });
});
