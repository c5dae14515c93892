import { Button, Select, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { createVoucherGroup, type VoucherGroupRow } from '../../../shared/contracts/vouchers';
import {
  VOUCHER_LABELS as LABELS,
  VOUCHER_GROUP_TYPE_LABELS,
  VOUCHER_GROUP_TYPES,
  VOUCHER_INVOICE_MAX,
  type VoucherGroupType,
} from '../../../shared/domain/voucher';
import { usePermissions } from '../../auth/session';
import { DateTime } from '../../components/DateTime';
import { type ListColumn, ListTable } from '../../components/ListTable';
import { ListToolbar } from '../../components/ListToolbar';
import { listQueryProps, portalPage } from '../../components/list-query';
import { PageTitle } from '../../components/PageTitle';
import type { SearchBoxSetup } from '../../components/SearchBox';
import { StatusFilter } from '../../components/StatusFilter';
import { useUrlState } from '../../components/useUrlState';
import { RedeemedIsbnExport } from './export/RedeemedIsbnExport';
import { toVoucherListParams, VOUCHER_LIST_URL, type VoucherSortKey } from './list-url';
import { OrganizationSelect } from './OrganizationSelect';
import { useVoucherGroups } from './queries';
import { VOUCHER_ADD_PATH, voucherGroupPath } from './texts';
import { VoucherStateTag } from './VoucherStateTag';

/**
 * VG-03 (decided): the description (the link to the detail), the organization, the voucher type, the
 * licences used of the total, the display state, the invoice and the last modified date (sortable, the
 * default order, newest first); the valid period is the detail's (the columns fit 1280 px).
 */
const COLUMNS: ListColumn<VoucherGroupRow, VoucherSortKey>[] = [
  { key: 'description', title: LABELS.description, kind: 'text', text: (row) => row.description, link: true },
  { key: 'organization', title: LABELS.organization, kind: 'text', text: (row) => row.organizationName },
  {
    key: 'type',
    title: LABELS.voucherType,
    kind: 'enum',
    width: 108,
    text: (row) => VOUCHER_GROUP_TYPE_LABELS[row.voucherInfo.voucherType],
  },
  {
    key: 'licences',
    title: 'Redeemed',
    kind: 'number',
    width: 104,
    text: (row) => `${row.redeemedCount} / ${row.voucherInfo.voucherAmount}`,
  },
  { key: 'state', title: LABELS.status, kind: 'status', render: (row) => <VoucherStateTag group={row} /> },
  { key: 'invoice', title: LABELS.invoice, kind: 'text', text: (row) => row.invoice },
  {
    key: 'lastModifiedDate',
    title: LABELS.modifiedAt,
    kind: 'date',
    sort: 'lastModifiedDate',
    render: (row) => <DateTime value={row.lastModifiedDate} />,
  },
];

const TYPE_OPTIONS = VOUCHER_GROUP_TYPES.map((value) => ({ value, label: VOUCHER_GROUP_TYPE_LABELS[value] }));
/** VG-01 `isActive` (decided): active now, or not (expired or not started yet). */
const ACTIVE_OPTIONS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Not active' },
] as const;

/** VG-03 (decided): the toolbar's search box: part of the invoice, any case, applied on Enter. */
const SEARCH: SearchBoxSetup = {
  label: LABELS.invoice,
  placeholder: 'Search invoice, press Enter',
  maxLength: VOUCHER_INVOICE_MAX,
  width: 240,
};

/** /vouchers: the voucher group list (VG-01…03, VG-08, PERM-VG-01/02), with the redeemed-ISBN export. */
export default function VoucherListPage() {
  const [state, setState] = useUrlState(VOUCHER_LIST_URL);
  const { can } = usePermissions();
  const navigate = useNavigate();
  const params = useMemo(() => toVoucherListParams(state), [state]);
  const list = useVoucherGroups(params);
  // The names of the organizations the rows have shown, for the filter's chosen values.
  const [known, setKnown] = useState<{ id: number; name: string }[]>([]);
  const rows = list.data?.content;
  useEffect(() => {
    if (!rows) return;
    setKnown((had) => {
      const more = rows
        .filter((r) => !had.some((k) => k.id === r.organizationId))
        .map((r) => ({ id: r.organizationId, name: r.organizationName }));
      return more.length ? [...had, ...more] : had;
    });
  }, [rows]);

  return (
    <section>
      <PageTitle
        extra={
          <Space>
            <RedeemedIsbnExport />
            {can(createVoucherGroup.permission) && (
              <Button type="primary" onClick={() => navigate(VOUCHER_ADD_PATH)}>
                + Add new voucher group
              </Button>
            )}
          </Space>
        }
      >
        Voucher
      </PageTitle>
      <ListToolbar
        status={
          <StatusFilter
            placeholder="All states"
            options={ACTIVE_OPTIONS}
            value={state.isActive === undefined ? undefined : state.isActive ? 'true' : 'false'}
            onChange={(value) => setState({ isActive: value === undefined ? undefined : value === 'true', page: 1 })}
            width={150}
          />
        }
        search={{ ...SEARCH, value: state.invoice, onSearch: (invoice) => setState({ invoice, page: 1 }) }}
        filters={
          <>
            <Select<VoucherGroupType[]>
              aria-label={LABELS.voucherType}
              mode="multiple"
              allowClear
              maxTagCount="responsive"
              placeholder="All voucher types"
              options={TYPE_OPTIONS}
              value={state.voucherTypes}
              onChange={(voucherTypes) => setState({ voucherTypes, page: 1 })}
              style={{ width: 200 }}
            />
            <OrganizationSelect
              multiple
              aria-label={LABELS.organization}
              placeholder="All organizations"
              known={known}
              value={state.organizationIds}
              onChange={(organizationIds) => setState({ organizationIds, page: 1 })}
              style={{ width: 260 }}
            />
          </>
        }
        onRefresh={() => void list.refetch()}
      />
      <ListTable<VoucherGroupRow, VoucherSortKey>
        columns={COLUMNS}
        rowKey={(row) => row.voucherGroupId}
        {...listQueryProps(list, portalPage)}
        state={state}
        setState={setState}
        rowHref={(row) => voucherGroupPath(row.voucherGroupId)}
        resizable
      />
    </section>
  );
}
