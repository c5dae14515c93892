import type { FormInstance } from 'antd';
import { useCallback, useRef } from 'react';
import { type Violation, validateProduct } from '../../../../shared/domain/content-product';
import { sameJson } from '../../../components/same-json';
import {
  fieldPath,
  formToDraft,
  isFormField,
  type ProductFormTab,
  type ProductFormValues,
  tabOfField,
} from './product-form-model';

type NamePath = (string | number)[];
const key = (path: NamePath) => path.join('.');
/** The form field showing a violation: Nami group ids are one tags field, so an element's error shows on it. */
const shownOn = (field: string): NamePath => {
  const name = fieldPath(field);
  return name[0] === 'namiGroups' ? ['namiGroups'] : name;
};
// A violation names a field by a path built at run time, not one of the form's typed paths.
const valueAt = (form: FormInstance<ProductFormValues>, name: NamePath): unknown =>
  (form as FormInstance).getFieldValue(name);

export interface ProductFormRules {
  /**
   * Runs the shared `validateProduct` on the form's values and shows its violations on the fields.
   * Returns the tab of the first violation, or null when the values may be saved.
   */
  check: () => ProductFormTab | null;
  /**
   * Re-checks on every change: fields the user has changed show their errors as they type (a lesson
   * 31 says so at once, and keeps 31), and after a first save attempt every field does, so fixed
   * fields lose their error.
   */
  recheck: () => void;
  /**
   * Shows the fields a server refusal names (a 400's violations, a duplicate ISBN's 409) until the user
   * changes that field; what is no form field (If-Match) is left to the toast. Returns the tab of the
   * first field shown, or null.
   */
  showRefusal: (violations: readonly Violation[]) => ProductFormTab | null;
}

/** Maps the shared product rules' violations onto the antd form's fields (no rule lives in the UI). */
export function useProductFormRules(form: FormInstance<ProductFormValues>): ProductFormRules {
  /** Fields currently showing an error set by us, so they can be cleared. */
  const shown = useRef<Map<string, NamePath>>(new Map());
  const attempted = useRef(false);
  /** The last refusal's violations, with the value each field had then. */
  const refusal = useRef<{ violation: Violation; value: unknown }[]>([]);

  /** Shows these violations on the form's fields and clears the others; the tab of the first, or null. */
  const showViolations = useCallback(
    (all: readonly Violation[]): ProductFormTab | null => {
      const violations = all.filter((v) => isFormField(fieldPath(v.field)));
      const merged = new Map<string, { name: NamePath; errors: string[] }>();
      for (const v of violations) {
        const name = shownOn(v.field);
        const entry = merged.get(key(name)) ?? { name, errors: [] };
        if (!entry.errors.includes(v.message)) entry.errors.push(v.message);
        merged.set(key(name), entry);
      }
      const cleared = [...shown.current.entries()]
        .filter(([k]) => !merged.has(k))
        .map(([, name]) => ({ name, errors: [] as string[] }));
      form.setFields([...cleared, ...merged.values()] as Parameters<typeof form.setFields>[0]);
      shown.current = new Map([...merged.values()].map((e) => [key(e.name), e.name]));
      const first = violations[0];
      return first ? tabOfField(fieldPath(first.field)) : null;
    },
    [form],
  );

  const check = useCallback((): ProductFormTab | null => {
    attempted.current = true;
    refusal.current = []; // the server judges the new attempt again
    const values = form.getFieldsValue(true) as ProductFormValues;
    return showViolations(validateProduct(formToDraft(values)));
  }, [form, showViolations]);

  const recheck = useCallback(() => {
    const values = form.getFieldsValue(true) as ProductFormValues;
    const violations = validateProduct(formToDraft(values));
    const standing = refusal.current
      .filter(({ violation, value }) => sameJson(valueAt(form, shownOn(violation.field)), value))
      .map(({ violation }) => violation);
    showViolations([
      ...(attempted.current
        ? violations
        : violations.filter((v) => (form as FormInstance).isFieldTouched(shownOn(v.field)))),
      ...standing,
    ]);
  }, [form, showViolations]);

  const showRefusal = useCallback(
    (violations: readonly Violation[]): ProductFormTab | null => {
      refusal.current = violations.map((violation) => ({
        violation,
        value: valueAt(form, shownOn(violation.field)),
      }));
      return showViolations(violations);
    },
    [form, showViolations],
  );

  return { check, recheck, showRefusal };
}
