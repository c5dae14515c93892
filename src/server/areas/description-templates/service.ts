import { eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type {
  DescriptionTemplate,
  DescriptionTemplateBody,
  DescriptionTemplateListQuery,
} from '../../../shared/contracts/description-templates';
import { DESCRIPTION_TEMPLATE_MESSAGES as MESSAGES } from '../../../shared/domain/description-template';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import { EXACT_COUNT_LIMIT } from '../../db/list-count';
import { listSearch } from '../../db/list-search';
import { updatedAtSort } from '../../db/list-sort';
import { preparedPer } from '../../db/prepared';
import { nextVersion } from '../../db/versioned';
import type { Clock } from '../../deps';
import { isForeignKeyViolation, notFound, refused, stale } from '../../errors';
import { cleanMultiLanguageContent } from '../../http/rich-text';
import { entityAudit } from '../audit';
import { templateInUse } from './ports';
import { descriptionTemplate } from './tables';

/**
 * Description templates (API-M-01..05, checklist 10.2). Rich text is sanitised before it is stored
 * (src/server/http/rich-text.ts); each write is one transaction with its audit entry.
 */

export const DESCRIPTION_TEMPLATE_ENTITY = 'description_template';
type Row = typeof descriptionTemplate.$inferSelect;

/** GET /descriptions order keys: served by description_template_updated_idx (updated_at, id). */
const TEMPLATE_SORT = updatedAtSort<typeof descriptionTemplate>();

/**
 * DT-05: some plan links the template (eCom products answer, through the port). The id is written out
 * qualified: inside a subquery drizzle would print the outer `id` bare, which would mean the plan's id.
 */
const isUsed = (templateId: SQL) => templateInUse.call(templateId);
const TEMPLATE_ID = sql`${sql.identifier(getTableName(descriptionTemplate))}.${sql.identifier(descriptionTemplate.id.name)}`;

/** A function: the port is plugged in after this module loads. */
const columns = () => ({ row: descriptionTemplate, isUsed: isUsed(TEMPLATE_ID) });

export function toTemplate(row: Row, used: boolean): DescriptionTemplate {
  return {
    id: row.id,
    name: row.name,
    multi_language_content: { en: row.contentEn, es: row.contentEs },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    is_used: used,
    rowVersion: row.rowVersion,
  };
}

/** GET /descriptions: no filter, its orders served by description_template_updated_idx (db/list-search.ts). */
const templateList = listSearch<DescriptionTemplateListQuery, { row: Row; isUsed: boolean }>({
  name: 'description_templates',
  table: descriptionTemplate,
  id: descriptionTemplate.id,
  filters: {},
  order: (q) => ({ key: q.order.direction, order: TEMPLATE_SORT.orderBy(descriptionTemplate, q.order) }),
  rows: (db, extra) => db.select({ ...columns(), ...extra }).from(descriptionTemplate),
  exactUpTo: EXACT_COUNT_LIMIT,
  // A deep page starts at its day (description_template_day_count, migration 0036).
  dayCounts: { column: descriptionTemplate.updatedAt, direction: (q) => q.order.direction },
});

/** GET /descriptions (API-M-01): the page's ids first, read in index order, then those rows. */
export async function listTemplates(db: Db, q: DescriptionTemplateListQuery) {
  const { rows, total } = await templateList.page(db, q, { offset: q.offset, size: q.limit });
  return { data: rows.map((r) => toTemplate(r.row, r.isUsed)), count: total };
}

/** The detail's statement, named: planned once per connection (db/prepared.ts). */
const templateById = preparedPer((db) =>
  db
    .select(columns())
    .from(descriptionTemplate)
    .where(eq(descriptionTemplate.id, sql.placeholder('id')))
    .prepare('description_template_detail'),
);

async function readTemplate(db: Db, id: number, lock = false): Promise<{ row: Row; isUsed: boolean }> {
  if (lock) {
    const [row] = await db.select().from(descriptionTemplate).where(eq(descriptionTemplate.id, id)).for('update');
    if (!row) throw notFound(MESSAGES.notFound(id));
    // Read after the lock, in a statement of its own: sees every plan committed before it was taken.
    const result = await db.execute(sql`select ${isUsed(sql`${id}::int`)} as "isUsed"`);
    const [used] = (result as unknown as { rows: { isUsed: boolean }[] }).rows;
    return { row, isUsed: used?.isUsed === true };
  }
  const [found] = await templateById(db).execute({ id });
  if (!found) throw notFound(MESSAGES.notFound(id));
  return found;
}

/** GET /descriptions/{id} (API-M-02). */
export async function getTemplate(db: Db, id: number): Promise<DescriptionTemplate> {
  const { row, isUsed: used } = await readTemplate(db, id);
  return toTemplate(row, used);
}

const audit = entityAudit(DESCRIPTION_TEMPLATE_ENTITY);

/** The columns a body writes, its rich text sanitised. */
function columnsOf(body: DescriptionTemplateBody) {
  const content = cleanMultiLanguageContent(body.multi_language_content);
  return { name: body.name, contentEn: content.en, contentEs: content.es };
}

/** POST /descriptions (API-M-03). */
export async function createTemplate(
  db: Db,
  body: DescriptionTemplateBody,
  actor: Principal,
  clock: Clock,
): Promise<DescriptionTemplate> {
  const columns = columnsOf(body);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(descriptionTemplate)
      .values({ ...columns, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('description template not written');
    const template = toTemplate(row, false);
    await audit(tx, actor, 'CREATE', row.id, null, template, now);
    return template;
  });
}

/** The audited fields of a template (what staff edit). */
const audited = (t: DescriptionTemplate) => ({ name: t.name, multi_language_content: t.multi_language_content });

/**
 * PUT /descriptions/{id} (API-M-04): refused as stale (409, with the current values) when someone saved
 * since `readVersion`. An edit that changes nothing writes nothing.
 */
export async function updateTemplate(
  db: Db,
  id: number,
  body: DescriptionTemplateBody,
  readVersion: number,
  actor: Principal,
  clock: Clock,
): Promise<DescriptionTemplate> {
  const columns = columnsOf(body);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const { row, isUsed: used } = await readTemplate(tx, id, true);
    const before = toTemplate(row, used);
    if (row.rowVersion !== readVersion) throw stale(MESSAGES.stale, before);
    if (row.name === columns.name && row.contentEn === columns.contentEn && row.contentEs === columns.contentEs) {
      return before;
    }
    const [updated] = await tx
      .update(descriptionTemplate)
      .set({ ...columns, updatedAt: now, rowVersion: nextVersion(descriptionTemplate.rowVersion) })
      .where(eq(descriptionTemplate.id, id))
      .returning();
    if (!updated) throw new Error('description template not written');
    const after = toTemplate(updated, used);
    await audit(tx, actor, 'UPDATE', id, audited(before), audited(after), now);
    return after;
  });
}

/** DELETE /descriptions/{id} (API-M-05): refused (409) while a plan links it (DT-05). */
export async function deleteTemplate(db: Db, id: number, actor: Principal, clock: Clock): Promise<void> {
  const now = clock.now();
  try {
    await db.transaction(async (tx) => {
      const { row, isUsed: used } = await readTemplate(tx, id, true);
      if (used) throw refused(MESSAGES.inUse);
      await tx.delete(descriptionTemplate).where(eq(descriptionTemplate.id, id));
      await audit(tx, actor, 'DELETE', id, toTemplate(row, used), null, now);
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw refused(MESSAGES.inUse);
    throw err;
  }
}
