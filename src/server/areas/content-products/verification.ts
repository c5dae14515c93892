import { eq, inArray, or } from 'drizzle-orm';
import type { VerifyResult } from '../../../shared/domain/catalog-workflow';
import { COURSE_LEVELS, courseIdOf, isValidVersion, versionFormatProblem } from '../../../shared/domain/content-naming';
import { PRODUCT_TYPE_LABELS, type ProductType } from '../../../shared/domain/content-product-types';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { type CourseNeed, checkCourses, Findings, type LanguageRow, loadLanguages } from '../catalog-workflow';
import { contentProduct } from './tables';

/** Checks content products against the content catalogue and the other products (CAT-VERIFY-*). */

type ProductRow = typeof contentProduct.$inferSelect;

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
