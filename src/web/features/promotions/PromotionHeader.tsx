import { Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Promotion } from '../../../shared/contracts/promotions';
import { DateTime } from '../../components/DateTime';
import { PageTitle } from '../../components/PageTitle';
import { PromotionStatusTag } from './PromotionStatusTag';

/** The detail's header (view and edit): the name, the status, the mode's buttons, when it was changed. */
export function PromotionHeader({ promotion, extra }: { promotion: Promotion; extra: ReactNode }) {
  return (
    <>
      <PageTitle extra={extra}>
        <Space size="middle" wrap>
          <span id="page-title">{promotion.name}</span>
          <PromotionStatusTag status={promotion.status} />
        </Space>
      </PageTitle>
      <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
        Modified at <DateTime value={promotion.updatedAt} />
      </Typography.Paragraph>
    </>
  );
}
