import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Page, type PageQuery, type Sort, toPage } from '../../../shared/contracts/common';
import type { MiniCourse, MiniCourseChangeLog } from '../../../shared/contracts/mini-courses';
import type { CatalogStatus } from '../../../shared/domain/catalog-workflow';
import type { Db } from '../../db/client';
import { listTotal } from '../../db/list-count';
import { bytewise } from '../../db/list-sort';
import { likeContains } from '../../db/sql';
import { auditActor, auditPage } from '../audit';
import { language } from '../reference';
import { MINI_COURSE_LIST_SORT, miniCourse } from './tables';

export const MINI_COURSE_ENTITY = 'mini_course';

export interface ListMiniCoursesInput extends PageQuery {
  /** Case-insensitive substring of the language name. */
  language?: string;
  statuses: CatalogStatus[];
  sort: Sort<'lastModifiedDate' | 'languageName' | 'status' | 'totalLessons' | 'id'>;
}

/** The ORDER BY of a page: the mini course's own keys (./tables.ts), or the joined language name. */
function orderOf(sort: ListMiniCoursesInput['sort']): SQL[] {
  if (sort.field !== 'languageName') return MINI_COURSE_LIST_SORT.orderBy(miniCourse, { ...sort, field: sort.field });
  const dir = sort.direction === 'DESC' ? desc : asc;
  return [dir(bytewise(language.name)), dir(miniCourse.id)];
}

/** GET /mini-courses (API-P-26): one page, filtered by status and language name. */
export async function listMiniCourses(db: Db, input: ListMiniCoursesInput): Promise<Page<MiniCourse>> {
  const where = and(
    input.language ? sql`${language.name} ilike ${likeContains(input.language)}` : undefined,
    input.statuses.length ? inArray(miniCourse.status, input.statuses) : undefined,
  );
  // One after the other: a transaction is one connection, and a page is two cheap queries.
  const rows = await db
    .select({
      id: miniCourse.id,
      status: miniCourse.status,
      languageId: miniCourse.languageId,
      languageName: language.name,
      scheduledPublishTime: miniCourse.scheduledPublishTime,
      totalLessons: miniCourse.totalLessons,
      lastModifiedDate: miniCourse.lastModifiedDate,
    })
    .from(miniCourse)
    .innerJoin(language, eq(language.id, miniCourse.languageId))
    .where(where)
    .orderBy(...orderOf(input.sort))
    .limit(input.size)
    .offset(input.page * input.size);
  const total = await listTotal(
    db,
    sql`from ${miniCourse} inner join ${language} on ${language.id} = ${miniCourse.languageId}${where ? sql` where ${where}` : sql``}`,
  );
  const content = rows.map((row) => ({
    ...row,
    status: row.status as CatalogStatus,
    scheduledPublishTime: row.scheduledPublishTime ? row.scheduledPublishTime.getTime() : null,
    lastModifiedDate: row.lastModifiedDate.toISOString(),
  }));
  return toPage(content, total, input);
}

/** GET /mini-course-change-logs (API-P-31, MC-07). */
export async function listMiniCourseChangeLogs(
  db: Db,
  input: PageQuery & { miniCourseId: number; sort: Sort<'createdDate'> },
): Promise<Page<MiniCourseChangeLog>> {
  const { rows, total } = await auditPage(db, {
    ...input,
    entityType: MINI_COURSE_ENTITY,
    entityId: input.miniCourseId,
  });
  const content = rows.map((row) => ({
    id: row.id,
    action: row.action,
    comments: row.comment,
    createdBy: auditActor(row),
    createdDate: row.at.toISOString(),
  }));
  return toPage(content, total, input);
}
