import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { FilterTags, type FilterTagsProps } from './FilterTags';
import { SearchBox, type SearchBoxProps } from './SearchBox';

export interface ListToolbarProps<T extends { key: string; label: string }> {
  /** The status filter (StatusFilter), first in the row. */
  status?: ReactNode;
  /** The search box. */
  search?: SearchBoxProps;
  /** More filters, after the search box (an entitlement's source). */
  filters?: ReactNode;
  /** The list's 'Advanced Search' (AdvancedSearchPopover). */
  advanced?: ReactNode;
  /** Reads the list again (the Refresh button). */
  onRefresh?: () => void;
  /** The active filters as removable tags, under the row. */
  tags?: FilterTagsProps<T>;
}

/**
 * The toolbar of every list screen: status filter, search box (SearchBox: trim, Enter, clear), more
 * filters, Advanced Search and Refresh in one row; the active filters as removable tags beneath it.
 */
export function ListToolbar<T extends { key: string; label: string }>({
  status,
  search,
  filters,
  advanced,
  onRefresh,
  tags,
}: ListToolbarProps<T>) {
  return (
    <>
      <Flex gap={12} wrap style={{ marginBottom: 12 }}>
        {status}
        {search ? <SearchBox {...search} /> : null}
        {filters}
        {advanced}
        {onRefresh ? (
          <Tooltip title="Refresh">
            <Button aria-label="Refresh" icon={<ReloadOutlined />} onClick={onRefresh} />
          </Tooltip>
        ) : null}
      </Flex>
      {tags ? <FilterTags {...tags} /> : null}
    </>
  );
}
