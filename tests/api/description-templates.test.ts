import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEMPLATES } from '../../src/server/areas/description-templates';
import { auditLog, descriptionTemplate, ecomPlan } from '../../src/server/db/schema';
import { descriptionTemplateSchema } from '../../src/shared/contracts/description-templates';
import { DESCRIPTION_TEMPLATE_MESSAGES as MESSAGES } from '../../src/shared/domain/description-template';
import { RICH_TEXT_HTML_MAX, RICH_TEXT_MAX } from '../../src/shared/domain/rich-text';
import { startTestServer, type TestServer } from '../support/test-server';
import { mintToken } from '../support/tokens';

const ALL = [
  'view:description_template_menu',
  'create:description_template',
  'update:description_template',
  'delete:description_template',
];

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await mintToken(server, { permissions: ALL, sub: 'staff-dt-test' });
});
afterAll(() => server.close());

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { body?: unknown; token?: string; ifMatch?: string | number | null } = {},
) {
  const headers: Record<string, string> = { authorization: `Bearer ${options.token ?? admin}` };
  if (options.ifMatch !== undefined && options.ifMatch !== null) headers['if-match'] = `"${options.ifMatch}"`;
  return server.app.inject({ method, url: `/api/store${url}`, headers, payload: options.body as object });
}
const tokenWith = (...permissions: string[]) => mintToken(server, { permissions });

let serial = 0;
const body = (over: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    name: `Test template ${serial}`,
    multi_language_content: { en: '<p>Only {price}, {tax}.</p>', es: '<p>Solo {price}, {tax}.</p>' },
    ...over,
  };
};
async function aTemplate(over: Record<string, unknown> = {}) {
  const res = await call('POST', '/descriptions', { body: body(over) });
  expect(res.statusCode, res.body).toBe(201);
  return descriptionTemplateSchema.parse(res.json());
}
const audits = (id: number) =>
  server.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'description_template'), eq(auditLog.entityId, String(id))));
const rowOf = async (id: number) => {
  const [row] = await server.deps.db.select().from(descriptionTemplate).where(eq(descriptionTemplate.id, id));
  return row;
};
async function idOf(name: string) {
  const [row] = await server.deps.db
    .select({ id: descriptionTemplate.id })
    .from(descriptionTemplate)
    .where(eq(descriptionTemplate.name, name));
  if (!row) throw new Error(`no template ${name}`);
  return row.id;
}
/**
 * The 400 of the store family: `{message, violations}`, a violation naming the field (`name`,
 * `multi_language_content.en`, `limit`), the message saying what is wrong.
 */
function expect400(res: { statusCode: number; json(): unknown; body: string }, field: string, text?: string) {
  expect(res.statusCode, res.body).toBe(400);
  const answer = res.json() as { message: string; violations: { field: string; message: string }[] };
  expect(typeof answer.message).toBe('string');
  const named = answer.violations.some((v) => v.field === field || v.field.startsWith(`${field}.`));
  expect(named, res.body).toBe(true);
  if (text) expect(answer.violations.map((v) => v.message).join('\n')).toContain(text);
}

