import { Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { ORGANIZATION_NAME_MAX } from '../../../shared/contracts/organizations';
import {
  AUTH0_ID_MAX,
  BILLING_ID_MAX,
  CONNECTION_LABELS,
  CONNECTIONS,
  EMAIL_MAX,
  NAME_MAX,
} from '../../../shared/domain/customer';
import { type AdvancedSearchFormProps, AdvancedSearchFrame } from '../../components/AdvancedSearchFrame';
import { DateRangePicker } from '../../components/DateRangePicker';
import type { CustomerSearchValues } from './list-filters';
import { useOrganizationOptions } from './organization-options';
import { CUSTOMER_LABELS, type CustomerTab } from './texts';

const CONNECTION_OPTIONS = CONNECTIONS.map((value) => ({ value, label: CONNECTION_LABELS[value] }));
/** The organization search waits this long after the last keystroke. */
const ORGANIZATION_SEARCH_DEBOUNCE_MS = 300;

/** Two columns, so the popover stays short enough for a 900 px high window. */
const GRID = { display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 } as const;
const ITEM = { marginBottom: 12, minWidth: 0 } as const;
const WIDE = { ...ITEM, gridColumn: '1 / -1' } as const;

export interface CustomerSearchFormProps extends AdvancedSearchFormProps<CustomerSearchValues> {
  tab: CustomerTab;
  /** The name of the organization the list is filtered by (the select shows it before searching). */
  organizationName?: string;
  onCancel: () => void;
}

/** CUS-LIST-13/14: organizations by name, from GET /organizations (debounced). */
function OrganizationSelect({
  value,
  onChange,
  selectedName,
}: {
  value?: number | null;
  onChange?: (value: number | null) => void;
  selectedName?: string;
}) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), ORGANIZATION_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const organizations = useOrganizationOptions(search);
  const options = (organizations.data?.content ?? []).map((o) => ({ value: o.id, label: o.name }));
  if (value != null && !options.some((o) => o.value === value))
    options.unshift({ value, label: selectedName ?? `#${value}` });
  return (
    <Select<number | null>
      aria-label={CUSTOMER_LABELS.organization}
      allowClear
      showSearch={{ filterOption: false, onSearch: (text) => setTyped(text.slice(0, ORGANIZATION_NAME_MAX)) }}
      loading={organizations.isFetching}
      value={value ?? null}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      placeholder="All organizations"
      notFoundContent={organizations.isFetching ? 'Searching…' : 'No organization'}
    />
  );
}

/** A text filter: its label, at most `max` characters typed (the list trims it). */
function TextFilter({
  field,
  max,
}: {
  field: 'name' | 'email' | 'auth0Id' | 'transactionId' | 'subscriptionId';
  max: number;
}) {
  return (
    <Form.Item label={CUSTOMER_LABELS[field]} name={field} style={ITEM}>
      <Input allowClear maxLength={max} />
    </Form.Item>
  );
}

/** CUS-LIST-10..17: the Advanced Search form (its own chunk: the list opens without the date picker). */
export default function AdvancedSearchForm({
  tab,
  initial,
  organizationName,
  onSearch,
  onCancel,
}: CustomerSearchFormProps) {
  const b2c = tab === 'b2c';
  return (
    <AdvancedSearchFrame initial={initial} onSearch={onSearch} onCancel={onCancel} width={560}>
      <div style={GRID}>
        <Form.Item label={CUSTOMER_LABELS.createdRange} name="createdRange" style={WIDE}>
          <DateRangePicker />
        </Form.Item>
        {b2c ? (
          <Form.Item label={CUSTOMER_LABELS.connection} name="connections" style={ITEM}>
            <Select mode="multiple" allowClear options={CONNECTION_OPTIONS} placeholder="All connections" />
          </Form.Item>
        ) : (
          <Form.Item label={CUSTOMER_LABELS.organization} name="organizationId" style={ITEM}>
            <OrganizationSelect selectedName={organizationName} />
          </Form.Item>
        )}
        <TextFilter field="name" max={2 * NAME_MAX + 1} />
        <TextFilter field="email" max={EMAIL_MAX} />
        <TextFilter field="auth0Id" max={AUTH0_ID_MAX} />
        {b2c ? (
          <>
            <TextFilter field="transactionId" max={BILLING_ID_MAX} />
            <TextFilter field="subscriptionId" max={BILLING_ID_MAX} />
          </>
        ) : null}
      </div>
    </AdvancedSearchFrame>
  );
}
