import { Card, Form, type FormItemProps, Input, Row } from 'antd';
import type { ReactNode } from 'react';
import { checkedBy, required, trimmedLength } from './form-rules';

/** The pieces the page forms build their fields with (the promotion and save offer forms, …). */

/** A titled section of a page form: its fields side by side in a row (each in its own Col), then `after`. */
export function FieldsCard({ title, children, after }: { title: ReactNode; children: ReactNode; after?: ReactNode }) {
  return (
    <Card size="small" title={title} style={{ marginBottom: 16 }}>
      <Row gutter={24}>{children}</Row>
      {after}
    </Card>
  );
}

/** A required field: the form's mark, and `message` while it is empty (undefined, null, '' or no item). */
export function RequiredItem({ message, ...props }: Omit<FormItemProps, 'required' | 'rules'> & { message: string }) {
  return <Form.Item required rules={[required(message)]} {...props} />;
}

/**
 * A required one-line text, the record's name unless `name` says which: the rule `problem` checks it (the
 * shared one, so the server says the same), and its length, trimmed, is counted against `max`.
 */
export function RequiredTextItem<T>({
  name = 'name',
  problem,
  max,
  ...props
}: Omit<FormItemProps, 'required' | 'rules' | 'children'> & { problem: (value: T) => string | null; max: number }) {
  return (
    <Form.Item name={name} required rules={[checkedBy(problem)]} {...props}>
      <Input count={{ show: true, max, strategy: trimmedLength }} />
    </Form.Item>
  );
}
