import { Flex, Input } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { Customer, IapRecord } from '../../../shared/contracts/customers';
import { IAP_STATUS_LABELS, IAP_STORE_LABELS, type IapStatus } from '../../../shared/domain/in-app-purchase';
import { labelOf } from '../../../shared/domain/labels';
import { DateTime } from '../../components/DateTime';
import { EMPTY } from '../../components/date-format';
import { PortalPageTable } from '../../components/QueryTable';
import { StatusTag, type StatusVocabulary } from '../../components/StatusTag';
import { type IapRecordQuery, useIapRecords } from './queries';
import { IAP_LABELS, yesNo } from './texts';

/** CUS-IAP-01: the record's status in words (colours as the entitlement statuses). */
const IAP_STATUS: StatusVocabulary<IapStatus> = {
  labels: IAP_STATUS_LABELS,
  colors: { ACTIVE: 'green', EXPIRED: 'default', CANCELED: 'orange' },
};

/** Fits 1280 px with the side menu open (narrower: it scrolls sideways, CONST-10). */
const COLUMNS: ColumnsType<IapRecord> = [
  { key: 'id', title: IAP_LABELS.id, dataIndex: 'id', width: 72 },
  { key: 'isbn', title: IAP_LABELS.isbn, dataIndex: 'isbn', width: 136 },
  { key: 'productName', title: IAP_LABELS.productName, dataIndex: 'productName', ellipsis: true },
  {
    key: 'isSubscription',
    title: IAP_LABELS.isSubscription,
    width: 108,
    render: (_, row) => yesNo(row.isSubscription),
  },
  {
    key: 'status',
    title: IAP_LABELS.status,
    width: 104,
    render: (_, row) => (row.status ? <StatusTag status={row.status} vocabulary={IAP_STATUS} /> : EMPTY),
  },
  {
    key: 'source',
    title: IAP_LABELS.source,
    width: 124,
    ellipsis: true,
    render: (_, row) => (row.source ? labelOf(IAP_STORE_LABELS, row.source) : EMPTY),
  },
  {
    key: 'expirationDate',
    title: IAP_LABELS.expirationDate,
    width: 164,
    render: (_, row) => <DateTime value={row.expirationDate} />,
  },
  {
    key: 'createdDate',
    title: IAP_LABELS.createdDate,
    width: 164,
    render: (_, row) => <DateTime value={row.createdDate} />,
  },
];

/**
 * CUS-IAP: the customer's in-app purchase records, newest first (CUS-IAP-03, decided), with a
 * product-name search applied on Enter, paged 1-based (sent zero-based).
 */
export default function IapRecordsTab({ customer }: { customer: Customer }) {
  const [page, setPage] = useState({ page: 1, size: 10 });
  const [productName, setProductName] = useState('');
  const [text, setText] = useState('');
  const query: IapRecordQuery = {
    customerId: customer.customerId,
    page: page.page - 1,
    size: page.size,
    ...(productName ? { productName } : {}),
  };
  const records = useIapRecords(query);

  return (
    <section aria-label="In-app purchase record">
      <Flex gap={12} wrap style={{ marginBottom: 12 }}>
        <Input
          aria-label={IAP_LABELS.productName}
          placeholder={IAP_LABELS.search}
          allowClear
          maxLength={200}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.type !== 'change' && event.target.value === '') {
              setProductName('');
              setPage((p) => ({ ...p, page: 1 }));
            }
          }}
          onPressEnter={() => {
            setProductName(text.trim());
            setPage((p) => ({ ...p, page: 1 }));
          }}
          style={{ width: 320 }}
        />
      </Flex>
      <PortalPageTable<IapRecord>
        query={records}
        page={page}
        onPage={setPage}
        rowKey="id"
        size="middle"
        scroll={{ x: 980 }}
        columns={COLUMNS}
        locale={{ emptyText: 'No in-app purchase records' }}
      />
    </section>
  );
}
