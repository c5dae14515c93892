import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Page, type PageQuery, type Sort, toPage } from '../../../shared/contracts/common';
import type { MiniCourse, MiniCourseChangeLog } from '../../../shared/contracts/mini-courses';
import type { CatalogStatus } from '../../../shared/domain/catalog-workflow';
import type { Db } from '../../db/client';
import { likeContains } from '../../db/sql';
import { auditActor, auditPage } from '../audit';
import { language } from '../reference';
import { miniCourse } from './tables';

export const MINI_COURSE_ENTITY = 'mini_course';

export interface ListMiniCoursesInput extends PageQuery {
  /** Case-insensitive substring of the language name. */
  language?: string;
  statuses: CatalogStatus[];
  sort: Sort<'lastModifiedDate' | 'languageName' | 'status' | 'totalLessons' | 'id'>;
}

const SORT_KEYS: Record<ListMiniCoursesInput['sort']['field'], SQL> = {
  lastModifiedDate: sql`${miniCourse.lastModifiedDate}`,
  languageName: sql`${language.name} collate "C"`,
  status: sql`${miniCourse.status}`,
  totalLessons: sql`${miniCourse.totalLessons}`,
  id: sql`${miniCourse.id}`,
};

/** GET /mini-courses (API-P-26): one page, filtered by status and language name. */
export async function listMiniCourses(db: Db, input: ListMiniCoursesInput): Promise<Page<MiniCourse>> {
  const where = and(
    input.language ? sql`${language.name} ilike ${likeContains(input.language)}` : undefined,
    input.statuses.length ? inArray(miniCourse.status, input.statuses) : undefined,
  );
  const direction = input.sort.direction === 'DESC' ? desc : asc;
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
    .orderBy(direction(SORT_KEYS[input.sort.field]), direction(miniCourse.id))
    .limit(input.size)
    .offset(input.page * input.size);
  const [total] = await db
    .select({ n: count() })
    .from(miniCourse)
    .innerJoin(language, eq(language.id, miniCourse.languageId))
    .where(where);
  const content = rows.map((row) => ({
    ...row,
    status: row.status as CatalogStatus,
    scheduledPublishTime: row.scheduledPublishTime ? row.scheduledPublishTime.getTime() : null,
    lastModifiedDate: row.lastModifiedDate.toISOString(),
  }));
  return toPage(content, total?.n ?? 0, input);
}

/** GET /mini-course-change-logs (API-P-31, MC-07). */
export async function listMiniCourseChangeLogs(
  db: Db,
  input: PageQuery & { miniCourseId: number; sort: Sort<'createdDate'> },
): Promise<Page<MiniCourseChangeLog>> {
  const { rows, total } = await auditPage(db, {
    entityType: MINI_COURSE_ENTITY,
    entityId: input.miniCourseId,
    page: input.page,
    size: input.size,
    direction: input.sort.direction,
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
