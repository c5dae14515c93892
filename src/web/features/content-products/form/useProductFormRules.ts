import type { FormInstance } from 'antd';
import { useCallback, useRef } from 'react';
import { type Violation, validateProduct } from '../../../../shared/domain/content-product';
import { fieldPath, formToDraft, type ProductFormTab, type ProductFormValues, tabOfField } from './product-form-model';

type NamePath = (string | number)[];
const key = (path: NamePath) => path.join('.');

export interface ProductFormRules {
  /**
   * Runs the shared `validateProduct` on the form's values and shows its violations on the fields.
   * Returns the tab of the first violation, or null when the values may be saved.
   */
  check: () => ProductFormTab | null;
  /** After a first save attempt, re-checks on every change so fixed fields lose their error. */
  recheck: () => void;
  /** Shows a server 400's violations on the fields; returns the tab of the first, or null. */
  showViolations: (violations: readonly Violation[]) => ProductFormTab | null;
}

/** Maps the shared product rules' violations onto the antd form's fields (no rule lives in the UI). */
export function useProductFormRules(form: FormInstance<ProductFormValues>): ProductFormRules {
  /** Fields currently showing an error set by us, so they can be cleared. */
  const shown = useRef<Map<string, NamePath>>(new Map());
  const attempted = useRef(false);

  const showViolations = useCallback(
    (violations: readonly Violation[]): ProductFormTab | null => {
      const byField = new Map<string, { name: NamePath; errors: string[] }>();
      for (const v of violations) {
        const name = fieldPath(v.field);
        const entry = byField.get(key(name)) ?? { name, errors: [] };
        entry.errors.push(v.message);
        byField.set(key(name), entry);
      }
      // Nami group ids are one tags field: show an element's error on the field.
      const merged = new Map<string, { name: NamePath; errors: string[] }>();
      for (const entry of byField.values()) {
        const name = entry.name[0] === 'namiGroups' ? ['namiGroups'] : entry.name;
        const existing = merged.get(key(name));
        if (existing) existing.errors.push(...entry.errors.filter((e) => !existing.errors.includes(e)));
        else merged.set(key(name), { name, errors: [...entry.errors] });
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
    const values = form.getFieldsValue(true) as ProductFormValues;
    return showViolations(validateProduct(formToDraft(values)));
  }, [form, showViolations]);

  const recheck = useCallback(() => {
    if (!attempted.current) return;
    const values = form.getFieldsValue(true) as ProductFormValues;
    showViolations(validateProduct(formToDraft(values)));
  }, [form, showViolations]);

  return { check, recheck, showViolations };
}
