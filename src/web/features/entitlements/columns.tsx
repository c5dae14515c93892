import type { Entitlement } from '../../../shared/contracts/entitlements';
import { orEmpty } from '../../components/date-format';
import { IdentifierText } from '../../components/IdentifierText';
import type { ListColumn } from '../../components/ListTable';
import { DayCell, purchaseTypeText, StatusWithExpiry, sourceText, yesNo } from './cells';
import { customerPath } from './customer-link';
import type { EntitlementSortKey } from './list-url';

/** The customer's email, whole (an identifier): a link to the customer when the user may open customers of that kind. */
function EmailCell({ row, mayOpen }: { row: Entitlement; mayOpen: (isB2b: boolean) => boolean }) {
  const to = mayOpen(row.customerIsB2b) ? customerPath(row) : undefined;
  return <IdentifierText text={orEmpty(row.customerEmail)} to={to} />;
}

/**
 * ENT-LIST-04/05 (decided): the entitlement lists' columns, fitting 1280 px with the side menu open:
 * product id, ISBN, customer email (the customer's link), language, All Access, source label, purchase
 * type, status with the expiration day under it, created day (the full time on hover). No row click:
 * the email is the way to the customer.
 */
export function entitlementColumns(
  mayOpen: (isB2b: boolean) => boolean,
): ListColumn<Entitlement, EntitlementSortKey>[] {
  return [
    { key: 'productId', title: 'Product id', kind: 'code', width: 92, text: (row) => row.productId },
    { key: 'isbn', title: 'ISBN', kind: 'code', width: 124, text: (row) => row.isbn },
    {
      key: 'customerEmail',
      title: 'Customer email',
      kind: 'email',
      render: (row) => <EmailCell row={row} mayOpen={mayOpen} />,
    },
    { key: 'languageName', title: 'Language', kind: 'text', width: 100, text: (row) => row.languageName },
    {
      key: 'isUpgradedToAllAccess',
      title: 'All Access',
      kind: 'enum',
      width: 92,
      text: (row) => yesNo(row.isUpgradedToAllAccess),
    },
    { key: 'source', title: 'Source', kind: 'enum', width: 100, text: sourceText },
    { key: 'purchaseType', title: 'Purchase type', kind: 'enum', width: 128, text: purchaseTypeText },
    {
      key: 'status',
      title: 'Status',
      // Two lines, never cut (an actions cell has no ellipsis).
      kind: 'actions',
      width: 100,
      render: (row) => <StatusWithExpiry row={row} />,
    },
    {
      key: 'createdDate',
      title: 'Created date',
      kind: 'date',
      width: 124,
      sort: 'createdDate',
      render: (row) => <DayCell value={row.createdDate} />,
    },
  ];
}

/** The lists' cells are padded 8 px a side, so nine columns fit 1280 px with the side menu open. */
export const ENTITLEMENT_TABLE_THEME = { components: { Table: { cellPaddingInline: 8 } } };
