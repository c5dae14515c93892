import type { Dayjs } from 'dayjs';
import { CATALOG_STATUS_LABELS, type CatalogStatus } from '../../../shared/domain/catalog-workflow';
import { PRODUCT_TYPE_LABELS, type ProductType } from '../../../shared/domain/content-product-types';
import { dayRangeTag } from '../../components/date-format';
import { pickerRange } from '../../components/date-range';
import type { ProductListState } from './list-url';

export type CourseType = 'standard' | 'premium';
export const COURSE_TYPE_LABELS: Record<CourseType, string> = { standard: 'Standard', premium: 'Premium' };
export const courseTypeOf = (isPremium: boolean | undefined): CourseType | undefined =>
  isPremium === undefined ? undefined : isPremium ? 'premium' : 'standard';

/** The Advanced Search form. */
export interface AdvancedSearchValues {
  isbn?: string;
  modifiedRange?: [Dayjs | null, Dayjs | null] | null;
  productTypes?: ProductType[];
  languageId?: number | null;
  courseType?: CourseType | null;
}

/** CP-LIST-05: the form → URL state; ISBN trimmed, the dates at the start and end of their days. */
export function advancedSearchPatch(values: AdvancedSearchValues): Partial<ProductListState> {
  const [from, to] = values.modifiedRange ?? [null, null];
  return {
    isbn: (values.isbn ?? '').trim(),
    lastModifiedDateFrom: from ? from.startOf('day').toISOString() : undefined,
    lastModifiedDateTo: to ? to.endOf('day').toISOString() : undefined,
    productTypes: values.productTypes ?? [],
    languageId: values.languageId ?? undefined,
    isPremium: values.courseType ? values.courseType === 'premium' : undefined,
    page: 1,
  };
}

/** URL state → the Advanced Search form's initial values. */
export function advancedSearchValues(state: ProductListState): AdvancedSearchValues {
  return {
    isbn: state.isbn,
    modifiedRange: pickerRange(state.lastModifiedDateFrom, state.lastModifiedDateTo),
    productTypes: state.productTypes,
    languageId: state.languageId ?? null,
    courseType: courseTypeOf(state.isPremium) ?? null,
  };
}

export interface FilterTag {
  key: string;
  label: string;
  /** The URL-state change that removes this filter (and goes back to page 1). */
  remove: Partial<ProductListState>;
}

/** CP-LIST-06: one removable tag per active filter value. */
export function filterTags(state: ProductListState, languageName: (id: number) => string | undefined): FilterTag[] {
  const tags: FilterTag[] = [];
  for (const status of state.statuses) {
    tags.push({
      key: `status:${status}`,
      label: `Status: ${CATALOG_STATUS_LABELS[status as CatalogStatus]}`,
      remove: { statuses: state.statuses.filter((s) => s !== status), page: 1 },
    });
  }
  if (state.isbn.trim()) tags.push({ key: 'isbn', label: `ISBN: ${state.isbn.trim()}`, remove: { isbn: '', page: 1 } });
  tags.push(
    ...dayRangeTag('modified', 'Modified', [state.lastModifiedDateFrom, state.lastModifiedDateTo], {
      lastModifiedDateFrom: undefined,
      lastModifiedDateTo: undefined,
      page: 1,
    }),
  );
  for (const type of state.productTypes) {
    tags.push({
      key: `type:${type}`,
      label: `Product type: ${PRODUCT_TYPE_LABELS[type]}`,
      remove: { productTypes: state.productTypes.filter((t) => t !== type), page: 1 },
    });
  }
  if (state.languageId !== undefined) {
    tags.push({
      key: 'language',
      label: `Language: ${languageName(state.languageId) ?? `#${state.languageId}`}`,
      remove: { languageId: undefined, page: 1 },
    });
  }
  const courseType = courseTypeOf(state.isPremium);
  if (courseType) {
    tags.push({
      key: 'courseType',
      label: `Course type: ${COURSE_TYPE_LABELS[courseType]}`,
      remove: { isPremium: undefined, page: 1 },
    });
  }
  return tags;
}
