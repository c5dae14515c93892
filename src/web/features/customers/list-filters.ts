import type { Dayjs } from 'dayjs';
import { CONNECTION_LABELS, type Connection } from '../../../shared/domain/customer';
import { dayRangeTag } from '../../components/date-format';
import { pickerRange } from '../../components/date-range';
import type { CustomerListState } from './list-url';
import { CUSTOMER_LABELS, type CustomerTab } from './texts';

/** The Advanced Search form (CUS-LIST-10..17). */
export interface CustomerSearchValues {
  createdRange?: [Dayjs | null, Dayjs | null] | null;
  connections?: Connection[];
  organizationId?: number | null;
  name?: string;
  email?: string;
  auth0Id?: string;
  transactionId?: string;
  subscriptionId?: string;
}

const trimmed = (value: string | undefined) => (value ?? '').trim();

/**
 * CUS-LIST-11/17: the form → URL state: the range from the start of its first day to the end of its
 * last, text trimmed, only the fields of the tab (the others cleared), back to page 1.
 */
export function advancedSearchPatch(values: CustomerSearchValues, tab: CustomerTab): Partial<CustomerListState> {
  const [from, to] = values.createdRange ?? [null, null];
  const b2c = tab === 'b2c';
  return {
    createdDateFrom: from ? from.startOf('day').toISOString() : undefined,
    createdDateTo: to ? to.endOf('day').toISOString() : undefined,
    name: trimmed(values.name),
    email: trimmed(values.email),
    auth0Id: trimmed(values.auth0Id),
    connections: b2c ? (values.connections ?? []) : [],
    organizationId: b2c ? undefined : (values.organizationId ?? undefined),
    transactionId: b2c ? trimmed(values.transactionId) : '',
    subscriptionId: b2c ? trimmed(values.subscriptionId) : '',
    page: 1,
  };
}

/** URL state → the form's initial values. */
export function advancedSearchValues(state: CustomerListState): CustomerSearchValues {
  return {
    createdRange: pickerRange(state.createdDateFrom, state.createdDateTo),
    connections: state.connections,
    organizationId: state.organizationId ?? null,
    name: state.name,
    email: state.email,
    auth0Id: state.auth0Id,
    transactionId: state.transactionId,
    subscriptionId: state.subscriptionId,
  };
}

export interface FilterTag {
  key: string;
  label: string;
  remove: Partial<CustomerListState>;
}

/** CUS-LIST-18: the active filters of the tab as removable chips (`organization` names an id, else '#id'). */
export function filterTags(
  state: CustomerListState,
  tab: CustomerTab,
  organization: (id: number) => string | undefined,
): FilterTag[] {
  const tags: FilterTag[] = [];
  const text = (key: 'email' | 'name' | 'auth0Id' | 'transactionId' | 'subscriptionId') => {
    const value = state[key].trim();
    if (value) tags.push({ key, label: `${CUSTOMER_LABELS[key]}: ${value}`, remove: { [key]: '', page: 1 } });
  };
  tags.push(
    ...dayRangeTag('created', CUSTOMER_LABELS.createdRange, [state.createdDateFrom, state.createdDateTo], {
      createdDateFrom: undefined,
      createdDateTo: undefined,
      page: 1,
    }),
  );
  text('email');
  text('name');
  text('auth0Id');
  if (tab === 'b2c') {
    if (state.connections.length)
      tags.push({
        key: 'connections',
        label: `${CUSTOMER_LABELS.connection}: ${state.connections.map((c) => CONNECTION_LABELS[c]).join(', ')}`,
        remove: { connections: [], page: 1 },
      });
    text('transactionId');
    text('subscriptionId');
  }
  if (tab === 'b2b' && state.organizationId !== undefined)
    tags.push({
      key: 'organization',
      label: `${CUSTOMER_LABELS.organization}: ${organization(state.organizationId) ?? `#${state.organizationId}`}`,
      remove: { organizationId: undefined, page: 1 },
    });
  return tags;
}
