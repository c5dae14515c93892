import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../src/server/areas/audit';
import type { Principal } from '../../src/server/auth/principal';
import { auditLog } from '../../src/server/db/schema';
import { AUDIT_LOG_READERS } from '../../src/shared/contracts/audit';
import { ALL_PERMISSIONS } from '../../src/shared/permissions';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';

const bearer = async (permissions: readonly string[]) => ({
  authorization: `Bearer ${await mintToken(server, { permissions })}`,
});

const editor: Principal = {
  sub: 'staff-editor',
  email: 'editor@example.com',
  nickname: 'editor',
  permissions: ['update:product'],
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = async (url: string, permissions: readonly string[] = ['view:product_menu']) =>
  server.app.inject({ method: 'GET', url, headers: await bearer(permissions) });

describe('recordAudit', () => {
  it('writes nothing when the surrounding transaction rolls back', async () => {
    const db = server.deps.db;
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, {
          actor: editor,
          action: 'update',
          entityType: 'product',
          entityId: 'rolled-back',
          before: { name: 'a' },
          after: { name: 'b' },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const res = await get('/api/portal/audit-logs?entityType=product&entityId=rolled-back');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
  });

  it('writes the actor, the change and the comment in the same transaction that commits', async () => {
    const id = await server.deps.db.transaction((tx) =>
      recordAudit(tx, {
        actor: editor,
        action: 'publish',
        entityType: 'product',
        entityId: 42,
        before: { status: 'VERIFIED', at: new Date('2026-01-01T00:00:00Z') },
        after: { status: 'PUBLISHED' },
        comment: 'go live',
      }),
    );
    const body = (await get('/api/portal/audit-logs?entityType=product&entityId=42')).json();
    expect(body.totalElements).toBe(1);
    expect(body.content[0]).toEqual({
      id,
      actorId: 'staff-editor',
      actorEmail: 'editor@example.com',
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      action: 'publish',
      entityType: 'product',
      entityId: '42',
      before: { status: 'VERIFIED', at: '2026-01-01T00:00:00.000Z' },
      after: { status: 'PUBLISHED' },
      comment: 'go live',
    });
  });
});

describe('GET /api/portal/audit-logs', () => {
  beforeAll(async () => {
    const db = server.deps.db;
    const base = Date.parse('2026-03-01T12:00:00.000Z');
    for (let i = 0; i < 12; i += 1) {
      await db.transaction((tx) =>
        recordAudit(tx, {
          actor: editor,
          action: `edit-${i}`,
          entityType: 'plan',
          entityId: 'p-1',
          before: { version: i },
          after: { version: i + 1 },
          at: new Date(base + i * 60_000),
        }),
      );
    }
    // Same entity id under another type, and another id of the same type: not listed.
    await db.insert(auditLog).values([
      { actorId: 'x', action: 'edit', entityType: 'product', entityId: 'p-1' },
      { actorId: 'x', action: 'edit', entityType: 'plan', entityId: 'p-2' },
    ]);
  });

  it('lists the entries of one entity newest first, paged', async () => {
    const first = (await get('/api/portal/audit-logs?entityType=plan&entityId=p-1')).json();
    expect(first).toMatchObject({ totalElements: 12, totalPages: 2, page: 0, size: 10 });
    expect(first.content.map((e: { action: string }) => e.action)).toEqual(
      Array.from({ length: 10 }, (_, i) => `edit-${11 - i}`),
    );
    const ats: string[] = first.content.map((e: { at: string }) => e.at);
    expect(ats).toEqual([...ats].sort().reverse());
    expect(ats[0]).toBe('2026-03-01T12:11:00.000Z');
    const second = (await get('/api/portal/audit-logs?entityType=plan&entityId=p-1&page=1&size=10')).json();
    expect(second.content.map((e: { action: string }) => e.action)).toEqual(['edit-1', 'edit-0']);
  });

  it('answers 400 naming entityType or entityId when missing or blank', async () => {
    const noType = await get('/api/portal/audit-logs?entityId=p-1');
    expect(noType.statusCode).toBe(400);
    expect(noType.json().violations.map((v: { field: string }) => v.field)).toEqual(['entityType']);
    // A bare rule ('is required') is no sentence: the message is the spec's 400 text, the field is named apart.
    expect(noType.json().violations[0].message).toBe('is required');
    expect(noType.json().detail).toBe('Bad Request');
    const blankId = await get('/api/portal/audit-logs?entityType=plan&entityId=%20');
    expect(blankId.statusCode).toBe(400);
    expect(blankId.json().violations[0].field).toBe('entityId');
    const neither = await get('/api/portal/audit-logs');
    expect(
      neither
        .json()
        .violations.map((v: { field: string }) => v.field)
        .sort(),
    ).toEqual(['entityId', 'entityType']);
  });

  it('answers 401 without a token and 403 without a change-log permission', async () => {
    const url = '/api/portal/audit-logs?entityType=plan&entityId=p-1';
    expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const others = ALL_PERMISSIONS.filter((p) => !(AUDIT_LOG_READERS as readonly string[]).includes(p));
    expect((await get(url, others)).statusCode).toBe(403);
    for (const reader of AUDIT_LOG_READERS) expect((await get(url, [reader])).statusCode, reader).toBe(200);
  });
});
