import { Button, Space } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { createContentProduct } from '../../../shared/contracts/content-products';
import { PRODUCT_TYPE_LABELS } from '../../../shared/domain/content-product-types';
import { usePermissions } from '../../auth/session';
import { CatalogStatusFilter } from '../../components/CatalogStatusFilter';
import { CatalogStatusTag } from '../../components/CatalogStatusTag';
import { DateTime } from '../../components/DateTime';
import { removableTags } from '../../components/FilterTags';
import { type ListColumn, ListTable } from '../../components/ListTable';
import { ListToolbar } from '../../components/ListToolbar';
import { languageChoices } from '../../components/language-choices';
import { listQueryProps, portalPage } from '../../components/list-query';
import { PageTitle } from '../../components/PageTitle';
import { ScheduledMark } from '../../components/ScheduledMark';
import type { SearchBoxSetup } from '../../components/SearchBox';
import { useUrlState } from '../../components/useUrlState';
import { useCatalogueLanguages } from '../reference';
import { AdvancedSearch } from './AdvancedSearch';
import { advancedSearchPatch, advancedSearchValues, filterTags } from './list-filters';
import { CLEARED_FILTERS, PRODUCT_LIST_URL, type ProductListState, toProductListParams } from './list-url';
import { productDetailPath } from './product-texts';
import { type ProductListItem, useContentProducts } from './queries';

/** CP-LIST-03 (GAP, decided): the list's columns; the ISBN links to the product (CP-LIST-07). */
const COLUMNS: ListColumn<ProductListItem, ProductListState['sortKey']>[] = [
  { key: 'isbn', title: 'ISBN', kind: 'code', sort: 'isbn', text: (row) => row.isbn, link: true },
  { key: 'name', title: 'Name', kind: 'text', sort: 'name', text: (row) => row.name },
  {
    key: 'productType',
    title: 'Product type',
    kind: 'enum',
    sort: 'productType',
    text: (row) => PRODUCT_TYPE_LABELS[row.productType] ?? row.productType,
  },
  { key: 'languageName', title: 'Language', kind: 'text', width: 140, text: (row) => row.languageName },
  {
    key: 'isPremium',
    title: 'Course type',
    kind: 'enum',
    width: 116,
    text: (row) => (row.isPremium ? 'Premium' : 'Standard'),
  },
  {
    key: 'status',
    title: 'Status',
    kind: 'status',
    sort: 'status',
    render: (row) => (
      <Space size={6}>
        <CatalogStatusTag status={row.status} />
        <ScheduledMark at={row.scheduledPublishTime} />
      </Space>
    ),
  },
  {
    key: 'lastModifiedDate',
    title: 'Modified at',
    kind: 'date',
    sort: 'lastModifiedDate',
    render: (row) => <DateTime value={row.lastModifiedDate} />,
  },
];

/** The toolbar's search box. */
const SEARCH: SearchBoxSetup = { label: 'ISBN', placeholder: 'Search ISBN, press Enter', width: 260 };

/** /products/content: the content product list (checklist 9.3). */
export default function ContentProductListPage() {
  const [state, setState] = useUrlState(PRODUCT_LIST_URL);
  const { can } = usePermissions();
  const navigate = useNavigate();

  const params = useMemo(() => toProductListParams(state), [state]);
  const list = useContentProducts(params);
  const languages = languageChoices(useCatalogueLanguages());
  const tags = filterTags(state, languages.nameOf);

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
      <ListToolbar
        status={<CatalogStatusFilter value={state.statuses} onChange={(statuses) => setState({ statuses, page: 1 })} />}
        search={{ ...SEARCH, value: state.isbn, onSearch: (isbn) => setState({ isbn, page: 1 }) }}
        advanced={
          <AdvancedSearch
            initial={advancedSearchValues(state)}
            {...languages.search}
            onSearch={(values) => setState(advancedSearchPatch(values))}
          />
        }
        onRefresh={() => void list.refetch()}
        tags={removableTags(tags, setState, CLEARED_FILTERS)}
      />
      <ListTable<ProductListItem, typeof state.sortKey>
        columns={COLUMNS}
        rowKey={(row) => row.id}
        {...listQueryProps(list, portalPage)}
        state={state}
        setState={setState}
        rowHref={(row) => productDetailPath(row.productId)}
      />
    </section>
  );
}
