import { Form, Select } from 'antd';
import {
  SAVE_OFFER_LABELS,
  SAVE_OFFER_STAGE_LABELS,
  SAVE_OFFER_STAGES,
  SAVE_OFFER_TYPE_LABELS,
  SAVE_OFFER_TYPES,
} from '../../../shared/domain/save-offer';
import { type AdvancedSearchFormProps, AdvancedSearchFrame, NamedSelect } from '../../components/AdvancedSearchFrame';
import type { SaveOfferAdvancedValues } from './list-url';
import { useAllBasePriceNames } from './queries';

const STAGE_OPTIONS = SAVE_OFFER_STAGES.map((value) => ({ value, label: SAVE_OFFER_STAGE_LABELS[value] }));
const TYPE_OPTIONS = SAVE_OFFER_TYPES.map((value) => ({ value, label: SAVE_OFFER_TYPE_LABELS[value] }));

export interface AdvancedSearchProps extends AdvancedSearchFormProps<SaveOfferAdvancedValues> {
  onCancel?: () => void;
}

/** SO-LIST-03: the Advanced Search form (its own chunk), with Cancel and Search. */
export default function AdvancedSearchForm({ initial, onSearch, onCancel }: AdvancedSearchProps) {
  const basePrices = useAllBasePriceNames().data?.data ?? [];
  return (
    <AdvancedSearchFrame
      initial={initial}
      onSearch={(values) =>
        onSearch({ stages: values.stages ?? [], basePriceIds: values.basePriceIds ?? [], types: values.types ?? [] })
      }
      onCancel={onCancel}
    >
      <Form.Item label={SAVE_OFFER_LABELS.stages} name="stages">
        <Select mode="multiple" allowClear options={STAGE_OPTIONS} placeholder="All stages" />
      </Form.Item>
      <Form.Item label="Base price name" name="basePriceIds">
        <NamedSelect mode="multiple" items={basePrices} placeholder="All base prices" />
      </Form.Item>
      <Form.Item label={SAVE_OFFER_LABELS.type} name="types">
        <Select mode="multiple" allowClear options={TYPE_OPTIONS} placeholder="All types" />
      </Form.Item>
    </AdvancedSearchFrame>
  );
}
