import { DownloadOutlined } from '@ant-design/icons';
import { Checkbox, Flex, Modal, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import { downloadSingleUseCodes, type SingleUseItem } from '../../../shared/contracts/promotions';
import { CODE_STATUS_LABELS, redeemedText } from '../../../shared/domain/promotion';
import { useDownload } from '../../api/download';
import { notifyError } from '../../api/notify';
import { ActionButton } from '../../components/ActionButton';
import { DateTime } from '../../components/DateTime';
import { EMPTY } from '../../components/date-format';
import { ModalDates } from '../../components/date-formats';
import { totalText } from '../../components/list-table';
import { usePager } from '../../components/pager';
import { saveFile } from '../../components/save-file';
import { PAGE_SIZES } from '../../components/url-state';
import { useSingleUseCodes } from './queries';
import { customerB2cPath, PROMOTION_TEXTS as TEXTS } from './texts';

/** PROMO-BULK-05: the customer's email as a link to the customer; 'Anonymous user' when redeemed without one. */
function RedeemedEmail({ row }: { row: SingleUseItem }) {
  if (row.status !== 'redeemed') return EMPTY;
  if (!row.email) return TEXTS.anonymous;
  return row.customerId === null ? row.email : <Link to={customerB2cPath(row.customerId)}>{row.email}</Link>;
}

const COLUMNS: ColumnsType<SingleUseItem> = [
  { key: 'code', title: 'Promotion code', dataIndex: 'code', width: 260 },
  { key: 'status', title: 'Status', width: 140, render: (_, row) => CODE_STATUS_LABELS[row.status] },
  { key: 'email', title: 'Redeemed email', ellipsis: true, render: (_, row) => <RedeemedEmail row={row} /> },
  { key: 'date', title: 'Redeemed date', width: 200, render: (_, row) => <DateTime value={row.date} /> },
];

/** The browser's time zone ('Europe/Paris'): the CSV's dates are written in it. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * PROMO-BULK-01..08: a bulk promotion's single-use codes, 75% wide: the redeemed count, 'Hide redeemed
 * codes', the codes a page at a time (page 1, 10 a page), and the CSV download named for the code.
 */
export default function CodeListModal({
  promotion,
  open,
  onClose,
}: {
  promotion: { id: number; code: string };
  open: boolean;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const itemRender = usePager(page);
  const [size, setSize] = useState(10);
  const [hideRedeemed, setHideRedeemed] = useState(false);
  const codes = useSingleUseCodes(promotion.id, { page, size, hideRedeemed });
  const download = useDownload();

  const downloadCsv = async () => {
    try {
      const file = await download(downloadSingleUseCodes, {
        params: { id: promotion.id },
        query: { hide_redeemed: hideRedeemed ? 'true' : 'false', timezone: browserTimeZone() },
      });
      saveFile(file, `${promotion.code}.csv`);
    } catch (error) {
      // PROMO-BULK-08: the failure as a toast.
      notifyError(error);
    }
  };

  return (
    <Modal title={TEXTS.codeListTitle} open={open} onCancel={onClose} footer={null} width="75%" destroyOnHidden>
      <ModalDates>
        <Flex align="center" justify="space-between" gap={16} wrap style={{ marginBottom: 12 }}>
          <Typography.Text data-testid="redeemed-count">
            {codes.data ? redeemedText(codes.data.redeemed_count, codes.data.total_count) : '\u00a0'}
          </Typography.Text>
          <Flex align="center" gap={16}>
            <Checkbox
              checked={hideRedeemed}
              onChange={(event) => {
                setHideRedeemed(event.target.checked);
                setPage(1);
              }}
            >
              {TEXTS.hideRedeemed}
            </Checkbox>
            <ActionButton icon={<DownloadOutlined aria-hidden />} onClick={downloadCsv}>
              Download
            </ActionButton>
          </Flex>
        </Flex>
        <Table<SingleUseItem>
          rowKey="code"
          size="small"
          tableLayout="fixed"
          columns={COLUMNS}
          dataSource={codes.data?.data}
          loading={codes.isFetching}
          pagination={{
            current: page,
            pageSize: size,
            total: codes.data?.count ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [...PAGE_SIZES],
            showTotal: (all, range) => totalText(all, range),
            itemRender,
            onChange: (next, nextSize) => {
              setPage(nextSize !== size ? 1 : next);
              setSize(nextSize);
            },
          }}
        />
      </ModalDates>
    </Modal>
  );
}
