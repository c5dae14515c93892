import { lazy } from 'react';
import { AdvancedSearchPopover } from '../../components/AdvancedSearchPopover';
import type { AdvancedSearchProps } from './AdvancedSearchForm';

const loadForm = () => import('./AdvancedSearchForm');
const AdvancedSearchForm = lazy(loadForm);

/** /entitlements' Advanced Search: ISBN, created range, purchase type, language. */
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
        />
      )}
    />
  );
}
