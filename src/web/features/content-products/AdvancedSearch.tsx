import { lazyAdvancedSearch } from '../../components/AdvancedSearchPopover';
import type { AdvancedSearchProps } from './AdvancedSearchForm';

/** CP-LIST-05: ISBN, modified date range, product types, language and course type. */
export const AdvancedSearch = lazyAdvancedSearch<AdvancedSearchProps>(() => import('./AdvancedSearchForm'));
