import { Typography } from 'antd';
import { Link } from 'react-router';
import type { Entitlement } from '../../../shared/contracts/entitlements';
import {
  ENTITLEMENT_STATUS_LABELS,
  type EntitlementStatus,
  purchaseTypeLabel,
  sourceLabel,
} from '../../../shared/domain/entitlement';
import { DATE_FORMAT, DATE_TIME_FORMAT, EMPTY, formatDateTime } from '../../components/date-format';
import { StatusTag, type StatusVocabulary } from '../../components/StatusTag';
import { voucherGroupPath } from '../vouchers';

/** Entitlement cells shared by the customer's table, the list and the preview. */

const ENTITLEMENT_STATUS: StatusVocabulary<EntitlementStatus> = {
  labels: ENTITLEMENT_STATUS_LABELS,
  colors: { ACTIVE: 'green', PAUSED: 'gold', EXPIRED: 'default', CANCELED: 'orange', REVOKED: 'red' },
};

/** ENT-LIST-07: the status as a coloured tag with its label. */
export function EntitlementStatusTag({ status }: { status: EntitlementStatus }) {
  return <StatusTag status={status} vocabulary={ENTITLEMENT_STATUS} style={{ marginInlineEnd: 0 }} />;
}

/** A date column's cell: 'YYYY-MM-DD', the whole date-time on hover; '--' when empty. */
export function DayCell({ value }: { value: string | null | undefined }) {
  if (!value) return <span>{EMPTY}</span>;
  return (
    <span title={formatDateTime(value, DATE_TIME_FORMAT)} style={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(value, DATE_FORMAT)}
    </span>
  );
}

/** The status with the expiration date under it (the lists' compact form, ENT-LIST-05). */
export function StatusWithExpiry({ row }: { row: Pick<Entitlement, 'status' | 'expirationDate'> }) {
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start' }}>
      <EntitlementStatusTag status={row.status} />
      <Typography.Text
        type="secondary"
        style={{ fontSize: 12, lineHeight: '16px', whiteSpace: 'nowrap' }}
        title={row.expirationDate ? `Expires ${formatDateTime(row.expirationDate)}` : 'No expiration date'}
      >
        {row.expirationDate ? `to ${formatDateTime(row.expirationDate, DATE_FORMAT)}` : 'no end'}
      </Typography.Text>
    </span>
  );
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
export const sourceText = (row: Pick<Entitlement, 'source'>) => sourceLabel(row.source);
export const purchaseTypeText = (row: Pick<Entitlement, 'source' | 'isSubscription'>) => purchaseTypeLabel(row);

/** CUS-ENT-02 (decided): a B2B row's voucher as 'CODE (Single)', or null. */
export function voucherText(row: Pick<Entitlement, 'voucherCode' | 'voucherType'>): string | null {
  if (!row.voucherCode) return null;
  const type = row.voucherType ? ` (${row.voucherType === 'MASTER' ? 'Master' : 'Single'})` : '';
  return `${row.voucherCode}${type}`;
}

/**
 * A B2B row's voucher group (decided): 'Group 12', a link to the group's page (/vouchers/12) for who may open
 * the Voucher menu, its id alone for anyone else.
 */
export function VoucherGroupRef({ groupId, linked }: { groupId: number; linked: boolean }) {
  const text = `Group ${groupId}`;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-voucher-group={groupId}>
      {linked ? (
        <Link to={voucherGroupPath(groupId)} aria-label={`Voucher group ${groupId}`}>
          {text}
        </Link>
      ) : (
        text
      )}
    </Typography.Text>
  );
}

/** CUS-ENT-03: the content product's page (by its public id). */
export const contentProductPath = (productId: string) => `/products/content/${encodeURIComponent(productId)}`;
