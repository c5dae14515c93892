import { Form, Input, Select } from 'antd';
import { PRODUCT_TYPE_LABELS, PRODUCT_TYPES } from '../../../shared/domain/content-product-types';
import {
  type AdvancedSearchFormProps,
  AdvancedSearchFrame,
  LanguageFilterItem,
} from '../../components/AdvancedSearchFrame';
import { DateRangePicker } from '../../components/DateRangePicker';
import type { LanguageSearchChoices } from '../../components/language-choices';
import { type AdvancedSearchValues, COURSE_TYPE_LABELS, type CourseType } from './list-filters';

const TYPE_OPTIONS = PRODUCT_TYPES.map((value) => ({ value, label: PRODUCT_TYPE_LABELS[value] }));
const COURSE_TYPE_OPTIONS = (Object.keys(COURSE_TYPE_LABELS) as CourseType[]).map((value) => ({
  value,
  label: COURSE_TYPE_LABELS[value],
}));

export type AdvancedSearchProps = AdvancedSearchFormProps<AdvancedSearchValues> & LanguageSearchChoices;

/** CP-LIST-05: the Advanced Search form (in its own chunk: the list opens without its date picker and selects). */
export default function AdvancedSearchForm({ languages, languagesLoading, ...search }: AdvancedSearchProps) {
  return (
    <AdvancedSearchFrame
      {...search}
      cleared={{ isbn: '', modifiedRange: null, productTypes: [], languageId: null, courseType: null }}
    >
      <Form.Item label="ISBN" name="isbn">
        <Input allowClear placeholder="ISBN" />
      </Form.Item>
      <Form.Item label="Modified at" name="modifiedRange">
        <DateRangePicker />
      </Form.Item>
      <Form.Item label="Product type" name="productTypes">
        <Select mode="multiple" allowClear options={TYPE_OPTIONS} placeholder="All product types" />
      </Form.Item>
      <LanguageFilterItem languages={languages} languagesLoading={languagesLoading} />
      <Form.Item label="Course type" name="courseType">
        <Select allowClear options={COURSE_TYPE_OPTIONS} placeholder="Standard or Premium" />
      </Form.Item>
    </AdvancedSearchFrame>
  );
}
