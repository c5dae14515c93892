import { Button, Flex, Tag } from 'antd';

/** CP-LIST-06 (and every list with filters): the active filters as removable tags, with 'Clear all'. */
export function FilterTags<T extends { key: string; label: string }>({
  tags,
  onRemove,
  onClear,
}: {
  tags: T[];
  onRemove: (tag: T) => void;
  onClear: () => void;
}) {
  if (tags.length === 0) return null;
  return (
    <Flex gap={6} wrap align="center" style={{ marginBottom: 12 }} aria-label="Active filters" role="list">
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
          {tag.label}
        </Tag>
      ))}
      <Button type="link" size="small" onClick={onClear}>
        Clear all
      </Button>
    </Flex>
  );
}