describe('GET /descriptions (API-M-01)', () => {
  it('answers {data, count}, newest updated first, with is_used from the plans that link each template', async () => {
    const res = await call('GET', '/descriptions?limit=100');
    expect(res.statusCode, res.body).toBe(200);
    const { data, count } = res.json() as { data: unknown[]; count: number };
    const items = data.map((d) => descriptionTemplateSchema.parse(d));
    expect(count).toBe(items.length);
    expect(count).toBeGreaterThanOrEqual(DEMO_TEMPLATES.length);
    const dates = items.map((t) => t.updated_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const byName = new Map(items.map((t) => [t.name, t]));
    expect(byName.get('Subscription — monthly')?.is_used).toBe(true);
    expect(byName.get('Unused draft template')?.is_used).toBe(false);
    expect(byName.get('Subscription — monthly')?.multi_language_content.en).toContain('{price}');
    expect(byName.get('All Access')?.multi_language_content.es).toBe('');
  });

  it('pages with limit and offset, and orders oldest first with order=updated_at', async () => {
    const all = (await call('GET', '/descriptions?limit=100')).json().data as { id: number }[];
    const page = await call('GET', '/descriptions?limit=2&offset=1');
    expect(page.json().data.map((t: { id: number }) => t.id)).toEqual(all.slice(1, 3).map((t) => t.id));
    expect(page.json().count).toBe(all.length);
    const oldest = (await call('GET', '/descriptions?limit=100&order=updated_at')).json().data as { id: number }[];
    expect(oldest.map((t) => t.id)).toEqual(all.map((t) => t.id).reverse());
    const beyond = await call('GET', `/descriptions?offset=${all.length}`);
    expect(beyond.json()).toEqual({ data: [], count: all.length });
  });

  it('refuses bad paging and order values with a 400 naming the parameter', async () => {
    expect400(await call('GET', '/descriptions?limit=0'), 'limit');
    expect400(await call('GET', '/descriptions?limit=1000'), 'limit');
    expect400(await call('GET', '/descriptions?offset=-1'), 'offset');
    expect400(await call('GET', '/descriptions?order=name'), 'order', "cannot order by 'name'");
  });
});

describe('GET /descriptions/{id} (API-M-02)', () => {
  it('answers the template with its version as ETag', async () => {
    const id = await idOf('Lifetime level');
    const res = await call('GET', `/descriptions/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const template = descriptionTemplateSchema.parse(res.json());
    expect(template).toMatchObject({ id, name: 'Lifetime level', is_used: true });
    expect(template.multi_language_content.en).toContain('{#oflessons}');
    expect(res.headers.etag).toBe(`"${template.rowVersion}"`);
  });

  it('answers 404 for an unknown id and 400 for an id that is no id', async () => {
    const missing = await call('GET', '/descriptions/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.notFound(999999) });
    expect400(await call('GET', '/descriptions/abc'), 'id');
  });
});

describe('POST /descriptions (API-M-03)', () => {
  it('adds a template with the name trimmed and the rich text as sent, unused, and audits it', async () => {
    const res = await call('POST', '/descriptions', {
      body: {
        name: '  Spring offer  ',
        multi_language_content: {
          en: '<p>Learn for <strong>{price}</strong>, {tax}.</p><ul><li>One</li></ul>',
          es: '<p>Aprende por <strong>{price}</strong>, {tax}.</p>',
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const t = descriptionTemplateSchema.parse(res.json());
    expect(t).toMatchObject({
      name: 'Spring offer',
      is_used: false,
      rowVersion: 1,
      multi_language_content: {
        en: '<p>Learn for <strong>{price}</strong>, {tax}.</p><ul><li>One</li></ul>',
        es: '<p>Aprende por <strong>{price}</strong>, {tax}.</p>',
      },
      updated_at: server.clock.now().toISOString(),
      created_at: server.clock.now().toISOString(),
    });
    expect((await call('GET', `/descriptions/${t.id}`)).json()).toEqual(t);
    const entries = await audits(t.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'CREATE', actorId: 'staff-dt-test', before: null });
    expect(entries[0]?.after).toMatchObject({ name: 'Spring offer' });
  });

  it('takes Spanish as optional: left out, null or blank rich text is stored as empty', async () => {
    for (const es of [undefined, null, '', '<p> </p>', '<p><br></p>', '<p>&nbsp;</p>']) {
      const t = await aTemplate({ multi_language_content: { en: '<p>English only</p>', es } });
      expect(t.multi_language_content).toEqual({ en: '<p>English only</p>', es: '' });
    }
  });

  it('requires the name (MKT-06, DT-07): missing, blank or over 100 characters is a 400 naming it', async () => {
    const { name: _, ...withoutName } = body();
    expect400(await call('POST', '/descriptions', { body: withoutName }), 'name', MESSAGES.nameRequired);
    expect400(await call('POST', '/descriptions', { body: body({ name: '   ' }) }), 'name', MESSAGES.nameRequired);
    expect400(await call('POST', '/descriptions', { body: body({ name: 42 }) }), 'name');
    expect400(
      await call('POST', '/descriptions', { body: body({ name: 'x'.repeat(101) }) }),
      'name',
      MESSAGES.nameTooLong,
    );
    expect((await call('POST', '/descriptions', { body: body({ name: 'x'.repeat(100) }) })).statusCode).toBe(201);
    expect(
      (await call('POST', '/descriptions', { body: body({ name: ` ${'y'.repeat(100)} ` }) })).statusCode,
      'the limit counts the trimmed name',
    ).toBe(201);
  });

  it('requires English rich text with non-blank text (MKT-07, MKT-09)', async () => {
    expect400(
      await call('POST', '/descriptions', { body: { name: 'No content' } }),
      'multi_language_content',
      "'English content' is required",
    );
    expect400(
      await call('POST', '/descriptions', { body: body({ multi_language_content: { es: '<p>Hola</p>' } }) }),
      'multi_language_content.en',
      "'English content' is required",
    );
    for (const en of [
      '',
      '   ',
      '<p></p>',
      '<p> &nbsp; </p><p><br></p>',
      '<script>alert(1)</script>',
      '<p>\u200b</p>',
    ]) {
      expect400(
        await call('POST', '/descriptions', { body: body({ multi_language_content: { en } }) }),
        'multi_language_content.en',
        "'English content' is required",
      );
    }
  });

  it('limits each locale to 14000 characters of text (MKT-08), markup not counted, and the HTML to 100,000', async () => {
    const text = (n: number) => 'a'.repeat(n);
    const exact = await aTemplate({
      multi_language_content: { en: `<p><strong>${text(7000)}</strong></p><p>${text(7000)}</p>`, es: '' },
    });
    expect(exact.multi_language_content.en).toHaveLength(14000 + '<p><strong></strong></p><p></p>'.length);
    expect400(
      await call('POST', '/descriptions', {
        body: body({ multi_language_content: { en: `<p>${text(RICH_TEXT_MAX + 1)}</p>` } }),
      }),
      'multi_language_content.en',
      "'English content' cannot be longer than 14000 characters",
    );
    expect400(
      await call('POST', '/descriptions', {
        body: body({ multi_language_content: { en: '<p>ok</p>', es: text(RICH_TEXT_MAX + 1) } }),
      }),
      'multi_language_content.es',
      "'Spanish content' cannot be longer than 14000 characters",
    );
    // An entity is one character of text.
    expect(
      (
        await call('POST', '/descriptions', {
          body: body({ multi_language_content: { en: `<p>${'&amp;'.repeat(RICH_TEXT_MAX)}</p>` } }),
        })
      ).statusCode,
    ).toBe(201);
    expect400(
      await call('POST', '/descriptions', {
        body: body({ multi_language_content: { en: `<p>x</p>${'<b></b>'.repeat(RICH_TEXT_HTML_MAX / 7 + 1)}` } }),
      }),
      'multi_language_content.en',
      'at most 100000 characters of HTML',
    );
  });

  it('sanitises the rich text: scripts, event handlers, javascript: links and style expressions never come back', async () => {
    const en = [
      '<p>Safe <strong>bold</strong> text<script>alert("x")</script></p>',
      '<img src="x" onerror="alert(1)">',
      '<p onclick="steal()" onmouseover="steal()">hover</p>',
      '<a href="javascript:alert(1)">js</a>',
      '<a href="JaVaScRiPt&#58;alert(1)">entity js</a>',
      '<a href="https://www.example.com/terms" target="_blank">terms</a>',
      '<p style="text-align:center;background:url(javascript:alert(1))">centred</p>',
      '<p style="width: expression(alert(1))">expr</p>',
      '<iframe src="https://evil.example.com"></iframe><svg onload="alert(1)"><circle/></svg>',
      '<style>body{display:none}</style><!-- comment -->',
    ].join('');
    const t = await aTemplate({ multi_language_content: { en, es: '<p>es<script>alert(2)</script></p>' } });
    const stored = await rowOf(t.id);
    for (const out of [
      t.multi_language_content.en,
      stored?.contentEn ?? '',
      (await call('GET', `/descriptions/${t.id}`)).body,
    ]) {
      expect(out).not.toMatch(
        /<script|onerror|onclick|onmouseover|onload|javascript:|expression\(|<iframe|<svg|<style|<img|<!--/i,
      );
    }
    expect(t.multi_language_content.en).toBe(
      '<p>Safe <strong>bold</strong> text</p>' +
        '<p>hover</p>' +
        '<a>js</a>' +
        '<a>entity js</a>' +
        '<a href="https://www.example.com/terms" target="_blank" rel="noopener noreferrer">terms</a>' +
        '<p style="text-align:center">centred</p>' +
        '<p>expr</p>',
    );
    expect(t.multi_language_content.es).toBe('<p>es</p>');
  });
});

describe('PUT /descriptions/{id} (API-M-04)', () => {
  it('saves an edit with If-Match of the current version, moves the version, and audits the change', async () => {
    const t = await aTemplate();
    server.clock.advance(60_000);
    const res = await call('PUT', `/descriptions/${t.id}`, {
      body: { name: ' Renamed ', multi_language_content: { en: '<p>New</p>', es: '' } },
      ifMatch: t.rowVersion,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = descriptionTemplateSchema.parse(res.json());
    expect(after).toMatchObject({
      id: t.id,
      name: 'Renamed',
      multi_language_content: { en: '<p>New</p>', es: '' },
      rowVersion: t.rowVersion + 1,
      updated_at: server.clock.now().toISOString(),
      created_at: t.created_at,
    });
    expect(res.headers.etag).toBe(`"${after.rowVersion}"`);
    const entries = await audits(t.id);
    expect(entries.map((e) => e.action)).toEqual(['CREATE', 'UPDATE']);
    expect(entries[1]?.before).toMatchObject({ name: t.name });
    expect(entries[1]?.after).toMatchObject({ name: 'Renamed', multi_language_content: { en: '<p>New</p>' } });
  });

  it('writes nothing for an edit that changes nothing', async () => {
    const t = await aTemplate();
    const res = await call('PUT', `/descriptions/${t.id}`, {
      body: { name: t.name, multi_language_content: t.multi_language_content },
      ifMatch: t.rowVersion,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(t);
    expect(await audits(t.id)).toHaveLength(1);
  });

  it('refuses a stale edit (409, the current values kept), and one without If-Match (428)', async () => {
    const t = await aTemplate();
    const first = await call('PUT', `/descriptions/${t.id}`, { body: body({ name: 'First' }), ifMatch: t.rowVersion });
    expect(first.statusCode).toBe(200);
    const second = await call('PUT', `/descriptions/${t.id}`, {
      body: body({ name: 'Second' }),
      ifMatch: t.rowVersion,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      message: MESSAGES.stale,
      current: { id: t.id, name: 'First', rowVersion: t.rowVersion + 1 },
    });
    expect((await rowOf(t.id))?.name).toBe('First');
    const unversioned = await call('PUT', `/descriptions/${t.id}`, { body: body(), ifMatch: null });
    expect(unversioned.statusCode).toBe(428);
    expect(unversioned.json().message).toMatch(/If-Match/);
  });

  it('validates and sanitises like create, answers 404 for an unknown id', async () => {
    const t = await aTemplate();
    expect400(await call('PUT', `/descriptions/${t.id}`, { body: body({ name: '' }), ifMatch: t.rowVersion }), 'name');
    const cleaned = await call('PUT', `/descriptions/${t.id}`, {
      body: body({ multi_language_content: { en: '<p>x<img src=x onerror=alert(1)></p>' } }),
      ifMatch: t.rowVersion,
    });
    expect(cleaned.json().multi_language_content.en).toBe('<p>x</p>');
    const missing = await call('PUT', '/descriptions/999999', { body: body(), ifMatch: 1 });
    expect(missing.statusCode).toBe(404);
  });
});

describe('DELETE /descriptions/{id} (API-M-05)', () => {
  it('deletes an unused template and audits it; then it is gone', async () => {
    const t = await aTemplate();
    const res = await call('DELETE', `/descriptions/${t.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect((await call('GET', `/descriptions/${t.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/descriptions/${t.id}`)).statusCode).toBe(404);
    expect((await audits(t.id)).map((e) => e.action)).toEqual(['CREATE', 'DELETE']);
  });

  it('refuses (409, DT-05) while a plan links the template, and deletes it once none does', async () => {
    const t = await aTemplate();
    const [plan] = await server.deps.db.select().from(ecomPlan).limit(1);
    if (!plan) throw new Error('no demo plan');
    await server.deps.db.update(ecomPlan).set({ descTemplateId: t.id }).where(eq(ecomPlan.id, plan.id));
    expect((await call('GET', `/descriptions/${t.id}`)).json().is_used).toBe(true);
    const refused = await call('DELETE', `/descriptions/${t.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'A template linked to at least one product cannot be deleted.' });
    expect(await rowOf(t.id)).toBeDefined();
    await server.deps.db.update(ecomPlan).set({ descTemplateId: plan.descTemplateId }).where(eq(ecomPlan.id, plan.id));
    expect((await call('GET', `/descriptions/${t.id}`)).json().is_used).toBe(false);
    expect((await call('DELETE', `/descriptions/${t.id}`)).statusCode).toBe(204);
  });

  it('refuses to delete a demo template in use', async () => {
    const res = await call('DELETE', `/descriptions/${await idOf('Subscription — yearly')}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGES.inUse);
  });
});

describe('permissions (PERM-DT-01..04)', () => {
  it('reads with the menu permission or the eCom product menu (the plan form lists templates)', async () => {
    const id = await idOf('Lifetime level');
    for (const permission of ['view:description_template_menu', 'view:ecom_product_menu']) {
      const token = await tokenWith(permission);
      expect((await call('GET', '/descriptions', { token })).statusCode).toBe(200);
      expect((await call('GET', `/descriptions/${id}`, { token })).statusCode).toBe(200);
    }
    const other = await tokenWith('view:disclosure_menu', 'create:description_template');
    expect((await call('GET', '/descriptions', { token: other })).statusCode).toBe(403);
    expect((await call('GET', `/descriptions/${id}`, { token: other })).statusCode).toBe(403);
  });

  it('needs create, update and delete for each write', async () => {
    const t = await aTemplate();
    const without = (permission: string) => tokenWith(...ALL.filter((p) => p !== permission));
    const noCreate = await call('POST', '/descriptions', {
      body: body(),
      token: await without('create:description_template'),
    });
    expect(noCreate.statusCode).toBe(403);
    expect(typeof noCreate.json().message).toBe('string');
    const noUpdate = await call('PUT', `/descriptions/${t.id}`, {
      body: body(),
      ifMatch: t.rowVersion,
      token: await without('update:description_template'),
    });
    expect(noUpdate.statusCode).toBe(403);
    const noDelete = await call('DELETE', `/descriptions/${t.id}`, {
      token: await without('delete:description_template'),
    });
    expect(noDelete.statusCode).toBe(403);
    expect(await rowOf(t.id)).toMatchObject({ name: t.name, rowVersion: t.rowVersion });
    // Each write works with its permission alone.
    expect(
      (await call('POST', '/descriptions', { body: body(), token: await tokenWith('create:description_template') }))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await call('PUT', `/descriptions/${t.id}`, {
          body: body(),
          ifMatch: t.rowVersion,
          token: await tokenWith('update:description_template'),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call('DELETE', `/descriptions/${t.id}`, { token: await tokenWith('delete:description_template') }))
        .statusCode,
    ).toBe(204);
  });
});
