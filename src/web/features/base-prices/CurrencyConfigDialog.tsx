import { DeleteOutlined, LockOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Select, Spin, Tooltip, Typography } from 'antd';
import { useMemo } from 'react';
import { CURRENCY_MESSAGES } from '../../../shared/domain/base-price';
import { storeViolations } from '../../api/errors';
import { notifyError, notifySuccess } from '../../api/notify';
import { FormDialog } from '../../components/FormDialog';
import { useDialogGuard } from '../../components/useDialogGuard';
import { useEditedVersion } from '../../components/useEditedVersion';
import { validValues } from '../../components/valid-values';
import { useCountries } from '../reference';
import { type ConfigRow, takenByOthers, toBody, toRows, violationField } from './currency-config';
import { useCurrencies, useCurrencyAssociations, useSaveCurrencyAssociations } from './queries';
import { CONFIGURE_CURRENCY_TITLE } from './texts';

interface ConfigForm {
  rows: ConfigRow[];
}

const CURRENCY_WIDTH = 220;
const ROW_ACTION_WIDTH = 32;

/**
 * CUR-01..11: the Configure Currency modal: one row per currency with its countries, the fixed
 * currencies' rows locked, a currency or country used by another row disabled; saved whole.
 * Mounted anew on every open (the list keys it), so it starts from the saved configuration.
 */
export function CurrencyConfigDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<ConfigForm>();
  const guard = useDialogGuard(open);
  const associations = useCurrencyAssociations();
  const currencies = useCurrencies(open);
  const countries = useCountries();
  const save = useSaveCurrencyAssociations();
  const edited = useEditedVersion(associations.data?.rowVersion ?? 1, 'store');
  // `preserve`: the rows' `locked` flag has no field of its own.
  const rows = (Form.useWatch('rows', { form, preserve: true }) ?? []) as (ConfigRow | undefined)[];

  const initialRows = useMemo(() => (associations.data ? toRows(associations.data.data) : null), [associations.data]);
  const currencyOptions = useMemo(
    () => (currencies.data?.data ?? []).map((c) => ({ value: c.code, label: `${c.code} - ${c.name}` })),
    [currencies.data],
  );
  // The country list (API-S-31), and the configured countries it lacks under their saved names.
  const countryOptions = useMemo(() => {
    const listed = (countries.data?.data ?? []).map((c) => ({ value: c.id, label: c.displayName }));
    const ids = new Set(listed.map((o) => o.value));
    const missing = (associations.data?.data ?? [])
      .flatMap((a) => a.countries)
      .filter((c) => !ids.has(c.id))
      .map((c) => ({ value: c.id, label: c.displayName }));
    return [...listed, ...missing];
  }, [countries.data, associations.data]);

  const submit = async () => {
    const values = await validValues(form);
    if (values === undefined) return;
    try {
      await save.mutateAsync({ body: toBody(values.rows ?? []), rowVersion: edited.version }).catch(edited.keepStale);
    } catch (error) {
      // CUR-08/11: the refusal marks the rows it names and is said (a country missing from the list, a clash).
      const marked = new Map<string, { name: ['rows', number, 'currency' | 'countries']; errors: string[] }>();
      for (const violation of storeViolations(error)) {
        const name = violationField(violation);
        if (!name) continue;
        const key = name.join('.');
        const entry = marked.get(key) ?? { name, errors: [] };
        entry.errors.push(violation.message);
        marked.set(key, entry);
      }
      if (marked.size) form.setFields([...marked.values()]);
      notifyError(error);
      return;
    }
    notifySuccess(CURRENCY_MESSAGES.updated);
    onClose();
  };

  const ready = initialRows !== null && countries.data !== undefined;
  return (
    <FormDialog
      title={CONFIGURE_CURRENCY_TITLE}
      open={open}
      width={760}
      onClose={onClose}
      guard={guard}
      canSave={ready}
      onSave={submit}
    >
      {!ready ? (
        <div style={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
          {associations.error || countries.error ? (
            <Typography.Text type="danger">{(associations.error ?? countries.error)?.message}</Typography.Text>
          ) : (
            <Spin aria-label="Loading the currency configuration" />
          )}
        </div>
      ) : (
        <Form<ConfigForm>
          form={form}
          initialValues={{ rows: initialRows }}
          onValuesChange={guard.markDirty}
          requiredMark={false}
        >
          <Flex gap={12} style={{ marginBottom: 8 }} aria-hidden>
            <Typography.Text strong style={{ width: CURRENCY_WIDTH }}>
              Currency
            </Typography.Text>
            <Typography.Text strong style={{ flex: 1 }}>
              Country/Region
            </Typography.Text>
            <span style={{ width: ROW_ACTION_WIDTH }} />
          </Flex>
          <Form.List name="rows">
            {(fields, { add, remove }) => (
              <>
                <div style={{ maxHeight: '55vh', overflowY: 'auto', overflowX: 'hidden' }}>
                  {fields.map((field, index) => {
                    const row = rows[index];
                    const locked = row?.locked === true;
                    const taken = takenByOthers(rows, index);
                    const code = row?.currency ?? '';
                    return (
                      <Flex
                        key={field.key}
                        gap={12}
                        align="start"
                        role="group"
                        aria-label={code ? `Currency ${code}` : `Currency row ${index + 1}`}
                        data-currency-row={code}
                      >
                        <Form.Item
                          name={[field.name, 'currency']}
                          rules={[{ required: true, message: CURRENCY_MESSAGES.currencyRequired }]}
                          style={{ width: CURRENCY_WIDTH, marginBottom: 12 }}
                        >
                          <Select
                            aria-label="Currency"
                            placeholder="Select a currency"
                            showSearch={{ optionFilterProp: 'label' }}
                            disabled={locked}
                            loading={currencies.isLoading}
                            options={currencyOptions.map((o) => ({ ...o, disabled: taken.currencies.has(o.value) }))}
                          />
                        </Form.Item>
                        <Form.Item
                          name={[field.name, 'countries']}
                          rules={[
                            { required: true, type: 'array', min: 1, message: CURRENCY_MESSAGES.countryRequired },
                          ]}
                          style={{ flex: 1, minWidth: 0, marginBottom: 12 }}
                        >
                          <Select
                            aria-label="Country/Region"
                            mode="multiple"
                            placeholder="Select countries/regions"
                            showSearch={{ optionFilterProp: 'label' }}
                            maxTagCount="responsive"
                            disabled={locked}
                            options={countryOptions.map((o) => ({ ...o, disabled: taken.countries.has(o.value) }))}
                          />
                        </Form.Item>
                        <div style={{ width: ROW_ACTION_WIDTH, paddingTop: 4 }}>
                          {locked ? (
                            <Tooltip title={CURRENCY_MESSAGES.fixed(code)}>
                              <LockOutlined aria-label={CURRENCY_MESSAGES.fixed(code)} tabIndex={0} />
                            </Tooltip>
                          ) : (
                            <Button
                              type="text"
                              size="small"
                              aria-label="Remove currency"
                              icon={<DeleteOutlined />}
                              onClick={() => remove(field.name)}
                            />
                          )}
                        </div>
                      </Flex>
                    );
                  })}
                </div>
                <Button
                  type="dashed"
                  block
                  icon={<PlusOutlined />}
                  onClick={() => add({ countries: [], locked: false } satisfies ConfigRow)}
                >
                  Add currency
                </Button>
              </>
            )}
          </Form.List>
        </Form>
      )}
    </FormDialog>
  );
}
