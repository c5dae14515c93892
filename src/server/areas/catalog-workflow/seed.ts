import { sql } from 'drizzle-orm';
import type { CatalogEntity } from '../../../shared/domain/catalog-workflow';
import {
  canonicalFileName,
  courseIdOf,
  LEVEL_COURSE_LESSONS,
  MINI_COURSE_LESSONS,
  REQUIRED_FILE_KINDS,
} from '../../../shared/domain/content-naming';
import type { Principal } from '../../auth/principal';
import type { Db } from '../../db/client';
import { valuesPresent } from '../../db/sql';
import { enqueueJob } from '../../jobs/runner';
import { LANGUAGES } from '../reference';
import { PUBLISH_JOB } from './service';
import { contentCourse, type contentFile } from './tables';

/** When the seeded content was loaded (updatedAt of every course and of the unchanged files). */
export const CONTENT_SEEDED_AT = new Date('2026-01-15T09:00:00.000Z');
/** When the files of the `changedAfterVerify` courses were changed. */
export const CONTENT_CHANGED_AT = new Date('2026-06-01T09:00:00.000Z');
/**
 * A last-verified time between the two: an item verified at this time and built from a
 * `changedAfterVerify` course reports those files as updatedFiles.
 */
export const CONTENT_VERIFIED_BEFORE_CHANGE = new Date('2026-03-01T09:00:00.000Z');

/** One planted defect: a required file left out, or stored under a name breaking the naming rules. */
export interface PlantedContentDefect {
  courseId: string;
  lessonNumber: number;
  kind: string;
  defect: 'missing' | 'badName';
  /** The stored (wrong) file name of a 'badName' defect. */
  fileName?: string;
}

export const PLANTED_CONTENT_DEFECTS: readonly PlantedContentDefect[] = [
  // missing required files (verification: mismatchedItems)
  { courseId: 'la-L1', lessonNumber: 7, kind: 'audio', defect: 'missing' },
  { courseId: 'oj-L3', lessonNumber: 30, kind: 'transcript', defect: 'missing' },
  { courseId: 'ga-MINI', lessonNumber: 4, kind: 'image', defect: 'missing' },
  { courseId: 'cy-MINI', lessonNumber: 10, kind: 'audio', defect: 'missing' },
  // names breaking the naming rules (verification: incorrectFormatItems)
  { courseId: 'sw-L2', lessonNumber: 12, kind: 'audio', defect: 'badName', fileName: 'SW_L2_L12_audio.wav' },
  { courseId: 'hu-L5', lessonNumber: 1, kind: 'image', defect: 'badName', fileName: 'HU_L5_L1_image.png' },
  {
    courseId: 'tl-MINI',
    lessonNumber: 3,
    kind: 'transcript',
    defect: 'badName',
    fileName: 'tl_mini_l03_transcript.json',
  },
  // both kinds in one course
  { courseId: 'ur-L4', lessonNumber: 15, kind: 'audio', defect: 'missing' },
  { courseId: 'ur-L4', lessonNumber: 16, kind: 'image', defect: 'badName', fileName: 'UR_L4_L16_image.gif' },
  { courseId: 'ps-MINI', lessonNumber: 2, kind: 'transcript', defect: 'missing' },
  { courseId: 'ps-MINI', lessonNumber: 5, kind: 'audio', defect: 'badName', fileName: 'PS_MINI_L05_audio.m4a' },
];

/** Files changed at CONTENT_CHANGED_AT (the courses stay clean: they pass, reporting updatedFiles). */
const CHANGED_FILES: readonly { courseId: string; lessonNumber: number; kind: string }[] = [
  { courseId: 'fr-L2', lessonNumber: 3, kind: 'audio' },
  { courseId: 'fr-L2', lessonNumber: 4, kind: 'audio' },
  { courseId: 'de-L1', lessonNumber: 1, kind: 'transcript' },
  { courseId: 'it-MINI', lessonNumber: 2, kind: 'audio' },
  { courseId: 'it-MINI', lessonNumber: 2, kind: 'image' },
  { courseId: 'es-ES-MINI', lessonNumber: 9, kind: 'transcript' },
];

/**
 * The defects planted in the seeded content catalogue, by course id, so demo seeds and tests can pick
 * items that pass and items that fail. Every other course is clean (e.g. 'fr-MINI', 'fr-L1', 'de-L3').
 * - missingFiles: a lesson lacks a required file → mismatchedItems only.
 * - badFileNames: a file name breaks the naming rules → incorrectFormatItems only.
 * - missingAndBadFileNames: both → mismatchedItems and incorrectFormatItems.
 * - changedAfterVerify: clean, but some files changed at CONTENT_CHANGED_AT → pass with updatedFiles
 *   when last verified before (e.g. at CONTENT_VERIFIED_BEFORE_CHANGE).
 * - versions: clean courses whose content version is not 'orig' (a product naming 'orig' for them
 *   is a mismatch; naming this version passes). All other courses are at 'orig'.
 */
export const CONTENT_DEFECTS = {
  missingFiles: ['la-L1', 'oj-L3', 'ga-MINI', 'cy-MINI'],
  badFileNames: ['sw-L2', 'hu-L5', 'tl-MINI'],
  missingAndBadFileNames: ['ur-L4', 'ps-MINI'],
  changedAfterVerify: ['fr-L2', 'de-L1', 'it-MINI', 'es-ES-MINI'],
  versions: { 'ja-L2': '2024', 'ko-L1': '2025' } as Record<string, string>,
} as const;

