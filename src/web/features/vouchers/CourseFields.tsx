import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, type FormInstance, Row, Select } from 'antd';
import type { VoucherGroup } from '../../../shared/contracts/vouchers';
import {
  ISBN_SELECTION_LABELS,
  ISBN_SELECTION_TYPES,
  VOUCHER_LABELS as LABELS,
  VOUCHER_MAX_LANGUAGE_GROUPS,
} from '../../../shared/domain/voucher';
import { FieldsCard } from '../../components/FormFields';
import type { VoucherFormValues } from './form-model';
import { useGenericProducts, useIndividualProducts, useVoucherLanguages } from './option-queries';
import { ChoiceField, VoucherField } from './VoucherField';

const SELECTION_OPTIONS = ISBN_SELECTION_TYPES.map((value) => ({ value, label: ISBN_SELECTION_LABELS[value] }));

/** VG-18: the generic course, from GET /generic-products (API-M-46), searched by name or ISBN. */
function GenericCourse({ group }: { group?: VoucherGroup }) {
  const products = useGenericProducts();
  const options = (products.data ?? []).map((p) => ({ value: p.isbn, label: `${p.name} (${p.isbn})` }));
  const kept = group?.genericProduct;
  if (kept && !options.some((o) => o.value === kept.isbn)) {
    options.unshift({ value: kept.isbn, label: `${kept.name} (${kept.isbn})` });
  }
  return (
    <VoucherField name={['genericProduct', 'isbn']} rule="genericProduct" label={LABELS.genericProduct} lg={12}>
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        allowClear
        placeholder="Select a generic course"
        loading={products.isLoading}
        options={options}
      />
    </VoucherField>
  );
}

/** VG-19: one language's courses, from GET /individual-products (API-M-47) of the chosen language. */
function LanguageCourses({
  form,
  index,
  group,
  onRemove,
}: {
  form: FormInstance<VoucherFormValues>;
  index: number;
  group?: VoucherGroup;
  onRemove?: () => void;
}) {
  const languages = useVoucherLanguages();
  const languageId = Form.useWatch(['languageProductGroups', index, 'languageId'], form) ?? null;
  const courses = useIndividualProducts(languageId);
  const options = (courses.data ?? []).map((p) => ({ value: p.productId, label: `${p.productName} (${p.productId})` }));
  for (const item of group?.languageProductGroups.find((g) => g.languageId === languageId)?.productItems ?? []) {
    if (!options.some((o) => o.value === item.productId)) {
      options.push({ value: item.productId, label: `${item.productName} (${item.productId})` });
    }
  }
  const at = `languageProductGroups.${index}`;
  return (
    <Row gutter={16} align="top">
      <VoucherField name={[index, 'languageId']} rule={`${at}.languageId`} label={LABELS.language} lg={8}>
        <Select<number>
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Select a language"
          loading={languages.isLoading}
          options={(languages.data?.content ?? []).map((l) => ({ value: l.id, label: l.name }))}
          // Another language's courses do not carry over.
          onChange={() => form.setFieldValue(['languageProductGroups', index, 'productItems'], [])}
        />
      </VoucherField>
      <VoucherField
        name={[index, 'productItems']}
        rule={`${at}.productItems`}
        label={LABELS.courses}
        xs={onRemove ? 21 : 24}
        lg={onRemove ? 15 : 16}
        dependencies={[['languageProductGroups', index, 'languageId']]}
      >
        <Select<string[]>
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={languageId === null ? 'Choose the language first' : 'Select courses'}
          disabled={languageId === null}
          loading={courses.isFetching}
          options={options}
        />
      </VoucherField>
      {onRemove ? (
        <Col xs={3} lg={1}>
          <Form.Item label=" " colon={false}>
            <Button aria-label={`Remove language ${index + 1}`} icon={<DeleteOutlined />} onClick={onRemove} />
          </Form.Item>
        </Col>
      ) : null}
    </Row>
  );
}

/**
 * VG-17…19: the ISBN selection, then the generic course, or the individual courses language by language
 * (a language and at least one of its courses each; '+ Add language' for more).
 */
export function CourseFields({ form, group }: { form: FormInstance<VoucherFormValues>; group?: VoucherGroup }) {
  const selection = Form.useWatch('isbnSelectionType', form);
  return (
    <FieldsCard
      title="Courses"
      after={
        selection === 'INDIVIDUAL' ? (
          <Form.List name="languageProductGroups">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <LanguageCourses
                    key={field.key}
                    form={form}
                    index={field.name}
                    group={group}
                    onRemove={fields.length > 1 ? () => remove(field.name) : undefined}
                  />
                ))}
                {fields.length < VOUCHER_MAX_LANGUAGE_GROUPS ? (
                  <Button icon={<PlusOutlined />} onClick={() => add({ languageId: null, productItems: [] })}>
                    Add language
                  </Button>
                ) : null}
              </>
            )}
          </Form.List>
        ) : null
      }
    >
      <ChoiceField name="isbnSelectionType" label={LABELS.isbnSelectionType} lg={12} options={SELECTION_OPTIONS} />
      {selection === 'GENERIC' ? <GenericCourse group={group} /> : null}
    </FieldsCard>
  );
}
