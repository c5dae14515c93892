import { ClockCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Select, Space, Table, Tooltip } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { CATALOG_STATUS_LABELS, CATALOG_STATUSES } from '../../../shared/domain/catalog-workflow';
import { PRODUCT_TYPE_LABELS } from '../../../shared/domain/content-product-types';
import { usePermissions } from '../../auth/session';
import { CatalogStatusTag } from '../../components/CatalogStatusTag';
import { DateTime } from '../../components/DateTime';
import { formatDateTime, orEmpty } from '../../components/date-format';
import { PageTitle } from '../../components/PageTitle';
import { useUrlState } from '../../components/useUrlState';
import { AdvancedSearch } from './AdvancedSearch';
import { FilterTags } from './FilterTags';
import {
  advancedSearchPatch,
  advancedSearchValues,
  CLEARED_FILTERS,
  filterTags,
  PRODUCT_LIST_URL,
  type PRODUCT_SORT_KEYS,
  toProductListParams,
} from './list-filters';
import { type ProductListItem, useCatalogueLanguageOptions, useProductList } from './queries';

type SortKey = (typeof PRODUCT_SORT_KEYS)[number];
const STATUS_OPTIONS = CATALOG_STATUSES.map((value) => ({ value, label: CATALOG_STATUS_LABELS[value] }));
const SORT_DIRECTIONS: ('ascend' | 'descend')[] = ['ascend', 'descend', 'ascend'];

/** /products/content: the content product list (checklist 9.3). */
export default function ContentProductListPage() {
  const [state, setState] = useUrlState(PRODUCT_LIST_URL);
  const { can } = usePermissions();
  const navigate = useNavigate();
  const [isbnText, setIsbnText] = useState(state.isbn);
  useEffect(() => setIsbnText(state.isbn), [state.isbn]);

  const params = useMemo(() => toProductListParams(state), [state]);
  const list = useProductList(params);
  const languages = useCatalogueLanguageOptions();
  const languageList = languages.data?.content ?? [];
  const tags = filterTags(state, (id) => languageList.find((l) => l.id === id)?.name);

  const sortable = (key: SortKey) => ({
    key,
    sorter: true,
    sortDirections: SORT_DIRECTIONS,
    sortOrder: state.sortKey === key ? state.sortOrder : null,
  });

  return (
    <section>
      <PageTitle
        extra={
          can('create:product') && (
            <Button type="primary" onClick={() => navigate('/products/content/add')}>
              + Add new product
            </Button>
          )
        }
      >
        Content product
      </PageTitle>
      <Flex gap={12} wrap style={{ marginBottom: 12 }}>
        <Select
          mode="multiple"
          allowClear
          aria-label="Status"
          placeholder="Status"
          options={STATUS_OPTIONS}
          value={state.statuses}
          onChange={(statuses) => setState({ statuses, page: 1 })}
          style={{ minWidth: 260 }}
        />
        <Input
          aria-label="ISBN"
          placeholder="Search ISBN, press Enter"
          allowClear
          value={isbnText}
          onChange={(event) => {
            setIsbnText(event.target.value);
            // Clearing with the clear icon applies at once.
            if (event.type !== 'change' && event.target.value === '') setState({ isbn: '', page: 1 });
          }}
          onPressEnter={() => setState({ isbn: isbnText.trim(), page: 1 })}
          style={{ width: 260 }}
        />
        <AdvancedSearch
          initial={advancedSearchValues(state)}
          languages={languageList}
          languagesLoading={languages.isLoading}
          onSearch={(values) => setState(advancedSearchPatch(values))}
        />
      </Flex>
      <FilterTags tags={tags} onRemove={(tag) => setState(tag.remove)} onClear={() => setState(CLEARED_FILTERS)} />
      {list.error && <Alert type="error" showIcon message={list.error.message} style={{ marginBottom: 12 }} />}
      <Table<ProductListItem>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.content ?? []}
        scroll={{ x: 'max-content' }}
        onRow={(row) => ({
          onClick: () => navigate(`/products/content/${row.id}`),
          style: { cursor: 'pointer' },
        })}
        onChange={(_pagination, _filters, sorter) => {
          const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<ProductListItem> | undefined;
          if (!s?.columnKey || !s.order) return;
          const key = String(s.columnKey) as SortKey;
          if (key !== state.sortKey || s.order !== state.sortOrder)
            setState({ sortKey: key, sortOrder: s.order, page: 1 });
        }}
        pagination={{
          current: state.page,
          pageSize: state.size,
          total: list.data?.totalElements ?? 0,
          showSizeChanger: true,
          showTotal: (total) => `Total ${total} items`,
          onChange: (page, size) => setState({ page: size !== state.size ? 1 : page, size }),
        }}
        columns={[
          { title: 'ISBN', dataIndex: 'isbn', ...sortable('isbn'), render: (v: string) => orEmpty(v) },
          { title: 'Name', dataIndex: 'name', ...sortable('name'), render: (v: string) => orEmpty(v) },
          {
            title: 'Product type',
            dataIndex: 'productType',
            ...sortable('productType'),
            render: (v: ProductListItem['productType']) => PRODUCT_TYPE_LABELS[v] ?? v,
          },
          { title: 'Language', dataIndex: 'languageName', key: 'languageName', render: (v: string) => orEmpty(v) },
          {
            title: 'Course type',
            dataIndex: 'isPremium',
            key: 'isPremium',
            render: (v: boolean) => (v ? 'Premium' : 'Standard'),
          },
          {
            title: 'Status',
            dataIndex: 'status',
            ...sortable('status'),
            render: (status: ProductListItem['status'], row) => (
              <Space size={6}>
                <CatalogStatusTag status={status} />
                {row.scheduledPublishTime !== null && (
                  <Tooltip title={`Scheduled publish: ${formatDateTime(row.scheduledPublishTime)}`}>
                    <ClockCircleOutlined
                      aria-label="Scheduled publish"
                      data-testid="scheduled-mark"
                      style={{ color: '#fa8c16' }}
                    />
                  </Tooltip>
                )}
              </Space>
            ),
          },
          {
            title: 'Modified at',
            dataIndex: 'lastModifiedDate',
            ...sortable('lastModifiedDate'),
            render: (v: string) => <DateTime value={v} />,
          },
        ]}
      />
    </section>
  );
}
