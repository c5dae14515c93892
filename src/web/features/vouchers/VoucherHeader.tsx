import { Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { VoucherGroup } from '../../../shared/contracts/vouchers';
import { DateTime } from '../../components/DateTime';
import { PageTitle } from '../../components/PageTitle';
import { VoucherStateTag } from './VoucherStateTag';

/** The detail's header: the description and the display state, when it was modified, and the mode's buttons. */
export function VoucherHeader({ group, extra }: { group: VoucherGroup; extra: ReactNode }) {
  return (
    <>
      <PageTitle extra={extra}>
        <Space size="middle" wrap>
          <span id="page-title">{group.description}</span>
          <VoucherStateTag group={group} />
        </Space>
      </PageTitle>
      <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
        Voucher group {group.voucherGroupId} · Modified at <DateTime value={group.lastModifiedDate} />
      </Typography.Paragraph>
    </>
  );
}
