import { lazyAdvancedSearch } from '../../components/AdvancedSearchPopover';
import type { CustomerSearchFormProps } from './AdvancedSearchForm';

/** CUS-LIST-10..17: the Advanced Search popover of the customer list (the form is its own chunk). */
export const AdvancedSearch = lazyAdvancedSearch<CustomerSearchFormProps>(() => import('./AdvancedSearchForm'));
