import type { PlanListItem } from '../../../shared/contracts/ecom-products';
import { COURSE_TYPE_LABELS, PLAN_PRODUCT_TYPE_LABELS } from '../../../shared/domain/ecom-plan';
import type { ListColumn } from '../../components/ListTable';

/** The widths each plan table gives the columns planColumns makes (each page fits 1280 px its own way). */
export interface PlanColumnWidths {
  pid: number;
  language: number;
  courseType: number;
  productType: number;
  basePrice: number;
}

/**
 * The plan tables' first columns (the plan list EP-LIST-08, Publish plans): the PID (the link), plan
 * name, language, course type, product type and base price; the PID sorts by `pidSort` where given.
 */
export function planColumns<K extends string>(widths: PlanColumnWidths, pidSort?: K): ListColumn<PlanListItem, K>[] {
  return [
    { key: 'pid', title: 'PID', kind: 'code', width: widths.pid, sort: pidSort, text: (row) => row.pid, link: true },
    { key: 'name', title: 'Plan name', kind: 'text', text: (row) => row.name },
    { key: 'language', title: 'Language', kind: 'text', width: widths.language, text: (row) => row.languageName },
    {
      key: 'courseType',
      title: 'Course type',
      kind: 'enum',
      width: widths.courseType,
      text: (row) => (row.courseType ? COURSE_TYPE_LABELS[row.courseType] : null),
    },
    {
      key: 'productType',
      title: 'Product type',
      kind: 'enum',
      width: widths.productType,
      text: (row) => PLAN_PRODUCT_TYPE_LABELS[row.productType],
    },
    { key: 'basePrice', title: 'Base price', kind: 'text', width: widths.basePrice, text: (row) => row.basePriceName },
  ];
}
