import { FilterOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { Loading } from './Loading';

/**
 * The 'Advanced Search' button and popover of a list screen. Its form always shows the URL state: it
 * is built afresh, from the list's current filters, each time the popover opens and whenever the URL
 * changes while it is open (a removed tag, 'Clear all', Back), so edits left unsent are dropped and
 * Search never writes back a filter the URL no longer has.
 */
export function AdvancedSearchPopover({
  form,
  preload,
}: {
  /** The form (lazy, so the list opens without it), given `close` to call after Search. */
  form: (close: () => void) => ReactNode;
  /** Starts loading the form's code when the pointer or focus reaches the button. */
  preload?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(0);
  const { search } = useLocation();
  const close = () => setOpen(false);

  return (
    <Popover
      trigger="click"
      placement="bottomLeft"
      title="Advanced Search"
      open={open}
      onOpenChange={(next) => {
        if (next) setOpened((n) => n + 1);
        setOpen(next);
      }}
      content={
        <Suspense
          fallback={
            <div style={{ width: 360 }}>
              <Loading label="Loading the search form" minHeight={120} />
            </div>
          }
        >
          <div key={`${opened}${search}`}>{form(close)}</div>
        </Suspense>
      }
    >
      <Button icon={<FilterOutlined />} onMouseEnter={preload} onFocus={preload}>
        Advanced Search
      </Button>
    </Popover>
  );
}

/** The props of a list's Advanced Search form: what it searches with, and the popover's Cancel when it has one. */
interface SearchFormProps<V> {
  onSearch: (values: V) => void;
  onCancel?: () => void;
}

/**
 * A list's 'Advanced Search': the popover with its form, whose code (`load`, its own chunk) loads when
 * the pointer or focus reaches the button; Search searches and closes, Cancel closes.
 */
export function lazyAdvancedSearch<P extends SearchFormProps<never>>(
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  const Form = lazy(load);
  return function AdvancedSearch({ onSearch, ...props }: Omit<P, 'onCancel'>) {
    return (
      <AdvancedSearchPopover
        preload={() => void load()}
        form={(close) => {
          const formProps = {
            ...props,
            onCancel: close,
            onSearch: (values: Parameters<P['onSearch']>[0]) => {
              onSearch(values);
              close();
            },
          } as unknown as P;
          return <Form {...formProps} />;
        }}
      />
    );
  };
}
