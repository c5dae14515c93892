import { type KeyboardEvent, useRef } from 'react';

/**
 * CUS-LIST-02: the list's B2B and B2C tabs, a tablist in the look of antd's Tabs (bottom line, the
 * active tab in the primary colour with its ink bar), without antd's Tabs (11 KB gzip more for the
 * route than its budget allows: the tabs only switch the route), in antd's CSS variables. Arrow keys move between the tabs.
 */
export function TabBar<K extends string>({
  label,
  tabs,
  active,
  onChange,
}: {
  label: string;
  tabs: readonly { key: K; label: string }[];
  active: K;
  onChange: (key: K) => void;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    refs.current[next]?.focus();
    const tab = tabs[next];
    if (tab) onChange(tab.key);
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      style={{
        display: 'flex',
        gap: 32,
        borderBottom: '1px solid var(--ant-color-border-secondary)',
        marginBottom: 16,
      }}
    >
      {tabs.map((tab, index) => {
        const selected = tab.key === active;
        return (
          <button
            key={tab.key}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => (selected ? undefined : onChange(tab.key))}
            onKeyDown={(event) => onKeyDown(event, index)}
            style={{
              background: 'none',
              border: 'none',
              borderBottom: `2px solid ${selected ? 'var(--ant-color-primary)' : 'transparent'}`,
              marginBottom: -1,
              padding: '12px 0',
              cursor: 'pointer',
              font: 'inherit',
              fontSize: 'var(--ant-font-size)',
              color: selected ? 'var(--ant-color-primary)' : 'var(--ant-color-text)',
              transition: 'color var(--ant-motion-duration-mid)',
            }}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
