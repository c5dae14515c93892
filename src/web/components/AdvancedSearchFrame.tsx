import { Button, Flex, Form, type FormInstance, Select, type SelectProps } from 'antd';
import type { ReactNode } from 'react';
import type { LanguageSearchChoices } from './language-choices';

/** What a list gives its Advanced Search form: the values it starts from, and what Search does with them. */
export interface AdvancedSearchFormProps<V> {
  initial: V;
  onSearch: (values: V) => void;
}

/**
 * The frame of every list's Advanced Search form: a vertical form `width` wide holding the list's fields,
 * then Reset (back to `cleared`) or Cancel, and Search, which hands the values to `onSearch`. It makes
 * its form unless given one.
 */
export function AdvancedSearchFrame<V extends object>({
  form,
  initial,
  onSearch,
  width = 360,
  cleared,
  onCancel,
  children,
}: AdvancedSearchFormProps<V> & {
  form?: FormInstance<V>;
  width?: number;
  /** The values Reset sets (the list's filters cleared); without it the form has Cancel instead. */
  cleared?: Partial<V>;
  onCancel?: () => void;
  children: ReactNode;
}) {
  const [own] = Form.useForm<V>(form);
  return (
    <Form<V>
      form={own}
      initialValues={initial}
      layout="vertical"
      style={{ width }}
      onFinish={onSearch}
      requiredMark={false}
    >
      {children}
      <Flex justify="end" gap={8} style={{ marginTop: 4 }}>
        {cleared ? (
          <Button onClick={() => own.setFieldsValue(cleared as Parameters<FormInstance<V>['setFieldsValue']>[0])}>
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

/** The Language filter of an Advanced Search (`languageId`): one of the list's languages, by name. */
export function LanguageFilterItem({ languages, languagesLoading }: LanguageSearchChoices) {
  return (
    <Form.Item label="Language" name="languageId">
      <NamedSelect items={languages} loading={languagesLoading} placeholder="All languages" />
    </Form.Item>
  );
}
