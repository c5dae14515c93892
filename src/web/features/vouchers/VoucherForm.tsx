import { Form, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import type { VoucherGroup } from '../../../shared/contracts/vouchers';
import {
  ENTITLEMENT_DAYS_MAX,
  ENTITLEMENT_DEAL_LABELS,
  ENTITLEMENT_DEALS,
  VOUCHER_LABELS as LABELS,
  paymentTypeLabel,
  resetLicences,
  VOUCHER_CURRENCY,
  VOUCHER_DEAL_LABELS,
  VOUCHER_DEALS,
  VOUCHER_DESCRIPTION_MAX,
  VOUCHER_DOC_NUMBER_MAX,
  VOUCHER_GROUP_TYPE_LABELS,
  VOUCHER_GROUP_TYPES,
  VOUCHER_INVOICE_MAX,
  VOUCHER_LICENCES_MAX,
} from '../../../shared/domain/voucher';
import { DATE_FORMAT } from '../../components/date-format';
import { FieldsCard } from '../../components/FormFields';
import { PageForm, type PageFormProps } from '../../components/PageForm';
import { CourseFields } from './CourseFields';
import { storedDatesOf, type VoucherFormValues } from './form-model';
import { voucherRules } from './form-rules';
import { LazyDatePicker, LazyDateRangePicker } from './lazy-date-pickers';
import { OrganizationSelect } from './OrganizationSelect';
import { ChoiceField, TextField, VoucherField, VoucherRulesContext } from './VoucherField';

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
const TYPE_OPTIONS = options(VOUCHER_GROUP_TYPES, VOUCHER_GROUP_TYPE_LABELS);
const DEAL_OPTIONS = options(VOUCHER_DEALS, VOUCHER_DEAL_LABELS);
const ENTITLEMENT_OPTIONS = options(ENTITLEMENT_DEALS, ENTITLEMENT_DEAL_LABELS);
const PAYMENT_OPTIONS = [true, false].map((value) => ({ value, label: paymentTypeLabel(value) }));

/** VG-13/24: days before today cannot be chosen (a stored past day stays as it is). */
const beforeToday = (day: Dayjs) => day.isBefore(dayjs(), 'day');

/**
 * VG-04, VG-09…26: the add and edit form of a voucher group: the group (description, organization,
 * invoice, doc number), its licences (type, total, uses per user for MASTER), its validity and price
 * (voucher deal and valid duration, payment type, USD price), its courses (generic or individual) and
 * what a redemption gives (entitlement deal, days or fixed end). Every rule is the shared one.
 */
export function VoucherForm({
  form,
  initialValues,
  onEdited,
  notice,
  group,
}: PageFormProps<VoucherFormValues> & {
  /** The group being edited: its stored dates stay valid; its courses and organization name label the selects. */
  group?: VoucherGroup;
}) {
  const rules = useMemo(() => voucherRules(form, storedDatesOf(group)), [form, group]);
  const type = Form.useWatch(['voucherInfo', 'voucherType'], form);
  const voucherDeal = Form.useWatch('voucherDeal', form);
  const entitlementDeal = Form.useWatch('entitlementDeal', form);
  const period = Form.useWatch('validPeriod', form);

  const onValuesChange = (changed: Partial<VoucherFormValues>) => {
    // VG-12: a new voucher type starts its licences and uses per user again.
    if (changed.voucherInfo && 'voucherType' in changed.voucherInfo) {
      const reset = resetLicences(changed.voucherInfo.voucherType);
      form.setFieldValue(['voucherInfo', 'voucherAmount'], reset.voucherAmount);
      form.setFieldValue(['voucherInfo', 'usesPerUser'], reset.usesPerUser);
    }
    onEdited();
  };

  return (
    <PageForm form={form} initialValues={initialValues} label="Voucher group" onValuesChange={onValuesChange}>
      <VoucherRulesContext.Provider value={rules}>
        {notice}
        <FieldsCard title="Voucher group">
          <TextField name="description" label={LABELS.description} lg={12} max={VOUCHER_DESCRIPTION_MAX} />
          <VoucherField name="organizationId" label={LABELS.organization} lg={12}>
            <OrganizationSelect
              placeholder="Select an organization"
              known={group ? [{ id: group.organizationId, name: group.organizationName }] : []}
            />
          </VoucherField>
          <TextField name="invoice" label={LABELS.invoice} lg={12} max={VOUCHER_INVOICE_MAX} optional />
          <TextField name="docNumber" label={LABELS.docNumber} lg={12} max={VOUCHER_DOC_NUMBER_MAX} optional />
        </FieldsCard>
        <FieldsCard title="Licenses">
          <ChoiceField name={['voucherInfo', 'voucherType']} label={LABELS.voucherType} lg={8} options={TYPE_OPTIONS} />
          <VoucherField name={['voucherInfo', 'voucherAmount']} label={LABELS.voucherAmount} lg={8}>
            <InputNumber style={{ width: '100%' }} min={1} max={VOUCHER_LICENCES_MAX} placeholder="1 to 10000" />
          </VoucherField>
          {type === 'MASTER' ? (
            <VoucherField
              name={['voucherInfo', 'usesPerUser']}
              label={LABELS.usesPerUser}
              lg={8}
              dependencies={[['voucherInfo', 'voucherAmount']]}
            >
              <InputNumber style={{ width: '100%' }} min={1} placeholder="At most the total" />
            </VoucherField>
          ) : null}
        </FieldsCard>
        <FieldsCard title="Validity and price">
          <ChoiceField name="voucherDeal" label={LABELS.voucherDeal} lg={8} options={DEAL_OPTIONS} />
          {voucherDeal === 'FIXED_TERM' ? (
            <VoucherField name="validPeriod" label={LABELS.validPeriod} lg={16} dependencies={['voucherDeal']}>
              <LazyDateRangePicker disabledDate={beforeToday} style={{ width: '100%' }} />
            </VoucherField>
          ) : null}
          <ChoiceField name="isPrepaidVoucher" label={LABELS.paymentType} lg={8} options={PAYMENT_OPTIONS} />
          <VoucherField name={['price', 'amount']} label={LABELS.price} lg={8}>
            <InputNumber style={{ width: '100%' }} min={0} step={0.01} prefix={VOUCHER_CURRENCY} />
          </VoucherField>
        </FieldsCard>
        <CourseFields form={form} group={group} />
        <FieldsCard title="Entitlement">
          <ChoiceField name="entitlementDeal" label={LABELS.entitlementDeal} lg={12} options={ENTITLEMENT_OPTIONS} />
          {entitlementDeal === 'FIXED_TERM' ? (
            <VoucherField name="entitlementDays" label={LABELS.entitlementDays} lg={6}>
              <InputNumber style={{ width: '100%' }} min={1} max={ENTITLEMENT_DAYS_MAX} suffix="days" />
            </VoucherField>
          ) : null}
          {entitlementDeal === 'FIXED_ENDED' ? (
            <VoucherField
              name="entitlementExpirationDate"
              label={LABELS.entitlementExpirationDate}
              lg={6}
              dependencies={['validPeriod', 'voucherDeal']}
            >
              <LazyDatePicker
                format={DATE_FORMAT}
                style={{ width: '100%' }}
                disabledDate={(day) =>
                  beforeToday(day) || (voucherDeal === 'FIXED_TERM' && !!period?.[1] && day.isBefore(period[1], 'day'))
                }
              />
            </VoucherField>
          ) : null}
        </FieldsCard>
      </VoucherRulesContext.Provider>
    </PageForm>
  );
}
