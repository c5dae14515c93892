import { lazyAdvancedSearch } from '../../components/AdvancedSearchPopover';
import type { AdvancedSearchProps } from './AdvancedSearchForm';

/** EP-LIST-02: modified date range, base price, language, course type, billing plan. */
export const AdvancedSearch = lazyAdvancedSearch<AdvancedSearchProps>(() => import('./AdvancedSearchForm'));
