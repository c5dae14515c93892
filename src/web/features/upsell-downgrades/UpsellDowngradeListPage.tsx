import { Button } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { createUpsellDowngrade, type UpsellDowngrade } from '../../../shared/contracts/upsell-downgrades';
import { UD_SEARCH_MAX, type UdOptionType } from '../../../shared/domain/upsell-downgrade';
import { usePermissions } from '../../auth/session';
import { modifiedAtColumn } from '../../components/DateTime';
import { type ListColumn, ListTable } from '../../components/ListTable';
import { ListToolbar } from '../../components/ListToolbar';
import { listQueryProps, storePage } from '../../components/list-query';
import { PageTitle } from '../../components/PageTitle';
import type { SearchBoxSetup } from '../../components/SearchBox';
import { useUrlState } from '../../components/useUrlState';
import { toUdListParams, UD_LIST_URL, type UdListState } from './list-url';
import { useUpsellDowngrades } from './queries';
import { UD_ADD_PATH, upsellDowngradePath } from './texts';

type SortKey = UdListState['sortKey'];

const optionPrice = (type: UdOptionType) => (row: UpsellDowngrade) =>
  row.upsell_downgrade_options.find((o) => o.option_type === type)?.base_price.name;

/** UD-02: the list's columns; 'Modified at' sorts, newest first by default. */
const COLUMNS: ListColumn<UpsellDowngrade, SortKey>[] = [
  {
    key: 'original',
    title: 'Original base price',
    kind: 'text',
    text: (row) => row.original_base_price.name,
    link: true,
  },
  { key: 'primary', title: 'Primary upsell base price', kind: 'text', text: optionPrice('primary_upsell') },
  { key: 'secondary', title: 'Secondary upsell base price', kind: 'text', text: optionPrice('secondary_upsell') },
  { key: 'downgrade', title: 'Downgrade base price', kind: 'text', text: optionPrice('downgrade') },
  modifiedAtColumn(),
];

/** The toolbar's search box. */
const SEARCH: SearchBoxSetup = {
  label: 'Original base price',
  placeholder: 'Search original base price, press Enter',
  maxLength: UD_SEARCH_MAX,
  width: 320,
};

/** /marketing/upsell-downgrade: the rule list (UD-01, UD-02, UD-14, PERM-UD-01/02). */
export default function UpsellDowngradeListPage() {
  const [state, setState] = useUrlState(UD_LIST_URL);
  const { can } = usePermissions();
  const navigate = useNavigate();
  const params = useMemo(() => toUdListParams(state), [state]);
  const list = useUpsellDowngrades(params);

  return (
    <section>
      <PageTitle
        extra={
          can(createUpsellDowngrade.permission) && (
            <Button type="primary" onClick={() => navigate(UD_ADD_PATH)}>
              + Add
            </Button>
          )
        }
      >
        Upsell & Downgrade
      </PageTitle>
      <ListToolbar
        search={{ ...SEARCH, value: state.original, onSearch: (original) => setState({ original, page: 1 }) }}
        onRefresh={() => void list.refetch()}
      />
      <ListTable<UpsellDowngrade, SortKey>
        columns={COLUMNS}
        rowKey={(row) => row.id}
        {...listQueryProps(list, storePage)}
        state={state}
        setState={setState}
        rowHref={(row) => upsellDowngradePath(row.id)}
      />
    </section>
  );
}
