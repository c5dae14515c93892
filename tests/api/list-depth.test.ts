import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LIST_DEPTH, LIST_DEPTH_MESSAGE } from '../../src/shared/contracts/common';
import { DEEP_PAGE_MESSAGE } from '../../src/shared/contracts/customers';
import type { AnyEndpoint } from '../../src/shared/contracts/endpoint';
import { ENTITLEMENT_DEEP_PAGE_MESSAGE } from '../../src/shared/contracts/entitlements';
import { ENDPOINTS } from '../../src/shared/contracts/index';
import { ALL_PERMISSIONS } from '../../src/shared/permissions';
import { staffToken } from '../support/builders';
import { startTestServer, type TestServer } from '../support/test-server';

// Deep pages (docs/decisions.md): every list of both families pages through its first LIST_DEPTH rows;
// a page that ends past them is a 400 on `page` (portal) or `offset` (store) in the family's envelope.
let server: TestServer;
let auth: string;

beforeAll(async () => {
  server = await startTestServer();
  auth = await staffToken(server, ALL_PERMISSIONS);
});
afterAll(() => server.close());

/** The query keys of an endpoint's query object (none when it takes no query). */
function queryKeys(endpoint: AnyEndpoint): string[] {
  const query = endpoint.query as z.ZodType | undefined;
  return query instanceof z.ZodObject ? Object.keys(query.shape) : [];
}

/** The lists: GET endpoints whose query pages (page/size or offset/limit). */
const allLists = ENDPOINTS.filter((endpoint) => {
  const keys = queryKeys(endpoint);
  const pages = (keys.includes('page') && keys.includes('size')) || (keys.includes('offset') && keys.includes('limit'));
  return endpoint.method === 'GET' && pages;
});
/** The lists of one thing (a path parameter): past the depth they refuse before looking the thing up. */
const listsOfOne = allLists.filter((endpoint) => endpoint.path.includes(':'));
const lists = allLists.filter((endpoint) => !endpoint.path.includes(':'));

/** Query values some lists need besides their paging (a required filter). */
const REQUIRED: Readonly<Record<string, string>> = {
  listAuditLogs: 'entityType=content_product&entityId=1',
  listContentProductChangeLogs: 'productId=1',
  listMiniCourseChangeLogs: 'miniCourseId=1',
  listCustomers: 'isB2c=true',
  listIapRecords: 'customerId=1',
};

/** The searches of a million rows say it in their own words (the same depth). */
const OWN_MESSAGE: Readonly<Record<string, string>> = {
  listCustomers: DEEP_PAGE_MESSAGE,
  listEntitlements: ENTITLEMENT_DEEP_PAGE_MESSAGE,
};

const PREFIX = { portal: '/api/portal', store: '/api/store' } as const;

function urlOf(endpoint: AnyEndpoint, paging: string): string {
  const extra = REQUIRED[endpoint.name];
  const path = endpoint.path.replace(/:\w+/g, '1');
  return `${PREFIX[endpoint.family]}${path}?${paging}${extra ? `&${extra}` : ''}`;
}

describe('deep pages', () => {
  it('covers the lists of both families', () => {
    const families = new Set(lists.map((endpoint) => endpoint.family));
    expect(families).toEqual(new Set(['portal', 'store']));
    expect(lists.length).toBeGreaterThan(15);
  });

  it.each(lists.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s: the last page within, and past it',
    async (_name, endpoint) => {
      const portal = endpoint.family === 'portal';
      const last = portal ? `page=${LIST_DEPTH / 10 - 1}&size=10` : `offset=${LIST_DEPTH - 10}&limit=10`;
      const past = portal ? `page=${LIST_DEPTH / 10}&size=10` : `offset=${LIST_DEPTH - 9}&limit=10`;
      const within = await server.app.inject({
        method: 'GET',
        url: urlOf(endpoint, last),
        headers: { authorization: auth },
      });
      expect(within.statusCode, within.body).toBe(200);
      const refused = await server.app.inject({
        method: 'GET',
        url: urlOf(endpoint, past),
        headers: { authorization: auth },
      });
      expect(refused.statusCode).toBe(400);
      const message = OWN_MESSAGE[endpoint.name] ?? LIST_DEPTH_MESSAGE;
      const violations = [{ field: portal ? 'page' : 'offset', message }];
      if (portal) expect(refused.json()).toMatchObject({ status: 400, detail: message, violations });
      else expect(refused.json()).toEqual({ message, violations });
    },
  );

  it.each(listsOfOne.map((endpoint) => [endpoint.name, endpoint] as const))(
    '%s: past the depth',
    async (_name, endpoint) => {
      const portal = endpoint.family === 'portal';
      const past = portal ? `page=${LIST_DEPTH / 10}&size=10` : `offset=${LIST_DEPTH - 9}&limit=10`;
      const refused = await server.app.inject({
        method: 'GET',
        url: urlOf(endpoint, past),
        headers: { authorization: auth },
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().violations).toEqual([{ field: portal ? 'page' : 'offset', message: LIST_DEPTH_MESSAGE }]);
    },
  );
});
