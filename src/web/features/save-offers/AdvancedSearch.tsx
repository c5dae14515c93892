import { lazy } from 'react';
import { AdvancedSearchPopover } from '../../components/AdvancedSearchPopover';
import type { AdvancedSearchProps } from './AdvancedSearchForm';

const loadForm = () => import('./AdvancedSearchForm');
const AdvancedSearchForm = lazy(loadForm);

/** SO-LIST-03: Applied stage, Base price name, Save offer type. */
export function AdvancedSearch({ onSearch, ...props }: AdvancedSearchProps) {
  return (
    <AdvancedSearchPopover
      preload={() => void loadForm()}
      form={(close) => (
        <AdvancedSearchForm
          {...props}
          onSearch={(values) => {
            onSearch(values);
            close();
          }}
          onCancel={close}
        />
      )}
    />
  );
}
