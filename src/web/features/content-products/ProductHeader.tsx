import { Alert, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Product } from '../../../shared/contracts/content-products';
import { CatalogStatusTag } from '../../components/CatalogStatusTag';
import { DateTime } from '../../components/DateTime';
import { PageTitle } from '../../components/PageTitle';
import { PENDING_CHANGES_NOTICE } from './product-texts';

/** CP-DET-02: the header shows the product name and its status, with the mode's buttons. */
export function ProductHeader({ product, extra }: { product: Product; extra: ReactNode }) {
  return (
    <>
      <PageTitle extra={extra}>
        <Space size="middle" wrap>
          <span id="page-title">{product.name}</span>
          <CatalogStatusTag status={product.status} />
        </Space>
      </PageTitle>
      <Space orientation="vertical" style={{ width: '100%', marginBottom: 16 }}>
        <Typography.Text type="secondary">
          ISBN {product.isbn} · PID {product.productId} · Modified at <DateTime value={product.lastModifiedDate} />
          {product.scheduledPublishTime !== null ? (
            <>
              {' '}
              · Scheduled publish at <DateTime value={product.scheduledPublishTime} />
            </>
          ) : null}
        </Typography.Text>
        {product.hasPendingChanges ? <Alert type="info" showIcon title={PENDING_CHANGES_NOTICE} /> : null}
      </Space>
    </>
  );
}
