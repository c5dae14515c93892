import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, ConfigProvider, Flex, Input, Select, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Entitlement } from '../../../shared/contracts/entitlements';
import type { EntitlementSource, EntitlementStatus } from '../../../shared/domain/entitlement';
import { usePermissions } from '../../auth/session';
import { FilterTags } from '../../components/FilterTags';
import { ListTable } from '../../components/ListTable';
import { PageTitle } from '../../components/PageTitle';
import { useUrlState } from '../../components/useUrlState';
import { AdvancedSearch } from './AdvancedSearch';
import { ENTITLEMENT_TABLE_THEME, entitlementColumns } from './columns';
import { customerRouteNeeds } from './customer-link';
import {
  advancedSearchPatch,
  advancedSearchValues,
  CLEARED_FILTERS,
  ENTITLEMENT_LIST_URL,
  type EntitlementSortKey,
  filterTags,
  SOURCE_OPTIONS,
  STATUS_OPTIONS,
  toEntitlementListParams,
} from './list-url';
import { useEntitlementLanguages, useEntitlements } from './queries';

/** /entitlements: the entitlement list (checklist 5.1). */
export default function EntitlementListPage() {
  const [state, setState] = useUrlState(ENTITLEMENT_LIST_URL);
  const { canAll } = usePermissions();
  const navigate = useNavigate();
  const [emailText, setEmailText] = useState(state.email);
  useEffect(() => setEmailText(state.email), [state.email]);

  const params = useMemo(() => toEntitlementListParams(state), [state]);
  const list = useEntitlements(params);
  const languages = useEntitlementLanguages();
  const languageList = languages.data?.content ?? [];
  const tags = filterTags(state, (id) => languageList.find((l) => l.id === id)?.name);
  const columns = useMemo(() => entitlementColumns((isB2b) => canAll(customerRouteNeeds(isB2b))), [canAll]);

  return (
    <section>
      <PageTitle
        extra={
          <Button onClick={() => navigate('/entitlements/preview')} aria-label="Open the preview list">
            Preview
          </Button>
        }
      >
        Entitlement
      </PageTitle>
      <Flex gap={12} wrap style={{ marginBottom: 12 }}>
        <Input.Search
          aria-label="Customer email"
          placeholder="Search customer email, press Enter"
          allowClear
          value={emailText}
          onChange={(event) => {
            setEmailText(event.target.value);
            if (event.type !== 'change' && event.target.value === '') setState({ email: '', page: 1 });
          }}
          onSearch={(value) => setState({ email: value.trim(), page: 1 })}
          style={{ width: 300 }}
        />
        <Select<EntitlementSource[]>
          aria-label="Source"
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          placeholder="All sources"
          options={SOURCE_OPTIONS}
          value={state.sources}
          onChange={(sources) => setState({ sources, page: 1 })}
          style={{ width: 220 }}
        />
        <Select<EntitlementStatus[]>
          aria-label="Status"
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          placeholder="All statuses"
          options={STATUS_OPTIONS}
          value={state.statuses}
          onChange={(statuses) => setState({ statuses, page: 1 })}
          style={{ width: 200 }}
        />
        <Space>
          <AdvancedSearch
            initial={advancedSearchValues(state)}
            languages={languageList}
            languagesLoading={languages.isLoading}
            onSearch={(values) => setState(advancedSearchPatch(values))}
          />
          <Button icon={<ReloadOutlined />} aria-label="Refresh" onClick={() => void list.refetch()} />
        </Space>
      </Flex>
      <FilterTags tags={tags} onRemove={(tag) => setState(tag.remove)} onClear={() => setState(CLEARED_FILTERS)} />
      {list.error && <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 12 }} />}
      <ConfigProvider theme={ENTITLEMENT_TABLE_THEME}>
        <ListTable<Entitlement, EntitlementSortKey>
          columns={columns}
          rows={list.data?.content}
          rowKey={(row) => row.entitlementId}
          loading={list.isFetching}
          total={list.data?.totalElements}
          settled={list.isSuccess && !list.isPlaceholderData}
          state={state}
          setState={setState}
        />
      </ConfigProvider>
    </section>
  );
}
