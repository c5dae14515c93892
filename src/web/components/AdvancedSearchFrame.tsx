import { Button, Flex, Form, type FormInstance, Select, type SelectProps } from 'antd';
import type { ReactNode } from 'react';

/**
 * The frame of every list's Advanced Search form: a vertical form `width` wide holding the list's fields,
 * then Reset (back to `cleared`) or Cancel, and Search, which hands the values to `onSearch`.
 */
export function AdvancedSearchFrame<V extends object>({
  form,
  initial,
  onSearch,
  width = 360,
  cleared,
  onCancel,
  children,
}: {
  form: FormInstance<V>;
  initial: V;
  onSearch: (values: V) => void;
  width?: number;
  /** The values Reset sets (the list's filters cleared); without it the form has Cancel instead. */
  cleared?: Partial<V>;
  onCancel?: () => void;
  children: ReactNode;
}) {
  return (
    <Form<V>
      form={form}
      initialValues={initial}
      layout="vertical"
      style={{ width }}
      onFinish={onSearch}
      requiredMark={false}
    >
      {children}
      <Flex justify="end" gap={8} style={{ marginTop: 4 }}>
        {cleared ? (
          <Button onClick={() => form.setFieldsValue(cleared as Parameters<FormInstance<V>['setFieldsValue']>[0])}>
            Reset
          </Button>
        ) : (
          <Button onClick={onCancel}>Cancel</Button>
        )}
        <Button type="primary" htmlType="submit">
          Search
        </Button>
      </Flex>
    </Form>
  );
}

/**
 * A filter's select of named things (languages, base prices, billing plans: `{ id, name }`), typed ahead
 * by name. The form item's value and onChange pass through.
 */
export function NamedSelect({
  items,
  ...props
}: { items: readonly { id: number; name: string }[] } & Omit<SelectProps, 'options'>) {
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      options={items.map((item) => ({ value: item.id, label: item.name }))}
      {...props}
    />
  );
}
