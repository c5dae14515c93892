import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { VoucherCode, VoucherGroup } from '../../../shared/contracts/vouchers';
import { formatVoucherCode } from '../../../shared/domain/voucher';
import { CopyButton } from '../../components/CopyButton';
import { SectionTitle } from '../../components/Heading';
import { useTablePagination } from '../../components/pager';
import { QueryTable } from '../../components/QueryTable';
import { useVoucherCodes } from './queries';

const COLUMNS: ColumnsType<VoucherCode> = [
  {
    key: 'code',
    title: 'Code',
    render: (_, row) => (
      <span style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
        {formatVoucherCode(row.code)}{' '}
        <CopyButton text={formatVoucherCode(row.code)} ariaLabel={`Copy ${formatVoucherCode(row.code)}`} />
      </span>
    ),
  },
  {
    key: 'used',
    title: 'Redeemed',
    width: 200,
    render: (_, row) => `${row.redeemedCount} of ${row.maxRedemptions}`,
  },
];

/**
 * The group's codes (issued with it: one per licence for SINGLE, one shared code for MASTER and SEAT) and
 * how often each was used, a page at a time.
 */
export function VoucherCodes({ group }: { group: VoucherGroup }) {
  const [page, setPage] = useState({ page: 1, size: 10 });
  const codes = useVoucherCodes(group.voucherGroupId, page.page - 1, page.size);
  const pagination = useTablePagination(page, setPage, codes.data?.totalElements ?? 0);
  const shared = group.voucherInfo.voucherType !== 'SINGLE';
  return (
    <section aria-label="Codes">
      <SectionTitle>Codes</SectionTitle>
      <Typography.Paragraph type="secondary">
        {shared
          ? 'One code shared by the organization: each use takes a license.'
          : 'One code per license: each code is redeemed once.'}
      </Typography.Paragraph>
      <QueryTable<VoucherCode>
        query={codes}
        rowKey="code"
        size="small"
        columns={COLUMNS}
        dataSource={codes.data?.content}
        locale={{ emptyText: 'No codes' }}
        pagination={pagination}
        style={{ maxWidth: 640 }}
      />
    </section>
  );
}
