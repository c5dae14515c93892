import { Button, Flex, Tag } from 'antd';
import type { CSSProperties } from 'react';

/** A tag's text: one line, cut with an ellipsis past 320 px; the whole text in its title. */
const TAG_TEXT: CSSProperties = {
  display: 'inline-block',
  maxWidth: 320,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'top',
};

export interface FilterTagsProps<T extends { key: string; label: string }> {
  tags: readonly T[];
  onRemove: (tag: T) => void;
  onClear: () => void;
}

/**
 * A list's tags whose each carries the URL-state change that removes it (`remove`): removing one
 * applies it, 'Clear all' applies `cleared`.
 */
export function removableTags<P, T extends { key: string; label: string; remove: P }>(
  tags: readonly T[],
  setState: (patch: P) => void,
  cleared: NoInfer<P>,
): FilterTagsProps<T> {
  return { tags, onRemove: (tag) => setState(tag.remove), onClear: () => setState(cleared) };
}

/**
 * CP-LIST-06, CUS-LIST-18 (and every list with filters): the active filters as removable tags, each cut
 * with an ellipsis when long, with 'Clear all'.
 */
export function FilterTags<T extends { key: string; label: string }>({ tags, onRemove, onClear }: FilterTagsProps<T>) {
  if (tags.length === 0) return null;
  return (
    <Flex gap={6} wrap align="center" style={{ marginBottom: 12 }}>
      {/* The list holds the tags only (a list may hold nothing but its items); Clear all follows it. */}
      <Flex gap={6} wrap align="center" aria-label="Active filters" role="list">
        {tags.map((tag) => (
          <Tag
            key={tag.key}
            role="listitem"
            closable
            onClose={(event) => {
              event.preventDefault();
              onRemove(tag);
            }}
          >
            <span style={TAG_TEXT} title={tag.label}>
              {tag.label}
            </span>
          </Tag>
        ))}
      </Flex>
      <Button type="link" size="small" onClick={onClear}>
        Clear all
      </Button>
    </Flex>
  );
}
