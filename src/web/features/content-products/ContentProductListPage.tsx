import { Alert, Button, Flex, Input, Space, Table } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { createContentProduct } from '../../../shared/contracts/content-products';
import { PRODUCT_TYPE_LABELS } from '../../../shared/domain/content-product-types';
import { usePermissions } from '../../auth/session';
import { CatalogStatusFilter } from '../../components/CatalogStatusFilter';
import { CatalogStatusTag } from '../../components/CatalogStatusTag';
import { DateTime } from '../../components/DateTime';
import { orEmpty } from '../../components/date-format';
import { listTableProps } from '../../components/list-table';
import { PageTitle } from '../../components/PageTitle';
import { ScheduledMark } from '../../components/ScheduledMark';
import { useUrlState } from '../../components/useUrlState';
import { useCatalogueLanguages } from '../reference';
import { AdvancedSearch } from './AdvancedSearch';
import { FilterTags } from './FilterTags';
import { advancedSearchPatch, advancedSearchValues, CLEARED_FILTERS, filterTags } from './list-filters';
import { PRODUCT_LIST_URL, toProductListParams } from './list-url';
import { type ProductListItem, useContentProducts } from './queries';

/** /products/content: the content product list (checklist 9.3). */
export default function ContentProductListPage() {
  const [state, setState] = useUrlState(PRODUCT_LIST_URL);
  const { can } = usePermissions();
  const navigate = useNavigate();
  const [isbnText, setIsbnText] = useState(state.isbn);
  useEffect(() => setIsbnText(state.isbn), [state.isbn]);

  const params = useMemo(() => toProductListParams(state), [state]);
  const list = useContentProducts(params);
  const languages = useCatalogueLanguages();
  const languageList = languages.data?.content ?? [];
  const tags = filterTags(state, (id) => languageList.find((l) => l.id === id)?.name);

  const table = listTableProps<typeof state.sortKey, ProductListItem>(state, setState, list.data?.totalElements ?? 0);
  const { sortable } = table;

  return (
    <section>
      <PageTitle
        extra={
          can(createContentProduct.permission) && (
            <Button type="primary" onClick={() => navigate('/products/content/add')}>
              + Add new product
            </Button>
          )
        }
      >
        Content product
      </PageTitle>
      <Flex gap={12} wrap style={{ marginBottom: 12 }}>
        <CatalogStatusFilter value={state.statuses} onChange={(statuses) => setState({ statuses, page: 1 })} />
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
        onChange={table.onChange}
        pagination={table.pagination}
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
                <ScheduledMark at={row.scheduledPublishTime} />
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