/** True when verification of the whole course finds nothing wrong. */
export function isCleanContentCourse(courseId: string): boolean {
  return !PLANTED_CONTENT_DEFECTS.some((d) => d.courseId === courseId);
}

type CourseRow = typeof contentCourse.$inferInsert;
type FileRow = typeof contentFile.$inferInsert;

const key = (courseId: string, lessonNumber: number, kind: string) => `${courseId}|${lessonNumber}|${kind}`;

/** Every course of every course language, and the files of each lesson, with the defects planted. */
export function buildContentCatalog(): { courses: CourseRow[]; files: FileRow[] } {
  const defects = new Map(PLANTED_CONTENT_DEFECTS.map((d) => [key(d.courseId, d.lessonNumber, d.kind), d]));
  const changed = new Set(CHANGED_FILES.map((f) => key(f.courseId, f.lessonNumber, f.kind)));
  const versions: Record<string, string> = CONTENT_DEFECTS.versions;
  const courses: CourseRow[] = [];
  const files: FileRow[] = [];
  for (const lang of LANGUAGES) {
    if (lang.isAllAccess) continue;
    const plan: { level: number | null; name: string; lessons: number }[] = [
      ...[1, 2, 3, 4, 5].map((level) => ({
        level,
        name: `${lang.name} Level ${level}`,
        lessons: LEVEL_COURSE_LESSONS,
      })),
      { level: null, name: `${lang.name} Mini Course`, lessons: MINI_COURSE_LESSONS },
    ];
    for (const c of plan) {
      const id = courseIdOf(lang.code, c.level);
      const version = versions[id] ?? 'orig';
      courses.push({
        id,
        languageId: lang.id,
        kind: c.level === null ? 'mini' : 'level',
        level: c.level,
        name: c.name,
        version,
        totalLessons: c.lessons,
        updatedAt: CONTENT_SEEDED_AT,
      });
      for (let lesson = 1; lesson <= c.lessons; lesson += 1) {
        for (const kind of REQUIRED_FILE_KINDS) {
          const k = key(id, lesson, kind);
          const defect = defects.get(k);
          if (defect?.defect === 'missing') continue;
          // Images alternate between the two allowed formats, as real content does.
          const ext = kind === 'image' && lesson % 3 === 0 ? 'jpg' : undefined;
          files.push({
            courseId: id,
            lessonNumber: lesson,
            kind,
            fileName: defect?.fileName ?? canonicalFileName(id, lesson, kind, ext),
            version,
            updatedAt: changed.has(k) ? CONTENT_CHANGED_AT : CONTENT_SEEDED_AT,
          });
        }
      }
    }
  }
  return { courses, files };
}

/** One multi-row insert of files: the columns as arrays, unnested by the database (fast on PGlite). */
async function insertFiles(db: Db, rows: FileRow[]): Promise<void> {
  if (rows.length === 0) return;
  const column = <T>(pick: (f: FileRow) => T) => sql.param(rows.map(pick));
  await db.execute(sql`
    insert into content_file (course_id, lesson_number, kind, file_name, version, updated_at)
    select * from unnest(
      ${column((f) => f.courseId)}::text[], ${column((f) => f.lessonNumber)}::int[], ${column((f) => f.kind)}::text[],
      ${column((f) => f.fileName)}::text[], ${column((f) => f.version)}::text[],
      ${column((f) => (f.updatedAt ?? CONTENT_SEEDED_AT).toISOString())}::timestamptz[])`);
}

/**
 * Loads the course content catalogue (CAT-VERIFY-01): for each of the 51 course languages the level
 * courses `${code}-L1`..`${code}-L5` (30 lessons) and the mini course `${code}-MINI` (10 lessons),
 * each lesson with its required files, with CONTENT_DEFECTS planted. Idempotent: courses already
 * there (and their files) are left untouched; only missing courses are added (two statements).
 */
export async function seedContentCatalog(db: Db): Promise<void> {
  const { courses, files } = buildContentCatalog();
  await db.transaction(async (tx) => {
    const existing = await valuesPresent(
      tx,
      contentCourse.id,
      courses.map((c) => c.id),
    );
    const newCourses = courses.filter((c) => !existing.has(c.id));
    if (newCourses.length === 0) return;
    const newIds = new Set(newCourses.map((c) => c.id));
    await tx.insert(contentCourse).values(newCourses).onConflictDoNothing();
    await insertFiles(
      tx,
      files.filter((f) => newIds.has(f.courseId)),
    );
  });
}

/** The demo account that scheduled the seeded publishes. */
export const DEMO_WORKFLOW_ACTOR: Principal = {
  sub: 'staff-catalog',
  email: 'catalog@portal.example.com',
  nickname: 'Catalog',
  permissions: [],
};

/** Queues the publish job of a seeded item that carries a scheduled publish. */
export function scheduleDemoPublish(tx: Db, entity: CatalogEntity, id: number, runAt: Date): Promise<void> {
  return enqueueJob(tx, { kind: PUBLISH_JOB, entityType: entity, entityId: id }, runAt, DEMO_WORKFLOW_ACTOR);
}
