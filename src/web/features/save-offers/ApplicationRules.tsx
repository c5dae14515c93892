import { Col, Select } from 'antd';
import { useMemo } from 'react';
import type { SaveOffer } from '../../../shared/contracts/save-offers';
import {
  isDefaultCancelReason,
  SAVE_OFFER_LABELS as LABELS,
  SAVE_OFFER_MESSAGES as MESSAGES,
  SAVE_OFFER_STAGE_LABELS,
  SAVE_OFFER_STAGES,
} from '../../../shared/domain/save-offer';
import { FieldsCard, RequiredItem } from '../../components/FormFields';
import { withKnown } from '../../components/known-options';
import { NamedMultiSelect } from '../../components/MultiSelect';
import { useActiveBasePrices } from './form-queries';
import { useCancelReasons } from './queries';

const STAGE_OPTIONS = SAVE_OFFER_STAGES.map((value) => ({ value, label: SAVE_OFFER_STAGE_LABELS[value] }));

/** SO-FORM-02..05: what a save offer applies to: its cancel reason, stages and base prices. */
export function ApplicationRules({ offer }: { offer?: SaveOffer }) {
  const reasons = useCancelReasons();
  const basePrices = useActiveBasePrices();
  const reasonOptions = useMemo(
    () =>
      withKnown(
        (reasons.data ?? []).map((r) => ({
          value: r.code,
          label: r.description.en + (isDefaultCancelReason(r) ? ' (default)' : ''),
        })),
        offer ? [{ value: offer.cancel_reason.code, label: offer.cancel_reason.description.en }] : [],
      ),
    [reasons.data, offer],
  );
  return (
    <FieldsCard title="Application rules">
      <Col xs={24} lg={8}>
        <RequiredItem name="cancel_reason_code" label={LABELS.cancelReason} message={MESSAGES.cancelReasonRequired}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Select a cancel reason"
            loading={reasons.isLoading}
            options={reasonOptions}
          />
        </RequiredItem>
      </Col>
      <Col xs={24} lg={8}>
        <RequiredItem name="applied_stages" label={LABELS.stages} message={MESSAGES.stagesRequired}>
          <Select mode="multiple" allowClear placeholder="Select applied stages" options={STAGE_OPTIONS} />
        </RequiredItem>
      </Col>
      <Col xs={24} lg={8}>
        <RequiredItem name="applied_base_price_ids" label={LABELS.basePrices} message={MESSAGES.basePricesRequired}>
          <NamedMultiSelect query={basePrices} known={offer?.applied_base_prices} placeholder="Select base prices" />
        </RequiredItem>
      </Col>
    </FieldsCard>
  );
}
