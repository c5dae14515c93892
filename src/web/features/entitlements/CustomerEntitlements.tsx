import { ExportOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Flex, Space, Tooltip, Typography } from 'antd';
import { type MouseEvent, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { Customer } from '../../../shared/contracts/customers';
import {
  createEntitlement,
  type ENTITLEMENT_SORT_FIELDS,
  type Entitlement,
  restoreEntitlements,
  revokeEntitlement,
  updateEntitlement,
} from '../../../shared/contracts/entitlements';
import {
  canEditEntitlement,
  canRevokeEntitlement,
  ENTITLEMENT_SUCCESS,
  isB2bSource,
} from '../../../shared/domain/entitlement';
import { notifyError, notifySuccess } from '../../api/notify';
import { useRuntimeConfig } from '../../app/runtime-config';
import { usePermissions } from '../../auth/session';
import { ActionDialog } from '../../components/ActionDialog';
import { orEmpty } from '../../components/date-format';
import { SectionTitle } from '../../components/Heading';
import { type ListColumn, ListTable } from '../../components/ListTable';
import type { ListTableState } from '../../components/list-table';
import { QueryError } from '../../components/QueryTable';
import {
  contentProductPath,
  DayCell,
  EntitlementStatusTag,
  purchaseTypeText,
  sourceText,
  VoucherGroupRef,
  voucherText,
  yesNo,
} from './cells';
import { ENTITLEMENT_TABLE_THEME } from './columns';
import EntitlementDialog from './EntitlementDialog';
import { useCustomerEntitlements, useRevokeEntitlement } from './queries';
import { RestoreEntitlements } from './RestoreEntitlements';

type SortKey = (typeof ENTITLEMENT_SORT_FIELDS)[number];

/** CUS-ENT-05 (decided): a B2B entitlement's page on the B2B site: `{B2B_SITE_URL}/entitlements/{entitlementId}`. */
export function b2bEntitlementUrl(b2bSite: string, entitlementId: number): string {
  return `${b2bSite.replace(/\/+$/, '')}/entitlements/${entitlementId}`;
}

/** CUS-ENT-04: a row of a B2B source, or any row of a B2B customer, opens the B2B site. */
export const opensB2bSite = (row: Pick<Entitlement, 'source'>, customer: Pick<Customer, 'isB2b'>) =>
  customer.isB2b || isB2bSource(row.source);

/** CUS-ENT-10 (decided): the revoke confirmation. */
export function revokeConfirmText(row: Pick<Entitlement, 'productName' | 'isbn'>, email: string | null): string {
  return `Revoke ${row.productName} (${row.isbn})${email ? ` for ${email}` : ''}? The customer loses access to this course at once.`;
}

const byDate = (key: SortKey, order: 'ascend' | 'descend') => (a: Entitlement, b: Entitlement) => {
  const av = a[key] ? Date.parse(a[key] as string) : Number.NEGATIVE_INFINITY;
  const bv = b[key] ? Date.parse(b[key] as string) : Number.NEGATIVE_INFINITY;
  const diff = av === bv ? b.entitlementId - a.entitlementId : av < bv ? -1 : 1;
  return order === 'ascend' ? diff : -diff;
};

/** Row action links without side padding, so Edit and Revoke fit side by side. */
const LINK = { paddingInline: 2 };

/** Clicks on these inside a row do their own thing, not open the B2B site. */
const INTERACTIVE = 'a, button, input, [role="button"], .ant-tooltip';

/**
 * The customer detail's entitlement section (checklist 3.3): every entitlement of the customer in one
 * request, Add / Edit / Revoke / Restore by permission and by the row rules, a B2B row opening the B2B
 * site in a new window. CUS-ENT-02 (decided): the product (its name, and under it the ISBN, the product link, and the language), source
 * (with a B2B row's voucher and its group under it), purchase type, status, All Access, expiration and created day,
 * actions; sorted newest first, sortable by either date, 10 a page.
 */
export function CustomerEntitlements({ customer }: { customer: Customer }) {
  const { can } = usePermissions();
  const { links } = useRuntimeConfig();
  const list = useCustomerEntitlements(customer.customerId);
  const revoke = useRevokeEntitlement();
  const [view, setView] = useState<ListTableState<SortKey>>({
    page: 1,
    size: 10,
    sortKey: 'createdDate',
    sortOrder: 'descend',
  });
  const [dialog, setDialog] = useState<{ entitlement: Entitlement | null } | null>(null);
  const [revoking, setRevoking] = useState<Entitlement | null>(null);

  const mayAdd = can(createEntitlement.permission);
  const mayEdit = can(updateEntitlement.permission);
  const mayRevoke = can(revokeEntitlement.permission);
  const mayRestore = !customer.isB2b && can(restoreEntitlements.permission);
  const mayViewProduct = can('view:product_menu');
  const mayViewVouchers = can('view:voucher_menu');

  const rows = useMemo(
    () => [...(list.data?.content ?? [])].sort(byDate(view.sortKey, view.sortOrder)),
    [list.data, view.sortKey, view.sortOrder],
  );

  const openB2b = (row: Entitlement) =>
    window.open(b2bEntitlementUrl(links.b2bSite, row.entitlementId), '_blank', 'noopener');

  const columns: ListColumn<Entitlement, SortKey>[] = [
    {
      key: 'product',
      title: 'Product',
      kind: 'text',
      render: (row) => (
        <span style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <Typography.Text ellipsis={{ tooltip: row.productName }}>{row.productName}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
            {mayViewProduct && row.contentProductId !== null ? (
              <Link to={contentProductPath(row.productId)} aria-label={`Product ${row.isbn}`}>
                {row.isbn}
              </Link>
            ) : (
              <span data-isbn="">{row.isbn}</span>
            )}
            {` · ${orEmpty(row.languageName)}`}
          </Typography.Text>
        </span>
      ),
    },
    {
      key: 'source',
      title: 'Source',
      // A B2B row's voucher and its group under the source, each line cut by itself.
      kind: 'actions',
      width: 104,
      render: (row) => {
        const voucher = voucherText(row);
        return (
          <span style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
            <span>{sourceText(row)}</span>
            {voucher ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: `Voucher ${voucher}` }}>
                {voucher}
              </Typography.Text>
            ) : null}
            {row.voucherGroupId !== null ? (
              <VoucherGroupRef groupId={row.voucherGroupId} linked={mayViewVouchers} />
            ) : null}
          </span>
        );
      },
    },
    { key: 'purchaseType', title: 'Purchase type', kind: 'enum', width: 128, text: purchaseTypeText },
    {
      key: 'status',
      title: 'Status',
      kind: 'status',
      width: 88,
      render: (row) => <EntitlementStatusTag status={row.status} />,
    },
    {
      key: 'isUpgradedToAllAccess',
      title: 'All Access',
      kind: 'enum',
      width: 88,
      text: (row) => yesNo(row.isUpgradedToAllAccess),
    },
    {
      key: 'expirationDate',
      title: 'Expires',
      kind: 'date',
      width: 100,
      sort: 'expirationDate',
      render: (row) => <DayCell value={row.expirationDate} />,
    },
    {
      key: 'createdDate',
      title: 'Created',
      kind: 'date',
      width: 100,
      sort: 'createdDate',
      render: (row) => <DayCell value={row.createdDate} />,
    },
    {
      key: 'actions',
      title: 'Action',
      kind: 'actions',
      width: 116,
      // Edit and Revoke by permission; opening a B2B row in the B2B site needs none.
      offered: mayEdit || mayRevoke || rows.some((row) => opensB2bSite(row, customer)),
      render: (row) => {
        const edit = mayEdit && canEditEntitlement(row);
        const revocable = mayRevoke && canRevokeEntitlement(row);
        const b2b = opensB2bSite(row, customer);
        if (!edit && !revocable && !b2b) return null;
        return (
          <Space size={4} wrap>
            {edit ? (
              <Button type="link" size="small" style={LINK} onClick={() => setDialog({ entitlement: row })}>
                Edit
              </Button>
            ) : null}
            {revocable ? (
              <Button type="link" size="small" danger style={LINK} onClick={() => setRevoking(row)}>
                Revoke
              </Button>
            ) : null}
            {b2b ? (
              <Tooltip title="Open in the B2B site (new window)">
                <Button
                  type="link"
                  size="small"
                  icon={<ExportOutlined />}
                  aria-label={`Open ${row.isbn} in the B2B site`}
                  onClick={() => openB2b(row)}
                />
              </Tooltip>
            ) : null}
          </Space>
        );
      },
    },
  ];

  // CUS-ENT-04: a click anywhere on a B2B row (not on its links and buttons) opens the B2B site.
  const onTableClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    if (target.closest(INTERACTIVE) || window.getSelection()?.toString()) return;
    const key = target.closest('tr[data-row-key]')?.getAttribute('data-row-key');
    const row = key ? rows.find((r) => String(r.entitlementId) === key) : undefined;
    if (row && opensB2bSite(row, customer)) openB2b(row);
  };

  return (
    <section aria-labelledby="entitlements-title" data-section="entitlements">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <SectionTitle id="entitlements-title" style={{ margin: 0 }}>
          Entitlements
        </SectionTitle>
        <Space>
          {mayRestore ? <RestoreEntitlements customer={customer} /> : null}
          {mayAdd ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ entitlement: null })}>
              Add entitlement
            </Button>
          ) : null}
        </Space>
      </Flex>
      <QueryError error={list.error} />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the row click is a shortcut; each B2B row has its own button */}
      <div onClick={onTableClick} data-b2b-rows="">
        <ConfigProvider theme={ENTITLEMENT_TABLE_THEME}>
          <ListTable<Entitlement, SortKey>
            columns={columns}
            rows={rows}
            rowKey={(row) => row.entitlementId}
            loading={list.isFetching}
            total={list.data ? rows.length : undefined}
            settled={list.isSuccess}
            state={view}
            setState={(patch) => setView((current) => ({ ...current, ...patch }))}
            pageLinks={false}
          />
        </ConfigProvider>
      </div>
      {dialog ? (
        <EntitlementDialog open customer={customer} entitlement={dialog.entitlement} onClose={() => setDialog(null)} />
      ) : null}
      <ActionDialog
        title="Revoke entitlement"
        open={revoking !== null}
        onCancel={() => setRevoking(null)}
        actions={[
          {
            key: 'revoke',
            label: 'Revoke',
            danger: true,
            primary: true,
            onClick: async () => {
              if (!revoking) return;
              try {
                await revoke.mutateAsync(revoking.entitlementId);
                notifySuccess(ENTITLEMENT_SUCCESS.revoke);
              } catch (error) {
                notifyError(error);
              }
              setRevoking(null);
            },
          },
        ]}
      >
        {revoking ? <Typography.Paragraph>{revokeConfirmText(revoking, customer.email)}</Typography.Paragraph> : null}
      </ActionDialog>
    </section>
  );
}
