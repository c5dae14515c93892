import { lazyAdvancedSearch } from '../../components/AdvancedSearchPopover';
import type { AdvancedSearchProps } from './AdvancedSearchForm';

/** /entitlements' Advanced Search: ISBN, created range, purchase type, language. */
export const AdvancedSearch = lazyAdvancedSearch<AdvancedSearchProps>(() => import('./AdvancedSearchForm'));
