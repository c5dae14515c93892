import { EditOutlined } from '@ant-design/icons';
import { Button, Spin, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { type ReadOnlyField, ReadOnlyFields } from '../../components/ReadOnlyFields';
import { SectionHeader } from './SectionHeader';

/**
 * A section of the customer detail, named by its heading (SectionHeader: the title, its actions on the
 * right): `extra`, or the section's Edit button (`edit`, where the edit is allowed).
 */
export function DetailSection({
  id,
  title,
  extra,
  edit,
  style,
  children,
}: {
  id: string;
  title: string;
  extra?: ReactNode;
  edit?: { label: string; onClick: () => void } | null;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const editButton = edit ? (
    <Button icon={<EditOutlined />} onClick={edit.onClick}>
      {edit.label}
    </Button>
  ) : null;
  return (
    <section aria-labelledby={id} style={style}>
      <SectionHeader id={id} title={title} extra={extra ?? editButton} />
      {children}
    </section>
  );
}

/**
 * A section's fields as read by their query: a spinner named `loading` while it loads, its failure, the
 * fields, or `empty` when there are none.
 */
export function ReadFields({
  read,
  loading,
  label,
  fields,
  empty,
}: {
  read: { isLoading: boolean; error: Error | null };
  loading: string;
  label: string;
  fields: ReadOnlyField[];
  empty: string;
}) {
  if (read.isLoading) return <Spin aria-label={loading} />;
  if (read.error) return <Typography.Text type="danger">{read.error.message}</Typography.Text>;
  if (fields.length) return <ReadOnlyFields label={label} fields={fields} />;
  return <Typography.Text type="secondary">{empty}</Typography.Text>;
}
