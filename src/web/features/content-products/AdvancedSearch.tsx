import { lazy } from 'react';
import { AdvancedSearchPopover } from '../../components/AdvancedSearchPopover';
import type { AdvancedSearchProps } from './AdvancedSearchForm';

const loadForm = () => import('./AdvancedSearchForm');
const AdvancedSearchForm = lazy(loadForm);

/** CP-LIST-05: ISBN, modified date range, product types, language and course type. */
export function AdvancedSearch({ initial, languages, languagesLoading, onSearch }: AdvancedSearchProps) {
  return (
    <AdvancedSearchPopover
      preload={() => void loadForm()}
      form={(close) => (
        <AdvancedSearchForm
          initial={initial}
          languages={languages}
          languagesLoading={languagesLoading}
          onSearch={(values) => {
            onSearch(values);
            close();
          }}
        />
      )}
    />
  );
}
