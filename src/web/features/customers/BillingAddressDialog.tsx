import { Form, Input, Select } from 'antd';
import { useMemo } from 'react';
import type { PaymentMethod } from '../../../shared/contracts/customers';
import { billingAddressViolations, CUSTOMER_SUCCESS, postalLabel } from '../../../shared/domain/customer';
import { CANADIAN_PROVINCES, PROVINCE_COUNTRY_ISO2 } from '../../../shared/domain/provinces';
import { storeViolations } from '../../api/errors';
import { FormDialog } from '../../components/FormDialog';
import { saveDialogForm } from '../../components/save-dialog-form';
import { ruleOf, useDialogGuard } from '../../components/useDialogGuard';
import { useEditedVersion } from '../../components/useEditedVersion';
import { useCountries } from '../reference';
import { useUpdateBillingAddress } from './queries';
import { CUSTOMER_LABELS, DIALOG_TITLES } from './texts';

interface AddressValues {
  country?: string;
  district?: string;
  postalCode?: string;
}

const PROVINCE_OPTIONS = CANADIAN_PROVINCES.map((p) => ({ value: p.code, label: `${p.name} (${p.code})` }));

/** A store violation's field ('billing_address.postal_code' or 'postalCode') as the form's field. */
function formField(field: string): keyof AddressValues | null {
  const last = field.split('.').at(-1) ?? '';
  if (last === 'postal_code' || last === 'postalCode') return 'postalCode';
  if (last === 'country') return 'country';
  if (last === 'district') return 'district';
  return null;
}

/**
 * CUS-BILL: country (from the countries list), province when Canada, postal code labelled 'ZIP Code' or
 * 'Postcode'; the shared rules (billingAddressViolations) on every field; fields the server refuses
 * are marked; 'Update successful'.
 */
export default function BillingAddressDialog({
  open,
  customerId,
  paymentMethod,
  onClose,
}: {
  open: boolean;
  customerId: number;
  paymentMethod: PaymentMethod;
  onClose: () => void;
}) {
  const [form] = Form.useForm<AddressValues>();
  const guard = useDialogGuard(open);
  const update = useUpdateBillingAddress(customerId);
  const edited = useEditedVersion(paymentMethod.rowVersion, 'store');
  const countries = useCountries();
  const list = countries.data?.data;
  const known = useMemo(() => new Set((list ?? []).map((c) => c.iso2)), [list]);
  const countryOptions = useMemo(() => (list ?? []).map((c) => ({ value: c.iso2, label: c.displayName })), [list]);
  const country = Form.useWatch('country', form);
  const isCanada = country === PROVINCE_COUNTRY_ISO2;
  const label = postalLabel(country);

  const violations = () =>
    billingAddressViolations(
      {
        country: form.getFieldValue('country') ?? '',
        district: form.getFieldValue('district') ?? '',
        postalCode: form.getFieldValue('postalCode') ?? '',
      },
      // Until the countries are loaded every code passes; the server checks again.
      (iso2) => known.size === 0 || known.has(iso2),
    );

  const save = () =>
    saveDialogForm(form, guard, onClose, {
      send: (values: AddressValues) => {
        const chosen = (values.country ?? '').trim();
        return update
          .mutateAsync({
            rowVersion: edited.version,
            country: chosen,
            // Canada: the province code. Elsewhere the district is kept while the country stays the same.
            district:
              chosen === PROVINCE_COUNTRY_ISO2
                ? (values.district ?? '').trim()
                : chosen === paymentMethod.billingAddress.country
                  ? paymentMethod.billingAddress.district
                  : '',
            postalCode: (values.postalCode ?? '').trim(),
          })
          .catch(edited.keepStale);
      },
      marks: (error) =>
        storeViolations(error).flatMap((v) => {
          const name = formField(v.field);
          return name ? [{ name, errors: [v.message] }] : [];
        }),
      success: CUSTOMER_SUCCESS.update,
    });

  const address = paymentMethod.billingAddress;
  return (
    <FormDialog title={DIALOG_TITLES.billing} open={open} onClose={onClose} form={form} guard={guard} onSave={save}>
      <Form<AddressValues>
        form={form}
        layout="vertical"
        initialValues={{
          country: address.country || undefined,
          district: address.country === PROVINCE_COUNTRY_ISO2 ? address.district || undefined : undefined,
          postalCode: address.postalCode,
        }}
        onValuesChange={(changed: AddressValues) => {
          guard.markDirty();
          // A new country asks the postal code again (its rule and label follow the country).
          if ('country' in changed && form.isFieldTouched('postalCode')) void form.validateFields(['postalCode']);
        }}
      >
        <Form.Item name="country" label={CUSTOMER_LABELS.country} required rules={[ruleOf('country', violations)]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={countries.isLoading}
            options={countryOptions}
            placeholder="Select a country"
          />
        </Form.Item>
        {isCanada ? (
          <Form.Item name="district" label={CUSTOMER_LABELS.province} required rules={[ruleOf('district', violations)]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={PROVINCE_OPTIONS}
              placeholder="Select a province"
            />
          </Form.Item>
        ) : null}
        <Form.Item name="postalCode" label={label} required rules={[ruleOf('postalCode', violations)]}>
          <Input autoComplete="off" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
