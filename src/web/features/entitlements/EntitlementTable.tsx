import { ConfigProvider } from 'antd';
import { useMemo } from 'react';
import type { Entitlement } from '../../../shared/contracts/entitlements';
import { usePermissions } from '../../auth/session';
import { ListTable, type ListTableProps } from '../../components/ListTable';
import { ENTITLEMENT_TABLE_THEME, entitlementColumns } from './columns';
import { customerRouteNeeds } from './customer-link';
import type { EntitlementSortKey } from './list-url';

/**
 * The table of /entitlements and its preview: the entitlement columns (the email a link to the customer
 * where the user may open customers of that kind), in the entitlement lists' theme.
 */
export function EntitlementTable(props: Omit<ListTableProps<Entitlement, EntitlementSortKey>, 'columns' | 'rowKey'>) {
  const { canAll } = usePermissions();
  const columns = useMemo(() => entitlementColumns((isB2b) => canAll(customerRouteNeeds(isB2b))), [canAll]);
  return (
    <ConfigProvider theme={ENTITLEMENT_TABLE_THEME}>
      <ListTable<Entitlement, EntitlementSortKey> columns={columns} rowKey={(row) => row.entitlementId} {...props} />
    </ConfigProvider>
  );
}
