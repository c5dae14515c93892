/**
 * Verification of mini courses and content products against the course content catalogue
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
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { VerifyResult } from '../../shared/domain/catalog-workflow';
import {
  COURSE_LEVELS,
  checkFileName,
  courseIdOf,
  isValidVersion,
  REQUIRED_FILE_KINDS,
  versionFormatProblem,
} from '../../shared/domain/content-naming';
import { PRODUCT_TYPE_LABELS, type ProductType } from '../../shared/domain/content-product-types';
import type { Db } from '../db/client';
import { contentCourse, contentFile, contentProduct, language, miniCourse } from '../db/schema';
import { notFound } from '../http/errors';

type CourseRow = typeof contentCourse.$inferSelect;
type ProductRow = typeof contentProduct.$inferSelect;
type LanguageRow = typeof language.$inferSelect;

interface FileRow {
  courseId: string;
  lessonNumber: number;
  kind: string;
  fileName: string;
  updatedAt: Date;
}

/** Collects the findings in order, without repeats. */
class Findings {
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
interface CourseNeed {
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
async function checkCourses(
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

async function loadLanguages(db: Db): Promise<Map<number, LanguageRow>> {
  return new Map((await db.select().from(language)).map((l) => [l.id, l]));
}

/** Checks a mini course against the content catalogue; files changed since `since` are reported. */
export async function checkMiniCourse(db: Db, id: number, since: Date | null): Promise<VerifyResult> {
  const [mini] = await db.select().from(miniCourse).where(eq(miniCourse.id, id));
  if (!mini) throw notFound(`Mini course ${id} not found`);
  const out = new Findings();
  const languages = await loadLanguages(db);
  await checkCourses(
    db,
    [
      {
        courseId: mini.courseId,
        from: 1,
        to: mini.totalLessons,
        languageId: mini.languageId,
        kind: 'mini',
        level: null,
        version: null,
        totalLessons: mini.totalLessons,
      },
    ],
    languages,
    since,
    out,
  );
  return out.result();
}

interface UpsellCard {
  upsellInAppId?: number | null;
  upsellInAppIsbn?: string | null;
}

const productLabel = (p: ProductRow) => (p.name ? `${p.isbn} (${p.name})` : p.isbn);
const typeLabel = (t: string) => PRODUCT_TYPE_LABELS[t as ProductType] ?? t;

/** The levels a multi-level course level names: '-1' = all five, '1,2' = levels 1 to 2; null if unreadable. */
function levelsOf(courseLevel: string): number[] | null {
  if (courseLevel === '-1') return [...COURSE_LEVELS];
  const parts = courseLevel.split(',').map((s) => Number(s.trim()));
  if (parts.length !== 2 || parts.some((n) => !Number.isInteger(n) || n < 1 || n > 5)) return null;
  const [a, b] = parts as [number, number];
  if (a >= b) return null;
  return Array.from({ length: b - a + 1 }, (_, i) => a + i);
}

/** Single level, Free and Lesson pack: the one level course and the lessons the product sells. */
function singleLevelNeeds(p: ProductRow, lang: LanguageRow | undefined, out: Findings): CourseNeed[] {
  const level = p.courseLevel === null || p.courseLevel === '' ? null : Number(p.courseLevel);
  if (level === null) {
    out.mismatched.add(`${productLabel(p)}: course level is missing`);
    return [];
  }
  if (!Number.isInteger(level) || level < 1 || level > 5) {
    out.format.add(`${productLabel(p)}: course level '${p.courseLevel}' must be 1 to 5`);
    return [];
  }
  // The version the product names (version, and the course version when both are set; default 'orig').
  const named = [p.version, p.courseVersion].filter((v): v is string => v !== null && v !== '');
  for (const v of new Set(named)) {
    if (!isValidVersion(v)) out.format.add(`${productLabel(p)}: ${versionFormatProblem(v)}`);
  }
  const valid = [...new Set(named.filter(isValidVersion))];
  if (valid.length > 1) {
    out.mismatched.add(`${productLabel(p)}: version ${valid[0]} differs from the course version ${valid[1]}`);
  }
  // An invalid version is a format item only; there is nothing to compare with the course.
  const version = named.length === 0 ? 'orig' : (valid[0] ?? null);
  let from: number | null = p.lessonFrom;
  let to: number | null = p.lessonTo;
  if (p.productType === 'FREE') {
    from = 1;
    to = 1;
  } else if (p.productType === 'LESSON_PACK' && (from === null || to === null)) {
    out.mismatched.add(`${productLabel(p)}: lesson range is missing`);
    return [];
  }
  if (from !== null && to !== null && from > to) {
    out.mismatched.add(`${productLabel(p)}: lesson range ${from} to ${to} is empty`);
    return [];
  }
  const expected = lang ? courseIdOf(lang.code, level) : `language-${p.languageId}-L${level}`;
  if (p.courseId && p.courseId !== expected) {
    out.mismatched.add(
      `${productLabel(p)}: course ${p.courseId} is not level ${level} of ${lang?.name ?? 'its language'} (${expected})`,
    );
  }
  return [
    {
      courseId: expected,
      from: from ?? 1,
      to,
      languageId: p.languageId,
      kind: 'level',
      level,
      version,
      totalLessons: null,
    },
  ];
}

/** Checks a content product against the content catalogue and the other products. */
export async function checkContentProduct(db: Db, id: number, since: Date | null): Promise<VerifyResult> {
  const [p] = await db.select().from(contentProduct).where(eq(contentProduct.id, id));
  if (!p) throw notFound(`Product ${id} not found`);
  const out = new Findings();
  const languages = await loadLanguages(db);
  const lang = languages.get(p.languageId);
  const label = productLabel(p);
  const cards = (Array.isArray(p.productUpsells) ? p.productUpsells : []) as UpsellCard[];
  const type = p.productType as ProductType;

  // The referenced products, in one query.
  const refIds = new Set<number>();
  const refIsbns = new Set<string>();
  if (type === 'MULTI_LEVEL') for (const b of p.bundledProductIds) refIds.add(b);
  if (type === 'UPGRADE' && p.premiumIsbn) refIsbns.add(p.premiumIsbn);
  if (p.upgradeIsbn) refIsbns.add(p.upgradeIsbn);
  else if (p.upgradeId !== null) refIds.add(p.upgradeId);
  for (const c of cards) {
    if (c.upsellInAppIsbn) refIsbns.add(c.upsellInAppIsbn);
    else if (typeof c.upsellInAppId === 'number') refIds.add(c.upsellInAppId);
  }
  const conditions = [
    ...(refIds.size ? [inArray(contentProduct.id, [...refIds])] : []),
    ...(refIsbns.size ? [inArray(contentProduct.isbn, [...refIsbns])] : []),
  ];
  const refs = conditions.length
    ? await db
        .select()
        .from(contentProduct)
        .where(or(...conditions))
    : [];
  const byId = new Map(refs.map((r) => [r.id, r]));
  const byIsbn = new Map(refs.map((r) => [r.isbn, r]));
  const usable = (what: string, ref: ProductRow | undefined, missing: string): ref is ProductRow => {
    if (!ref) {
      out.mismatched.add(`${what} ${missing} does not exist`);
      return false;
    }
    if (ref.status === 'ARCHIVED') out.mismatched.add(`${what} ${productLabel(ref)} is ARCHIVED`);
    return true;
  };
  const otherLanguage = (what: string, ref: ProductRow) => {
    if (ref.languageId === p.languageId) return false;
    const refLang = languages.get(ref.languageId)?.name ?? `language ${ref.languageId}`;
    out.mismatched.add(`${what} ${productLabel(ref)} is ${refLang}, not ${lang?.name ?? `language ${p.languageId}`}`);
    return true;
  };

  const needs: CourseNeed[] = [];
  switch (type) {
    case 'SINGLE_LEVEL':
    case 'FREE':
    case 'LESSON_PACK':
      needs.push(...singleLevelNeeds(p, lang, out));
      break;
    case 'MULTI_LEVEL': {
      if (p.bundledProductIds.length === 0) out.mismatched.add(`${label}: no single-level product is bundled`);
      const levels = p.courseLevel ? levelsOf(p.courseLevel) : null;
      if (p.courseLevel && !levels) {
        out.format.add(
          `${label}: course level '${p.courseLevel}' must be -1 (complete course) or a level range like 1,2`,
        );
      }
      const covered = new Set<number>();
      for (const bundledId of p.bundledProductIds) {
        const b = byId.get(bundledId);
        if (!usable('Bundled product', b, String(bundledId))) continue;
        const wrongLanguage = otherLanguage('Bundled product', b);
        if (b.productType !== 'SINGLE_LEVEL') {
          out.mismatched.add(`Bundled product ${productLabel(b)} is ${typeLabel(b.productType)}, not Single level`);
          continue;
        }
        if (wrongLanguage) continue;
        const level = Number(b.courseLevel);
        if (levels && Number.isInteger(level)) {
          if (levels.includes(level)) covered.add(level);
          else
            out.mismatched.add(
              `Bundled product ${productLabel(b)} is level ${level}, outside levels ${levels.join(', ')}`,
            );
        }
        needs.push(...singleLevelNeeds(b, lang, out));
      }
      if (levels && p.bundledProductIds.length > 0) {
        for (const level of levels) {
          if (!covered.has(level)) out.mismatched.add(`${label}: level ${level} has no bundled single-level product`);
        }
      }
      break;
    }
    case 'UPGRADE': {
      if (!p.premiumIsbn) {
        out.mismatched.add(`${label}: premium ISBN is missing`);
        break;
      }
      const premium = byIsbn.get(p.premiumIsbn);
      if (!usable('Premium product', premium, p.premiumIsbn)) break;
      if (!premium.isPremium) out.mismatched.add(`Premium product ${productLabel(premium)} is not a premium product`);
      otherLanguage('Premium product', premium);
      break;
    }
    case 'SUBSCRIPTION':
      if (!lang || lang.isAllAccess) {
        out.mismatched.add(`${label}: a subscription needs a course language`);
        break;
      }
      for (const level of COURSE_LEVELS) {
        needs.push({
          courseId: courseIdOf(lang.code, level),
          from: 1,
          to: null,
          languageId: p.languageId,
          kind: 'level',
          level,
          version: null,
          totalLessons: null,
        });
      }
      break;
    case 'ALL_ACCESS':
      if (!lang?.isAllAccess) out.mismatched.add(`${label}: an All Access product must have the language All Access`);
      break;
    default:
      // DVD, UPSELL: only the referenced products are checked.
      break;
  }

  // References every type may carry: the upgrade product and the upsell cards.
  if (p.upgradeIsbn) usable('Upgrade product', byIsbn.get(p.upgradeIsbn), p.upgradeIsbn);
  else if (p.upgradeId !== null) usable('Upgrade product', byId.get(p.upgradeId), String(p.upgradeId));
  cards.forEach((card, i) => {
    if (card.upsellInAppIsbn) usable('Upsell product', byIsbn.get(card.upsellInAppIsbn), card.upsellInAppIsbn);
    else if (typeof card.upsellInAppId === 'number') {
      usable('Upsell product', byId.get(card.upsellInAppId), String(card.upsellInAppId));
    } else out.mismatched.add(`Upsell card ${i + 1} has no in-app ISBN`);
  });

  await checkCourses(db, needs, languages, since, out);
  return out.result();
}
