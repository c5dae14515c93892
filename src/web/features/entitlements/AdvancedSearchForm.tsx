import { Form, Input, Select } from 'antd';
import {
  type AdvancedSearchFormProps,
  AdvancedSearchFrame,
  LanguageFilterItem,
} from '../../components/AdvancedSearchFrame';
import { DateRangePicker } from '../../components/DateRangePicker';
import type { LanguageSearchChoices } from '../../components/language-choices';
import { type AdvancedSearchFields as AdvancedSearchValues, ISBN_FILTER_MAX, PURCHASE_TYPE_OPTIONS } from './list-url';

export type AdvancedSearchProps = AdvancedSearchFormProps<AdvancedSearchValues> & LanguageSearchChoices;

/**
 * ENT-LIST-05 (decided): ISBN, created range (no future day, start not after end, ENT-LIST-11), purchase
 * type and language; the email, source and status filters sit in the toolbar. Its own chunk.
 */
export default function AdvancedSearchForm({ languages, languagesLoading, ...search }: AdvancedSearchProps) {
  return (
    <AdvancedSearchFrame {...search} cleared={{ isbn: '', createdRange: null, purchaseType: null, languageId: null }}>
      <Form.Item label="ISBN" name="isbn">
        <Input allowClear placeholder="The exact ISBN" maxLength={ISBN_FILTER_MAX + 10} />
      </Form.Item>
      <Form.Item label="Created date" name="createdRange">
        <DateRangePicker />
      </Form.Item>
      <Form.Item label="Purchase type" name="purchaseType">
        <Select allowClear options={PURCHASE_TYPE_OPTIONS} placeholder="Subscription or One-shot" />
      </Form.Item>
      <LanguageFilterItem languages={languages} languagesLoading={languagesLoading} />
    </AdvancedSearchFrame>
  );
}
