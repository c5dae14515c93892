import { FilterOutlined } from '@ant-design/icons';
import { Button, Popover, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { AdvancedSearchProps } from './AdvancedSearchForm';

const loadForm = () => import('./AdvancedSearchForm');
const AdvancedSearchForm = lazy(loadForm);

/** CP-LIST-05: ISBN, modified date range, product types, language and course type. */
export function AdvancedSearch({ initial, languages, languagesLoading, onSearch }: AdvancedSearchProps) {
  const [open, setOpen] = useState(false);
  const [generation, setGeneration] = useState(0);

  const content = (
    <Suspense
      fallback={
        <div style={{ width: 360, display: 'grid', placeItems: 'center', minHeight: 120 }}>
          <Spin aria-label="Loading the search form" />
        </div>
      }
    >
      <AdvancedSearchForm
        // A fresh form on every open, from the list's current filters.
        key={generation}
        initial={initial}
        languages={languages}
        languagesLoading={languagesLoading}
        onSearch={(values) => {
          onSearch(values);
          setOpen(false);
        }}
      />
    </Suspense>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomLeft"
      title="Advanced Search"
      open={open}
      onOpenChange={(next) => {
        if (next) setGeneration((g) => g + 1);
        setOpen(next);
      }}
      content={content}
      destroyOnHidden={false}
    >
      {/* The form's code starts loading when the pointer or focus reaches the button. */}
      <Button icon={<FilterOutlined />} onMouseEnter={() => void loadForm()} onFocus={() => void loadForm()}>
        Advanced Search
      </Button>
    </Popover>
  );
}
