import { lazy } from 'react';
import { AdvancedSearchPopover } from '../../components/AdvancedSearchPopover';
import type { CustomerSearchFormProps } from './AdvancedSearchForm';

const loadForm = () => import('./AdvancedSearchForm');
const AdvancedSearchForm = lazy(loadForm);

/** CUS-LIST-10..17: the Advanced Search popover of the customer list (the form is its own chunk). */
export function AdvancedSearch({ onSearch, ...props }: Omit<CustomerSearchFormProps, 'onCancel'>) {
  return (
    <AdvancedSearchPopover
      preload={() => void loadForm()}
      form={(close) => (
        <AdvancedSearchForm
          {...props}
          onCancel={close}
          onSearch={(values) => {
            onSearch(values);
            close();
          }}
        />
      )}
    />
  );
}
