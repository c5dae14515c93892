/**
 * The content naming rules of the course content catalogue (CAT-VERIFY-NAMING). Verification checks
 * every content file against them; the catalogue seed builds its file names with them.
 *
 * Courses
 * - A language's main course has five level courses, id `${code}-L${level}` (e.g. 'fr-L2',
 *   'es-419-L1'), and one mini course, id `${code}-MINI` (e.g. 'fr-MINI'). `code` is the language's
 *   `code` (language table), so it may itself contain a hyphen: the course part is what follows the
 *   LAST hyphen.
 * - A course's content version is 'orig' (the original recording) or a 4-digit revision such as '2024'.
 *
 * Files
 * - Every lesson has one file of each REQUIRED kind: 'audio' (.mp3), 'transcript' (.json) and
 *   'image' (.png or .jpg). A lesson may have OPTIONAL files: 'vocabulary' (.json).
 * - The file name is `${LANG}_${COURSE}_L${lesson:02}_${kind}.${ext}`: LANG is the language code
 *   upper-case (FR, ES-419, EN-US), COURSE is L1..L5 or MINI, the lesson number has two digits and
 *   the kind is lower-case, e.g. 'FR_L2_L07_audio.mp3', 'ES-419_MINI_L03_image.jpg'.
 * - Lesson numbers are 1 to 30.
 */

export const LESSON_MIN = 1;
export const LESSON_MAX = 30;
export const COURSE_LEVELS = [1, 2, 3, 4, 5] as const;
/** Lessons of a level course and of a mini course as the catalogue is built. */
export const LEVEL_COURSE_LESSONS = 30;
export const MINI_COURSE_LESSONS = 10;

/** The file kinds every lesson needs. */
export const REQUIRED_FILE_KINDS = ['audio', 'transcript', 'image'] as const;
export type RequiredFileKind = (typeof REQUIRED_FILE_KINDS)[number];

/** Allowed extensions per file kind (required and optional kinds); the first is the default. */
export const FILE_KIND_EXTENSIONS: Record<string, readonly string[]> = {
  audio: ['mp3'],
  transcript: ['json'],
  image: ['png', 'jpg'],
  vocabulary: ['json'],
};

export type CourseKind = 'level' | 'mini';

export interface ParsedCourseId {
  languageCode: string;
  kind: CourseKind;
  /** 1..5 for a level course, null for a mini course. */
  level: number | null;
}

/** The id of a level course ('fr-L2') or, with level null, of the mini course ('fr-MINI'). */
export function courseIdOf(languageCode: string, level: number | null): string {
  return level === null ? `${languageCode}-MINI` : `${languageCode}-L${level}`;
}

/** Splits a course id into language code, kind and level; null when it is not a course id. */
export function parseCourseId(courseId: string): ParsedCourseId | null {
  const cut = courseId.lastIndexOf('-');
  if (cut <= 0) return null;
  const languageCode = courseId.slice(0, cut);
  const part = courseId.slice(cut + 1);
  if (part === 'MINI') return { languageCode, kind: 'mini', level: null };
  const match = /^L([1-5])$/.exec(part);
  return match ? { languageCode, kind: 'level', level: Number(match[1]) } : null;
}

/** 'orig' or 4 digits. */
export function isValidVersion(version: string | null | undefined): boolean {
  return typeof version === 'string' && /^(orig|\d{4})$/.test(version);
}

/** Problem text for a version that is not 'orig' or 4 digits. */
export const versionFormatProblem = (version: string) => `Version '${version}' must be 'orig' or 4 digits`;

/** Two-digit lesson number: 7 → '07'. */
export const lessonPart = (lessonNumber: number) => String(lessonNumber).padStart(2, '0');

/** Human text of the allowed extensions: '.mp3', '.png or .jpg'. */
export function extensionsText(kind: string): string {
  const exts = FILE_KIND_EXTENSIONS[kind] ?? [];
  return exts.map((e) => `.${e}`).join(' or ');
}

/** The canonical file name of a lesson file (extension: the kind's default unless given). */
export function canonicalFileName(courseId: string, lessonNumber: number, kind: string, ext?: string): string {
  const parsed = parseCourseId(courseId);
  const lang = (parsed?.languageCode ?? courseId).toUpperCase();
  const course = parsed ? (parsed.level === null ? 'MINI' : `L${parsed.level}`) : '';
  const extension = ext ?? FILE_KIND_EXTENSIONS[kind]?.[0] ?? '';
  return `${lang}_${course}_L${lessonPart(lessonNumber)}_${kind}.${extension}`;
}

/**
 * Checks one file of a course's lesson against the naming rules: null when it follows them, else one
 * problem text starting with the file name, e.g. 'FR_L2_L07_audio.wav: audio must be .mp3'.
 */
export function checkFileName(courseId: string, lessonNumber: number, kind: string, fileName: string): string | null {
  const allowed = FILE_KIND_EXTENSIONS[kind];
  if (!allowed) return `${fileName}: unknown file kind '${kind}'`;
  if (!Number.isInteger(lessonNumber) || lessonNumber < LESSON_MIN || lessonNumber > LESSON_MAX) {
    return `${fileName}: lesson number ${lessonNumber} is not between ${LESSON_MIN} and ${LESSON_MAX}`;
  }
  if (!parseCourseId(courseId)) return `${fileName}: '${courseId}' is not a course id`;
  const dot = fileName.lastIndexOf('.');
  const stem = dot >= 0 ? fileName.slice(0, dot) : fileName;
  const ext = dot >= 0 ? fileName.slice(dot + 1) : '';
  const okExt = allowed.includes(ext);
  const expectedStem = canonicalFileName(courseId, lessonNumber, kind, '').slice(0, -1);
  if (stem !== expectedStem) {
    return `${fileName}: name must be ${canonicalFileName(courseId, lessonNumber, kind, okExt ? ext : undefined)}`;
  }
  if (!okExt) return `${fileName}: ${kind} must be ${extensionsText(kind)}`;
  return null;
}
