import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { StoredDates } from '../../../shared/domain/voucher';
import { fieldProblem, type VoucherFormValues } from './form-model';

/**
 * The voucher form's rules: each field's is the shared `validateVoucherGroup` (src/shared/domain/voucher.ts)
 * run on the whole form, its message for that field's body path; the server runs the same. `stored`: an
 * edited group's dates, which stay valid though past.
 */
export function voucherRules(form: FormInstance<VoucherFormValues>, stored?: StoredDates) {
  return (field: string): Rule[] => [
    {
      validator: () => {
        const message = fieldProblem(form.getFieldsValue(true) as VoucherFormValues, field, stored);
        return message ? Promise.reject(new Error(message)) : Promise.resolve();
      },
    },
  ];
}
export type VoucherRules = ReturnType<typeof voucherRules>;
