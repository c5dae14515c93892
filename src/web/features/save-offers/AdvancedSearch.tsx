import { lazyAdvancedSearch } from '../../components/AdvancedSearchPopover';
import type { AdvancedSearchProps } from './AdvancedSearchForm';

/** SO-LIST-03: Applied stage, Base price name, Save offer type. */
export const AdvancedSearch = lazyAdvancedSearch<AdvancedSearchProps>(() => import('./AdvancedSearchForm'));
