/**
 * Verification of mini courses and content products (their verification.ts) against the course content catalogue
 * (content_course, content_file) and the other products (CAT-VERIFY-*).
 *
 * - mismatchedItems: what is missing or does not fit (a course, level, version, lesson file, bundled
 *   or referenced product).
 * - incorrectFormatItems: what exists but breaks a format rule (file naming rules of
 *   src/shared/domain/content-naming.ts, a version that is not 'orig' or 4 digits, a bad course level).
 * - updatedFiles: names of the checked files (the item's courses, within its lesson range) changed
 *   after `since` (the item's last successful verification). Decision CAT-VERIFY-06: an item never
 *   verified (`since` null) reports no updated files: there is no earlier state to compare with.
 * - succeeded: no mismatched and no incorrect-format items; updated files do not fail a verification.
 *
 * Referenced products (bundled, premium, upgrade, upsell cards) must exist and must not be ARCHIVED
 * (an archived product can no longer be sold or shown): decision CAT-VERIFY-07.
 * Queries are few and fixed: the item, the referenced products (one query), the courses (one) and
 * their files (one), the language list (one).
 */
import { asc, inArray } from 'drizzle-orm';
import type { VerifyResult } from '../../../shared/domain/catalog-workflow';
import { checkFileName, isValidVersion, REQUIRED_FILE_KINDS } from '../../../shared/domain/content-naming';
import type { Db } from '../../db/client';
import { type LanguageRow, listLanguageRows } from '../reference';
import { contentCourse, contentFile } from './tables';

type CourseRow = typeof contentCourse.$inferSelect;

export type { LanguageRow };

interface FileRow {
  courseId: string;
  lessonNumber: number;
  kind: string;
  fileName: string;
  updatedAt: Date;
}

/** Collects the findings in order, without repeats. */
export class Findings {
  readonly mismatched = new Set<string>();
  readonly format = new Set<string>();
  readonly updated = new Set<string>();

  result(): VerifyResult {
    const mismatchedItems = [...this.mismatched];
    const incorrectFormatItems = [...this.format];
    return {
      succeeded: mismatchedItems.length === 0 && incorrectFormatItems.length === 0,
      updatedFiles: [...this.updated],
      mismatchedItems,
      incorrectFormatItems,
    };
  }
}

/** What of a course an item needs: which lessons, and which course facts it relies on. */
export interface CourseNeed {
  courseId: string;
  /** The lessons to check; null = every lesson of the course. */
  from: number | null;
  to: number | null;
  languageId: number;
  kind: 'level' | 'mini';
  level: number | null;
  /** The content version the item names; null = not checked. */
  version: string | null;
  /** Lessons the item says the course has (mini course); null = not checked. */
  totalLessons: number | null;
}

const courseLabel = (c: CourseRow) => `${c.name} (${c.id})`;

/** One query for the courses, one for their files; then checks each need. */
export async function checkCourses(
  db: Db,
  needs: CourseNeed[],
  languages: Map<number, LanguageRow>,
  since: Date | null,
  out: Findings,
): Promise<void> {
  if (needs.length === 0) return;
  const ids = [...new Set(needs.map((n) => n.courseId))];
  const courses = new Map(
    (await db.select().from(contentCourse).where(inArray(contentCourse.id, ids))).map((c) => [c.id, c]),
  );
  const files: FileRow[] =
    courses.size === 0
      ? []
      : await db
          .select({
            courseId: contentFile.courseId,
            lessonNumber: contentFile.lessonNumber,
            kind: contentFile.kind,
            fileName: contentFile.fileName,
            updatedAt: contentFile.updatedAt,
          })
          .from(contentFile)
          .where(inArray(contentFile.courseId, [...courses.keys()]))
          .orderBy(
            asc(contentFile.courseId),
            asc(contentFile.lessonNumber),
            asc(contentFile.kind),
            asc(contentFile.id),
          );
  const byLesson = new Map<string, FileRow[]>();
  for (const f of files) {
    const k = `${f.courseId}|${f.lessonNumber}`;
    const list = byLesson.get(k);
    if (list) list.push(f);
    else byLesson.set(k, [f]);
  }

  for (const need of needs) {
    const course = courses.get(need.courseId);
    if (!course) {
      out.mismatched.add(`Course ${need.courseId} does not exist in the content catalogue`);
      continue;
    }
    const label = courseLabel(course);
    if (course.languageId !== need.languageId) {
      const lang = languages.get(need.languageId)?.name ?? `language ${need.languageId}`;
      out.mismatched.add(`${label} is not a ${lang} course`);
    }
    if (need.kind === 'mini' && course.kind !== 'mini') out.mismatched.add(`${label} is not a mini course`);
    if (need.kind === 'level' && (course.kind !== 'level' || course.level !== need.level)) {
      out.mismatched.add(`${label} is not level ${need.level}`);
    }
    if (need.version !== null && isValidVersion(need.version) && need.version !== course.version) {
      out.mismatched.add(`Version ${need.version} does not match ${label}, which is at version ${course.version}`);
    }
    if (need.totalLessons !== null && need.totalLessons !== course.totalLessons) {
      out.mismatched.add(`${label} has ${course.totalLessons} lessons, not ${need.totalLessons}`);
    }
    const from = need.from ?? 1;
    const wanted = need.to ?? course.totalLessons;
    const countReported = need.totalLessons !== null && need.totalLessons !== course.totalLessons;
    if (!countReported && (from > course.totalLessons || wanted > course.totalLessons)) {
      out.mismatched.add(`Lessons ${from} to ${wanted} are outside ${label}, which has ${course.totalLessons} lessons`);
    }
    const to = Math.min(wanted, course.totalLessons);
    for (let lesson = from; lesson <= to; lesson += 1) {
      const lessonFiles = byLesson.get(`${course.id}|${lesson}`) ?? [];
      for (const kind of REQUIRED_FILE_KINDS) {
        if (!lessonFiles.some((f) => f.kind === kind)) {
          out.mismatched.add(`Lesson ${lesson} of ${label} has no ${kind} file`);
        }
      }
      for (const f of lessonFiles) {
        const problem = checkFileName(course.id, lesson, f.kind, f.fileName);
        if (problem) out.format.add(problem);
        if (since && f.updatedAt.getTime() > since.getTime()) out.updated.add(f.fileName);
      }
    }
  }
}

export async function loadLanguages(db: Db): Promise<Map<number, LanguageRow>> {
  return new Map((await listLanguageRows(db)).map((l) => [l.id, l]));
}
