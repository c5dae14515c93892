import { Input } from 'antd';
import { type ChangeEvent, useEffect, useState } from 'react';

export interface SearchBoxProps {
  /** The box's accessible name. */
  label: string;
  placeholder: string;
  /** The applied search (the list's URL state): the box shows it whenever it changes. */
  value: string;
  /**
   * Applies a search: the typed text trimmed, on Enter (or the search button); '' at once when the
   * box is cleared with its clear icon; on blur when `blur` is 'apply' and the text differs.
   */
  onSearch: (text: string) => void;
  maxLength?: number;
  width?: number;
  /** Leaving the box: 'apply' applies the trimmed text (SO-LIST-02); 'trim' only trims what shows (PROMO-LIST-03). */
  blur?: 'apply' | 'trim';
  /** The box carries a search button beside it (which applies as Enter does). */
  button?: boolean;
}

/** What a list fixes of its search box (all but the applied value and what applying does). */
export type SearchBoxSetup = Omit<SearchBoxProps, 'value' | 'onSearch'>;

/** Cleared with the clear icon (not typed empty): antd sends a click event, not a change. */
const clearedByIcon = (event: ChangeEvent<HTMLInputElement>) => event.type !== 'change' && event.target.value === '';

/**
 * The search box of every list toolbar (CUS-LIST-08, CP-LIST-04, DISC-02, PROMO-LIST-03, SO-LIST-02,
 * ENT-LIST-12): the text is trimmed and applied on Enter, a clear applies at once; what it shows follows
 * the applied search (a removed tag, Back).
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
  maxLength,
  width = 300,
  blur,
  button = false,
}: SearchBoxProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);

  const apply = (typed: string) => {
    const trimmed = typed.trim();
    setText(trimmed);
    onSearch(trimmed);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    if (clearedByIcon(event)) onSearch('');
  };
  const onBlur = () => {
    if (!blur) return;
    const trimmed = text.trim();
    setText(trimmed);
    if (blur === 'apply' && trimmed !== value) onSearch(trimmed);
  };
  const common = {
    'aria-label': label,
    placeholder,
    allowClear: true,
    maxLength,
    value: text,
    onChange,
    onBlur,
    style: { width },
  };

  return button ? (
    <Input.Search
      {...common}
      onSearch={(typed, _event, info) => (info?.source === 'clear' ? undefined : apply(typed))}
    />
  ) : (
    <Input {...common} onPressEnter={() => apply(text)} />
  );
}
