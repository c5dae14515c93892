import { Button, Card, Col, Form, InputNumber, Modal, Select, Typography } from 'antd';
import { useRef, useState } from 'react';
import type { SaveOffer } from '../../../shared/contracts/save-offers';
import { promotionChoices } from '../../../shared/domain/promotion-choice';
import {
  EFFECTIVE_DATE_LABELS,
  EFFECTIVE_DATES,
  EXTEND_DAYS_MAX,
  EXTEND_DAYS_MIN,
  extendDaysProblem,
  SAVE_OFFER_LABELS as LABELS,
  SAVE_OFFER_MESSAGES as MESSAGES,
  needsHeadsUp,
  PROMOTION_LOOKUP_DEBOUNCE_MS,
  SAVE_OFFER_TYPE_LABELS,
  SAVE_OFFER_TYPES,
} from '../../../shared/domain/save-offer';
import { FieldsCard, RequiredItem } from '../../components/FormFields';
import { checkedBy } from '../../components/form-rules';
import { withKnown } from '../../components/known-options';
import { type LocalizedPageFormProps, PageForm } from '../../components/PageForm';
import { useDebounced } from '../../components/useDebounced';
import { ApplicationRules } from './ApplicationRules';
import { saveOfferPromotionsOf, useBasePricePromotions, usePlanPromotions, useSwitchPlans } from './form-queries';
import { PromotionFacts } from './PromotionFacts';
import { SaveOfferTexts } from './SaveOfferTexts';
import type { SaveOfferFormValues } from './save-offer-form-model';

const TYPE_OPTIONS = SAVE_OFFER_TYPES.map((value) => ({ value, label: SAVE_OFFER_TYPE_LABELS[value] }));
const EFFECTIVE_OPTIONS = EFFECTIVE_DATES.map((value) => ({ value, label: EFFECTIVE_DATE_LABELS[value] }));

/**
 * SO-FORM-01..21: the add and edit form of a save offer. Application rules (cancel reason, stages,
 * base prices), the type and its own fields (the base prices' promotions, debounced, with their facts;
 * the plan to switch to, its effective date and optional promotion, with the 'Heads up'; extend days),
 * and per locale the title and the rich-text description. Validates on blur.
 */
export function SaveOfferForm({
  form,
  initialValues,
  offer,
  locale,
  onLocaleChange,
  onEdited,
  notice,
}: LocalizedPageFormProps<SaveOfferFormValues> & { offer?: SaveOffer }) {
  const type = Form.useWatch('type', form) ?? initialValues.type;
  const basePriceIds = Form.useWatch('applied_base_price_ids', form) ?? initialValues.applied_base_price_ids ?? [];
  const promotionCode = Form.useWatch('promotion_code', form) ?? initialValues.promotion_code;
  const planPid = Form.useWatch('switch_to_plan_pid', form) ?? initialValues.switch_to_plan_pid;
  const [planSearch, setPlanSearch] = useState('');
  const debouncedPlanSearch = useDebounced(planSearch, 300);
  const debouncedIds = useDebounced(basePriceIds, PROMOTION_LOOKUP_DEBOUNCE_MS);
  // Answers for base prices no longer selected are not shown (the query key is the debounced ids).
  const current =
    [...basePriceIds].sort((a, b) => a - b).join(',') === [...debouncedIds].sort((a, b) => a - b).join(',');
  const promotions = useBasePricePromotions(type === 'promotion' ? debouncedIds : []);
  const plans = useSwitchPlans(debouncedPlanSearch, type === 'switch_plan');
  const planPromotions = usePlanPromotions(type === 'switch_plan' ? planPid : null);
  const [headsUp, setHeadsUp] = useState(false);
  const lastHeadsUp = useRef<string>('');

  const planList = plans.data?.data ?? [];
  const knownPlan = offer?.switch_to_plan
    ? [
        {
          pid: offer.switch_to_plan.pid,
          title: offer.switch_to_plan.title,
          base_price: offer.switch_to_plan.base_price,
        },
      ]
    : [];
  const [chosenPlan, setChosenPlan] = useState<{
    pid: string;
    title: string;
    base_price: { id: number } | null;
  } | null>(null);
  const planOf = (pid: string | null | undefined) =>
    [...(chosenPlan ? [chosenPlan] : []), ...planList, ...knownPlan].find((p) => p.pid === pid);
  const planOptions = withKnown(
    planList.map((p) => ({ value: p.pid, label: `${p.pid} — ${p.title}` })),
    [...(chosenPlan ? [chosenPlan] : []), ...knownPlan].map((p) => ({ value: p.pid, label: `${p.pid} — ${p.title}` })),
  );

  const promotionList = current && type === 'promotion' ? saveOfferPromotionsOf(promotions.data) : [];
  const chosenPromotion =
    promotionList.find((p) => p.code === promotionCode) ??
    (offer?.type === 'promotion' && offer.promotion?.code === promotionCode ? offer.promotion : undefined);
  // Issue 21 item 12: each code with its discount; a chosen one no longer usable says its status.
  const promotionOptions = promotionChoices(promotionList, chosenPromotion?.code, chosenPromotion);
  const planPromotionOptions = promotionChoices(
    planPromotions.data?.data ?? [],
    type === 'switch_plan' ? promotionCode : null,
    offer?.type === 'switch_plan' ? offer.promotion : null,
  );

  /** SO-FORM-14: once per (plan, base prices), when the plan's base price is selected. */
  const checkHeadsUp = (pid: string | null | undefined, ids: readonly number[]) => {
    const plan = planOf(pid);
    const key = `${pid}|${[...ids].sort().join(',')}`;
    if (plan && needsHeadsUp(plan.base_price?.id, ids) && lastHeadsUp.current !== key) {
      lastHeadsUp.current = key;
      setHeadsUp(true);
    }
  };

  const onValuesChange = (changed: Partial<SaveOfferFormValues>, all: SaveOfferFormValues) => {
    onEdited();
    if ('type' in changed) {
      // SO-FORM-06: a new type starts its own fields afresh.
      form.setFieldsValue({ promotion_code: null });
    }
    if ('applied_base_price_ids' in changed) {
      // SO-FORM-10: the chosen base-price promotion no longer applies as chosen.
      if (all.type === 'promotion') form.setFieldsValue({ promotion_code: null });
      if (all.type === 'switch_plan') checkHeadsUp(all.switch_to_plan_pid, all.applied_base_price_ids ?? []);
    }
  };

  return (
    <PageForm
      form={form}
      initialValues={initialValues}
      label="Save offer"
      validateTrigger="onBlur"
      onValuesChange={onValuesChange}
    >
      <ApplicationRules offer={offer} />
      <FieldsCard
        title="Save offer type"
        after={type === 'promotion' && chosenPromotion ? <PromotionFacts promotion={chosenPromotion} /> : null}
      >
        <Col xs={24} lg={8}>
          <RequiredItem name="type" label={LABELS.type} message={MESSAGES.typeRequired}>
            <Select placeholder="Select a save offer type" options={TYPE_OPTIONS} />
          </RequiredItem>
        </Col>
        {type === 'promotion' ? (
          <Col xs={24} lg={8}>
            <RequiredItem
              name="promotion_code"
              label={LABELS.promotionCode}
              message={MESSAGES.promotionCodeRequired}
              extra={basePriceIds.length ? undefined : 'Select base prices first.'}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Select a promotion"
                loading={!current || promotions.isFetching}
                disabled={basePriceIds.length === 0}
                options={promotionOptions}
                notFoundContent="No redeemable promotion applies to every selected base price."
              />
            </RequiredItem>
          </Col>
        ) : null}
        {type === 'switch_plan' ? (
          <>
            <Col xs={24} lg={8}>
              <RequiredItem name="effective_date" label={LABELS.effectiveDate} message={MESSAGES.effectiveDateRequired}>
                <Select placeholder="Select when it takes effect" options={EFFECTIVE_OPTIONS} />
              </RequiredItem>
            </Col>
            <Col xs={24} lg={8}>
              <RequiredItem
                name="switch_to_plan_pid"
                label={LABELS.switchToPlan}
                message={MESSAGES.switchToPlanRequired}
              >
                <Select
                  showSearch={{ filterOption: false, onSearch: setPlanSearch }}
                  placeholder="Search a plan by PID or title"
                  loading={plans.isFetching}
                  options={planOptions}
                  onChange={(pid: string) => {
                    const plan = planList.find((p) => p.pid === pid) ?? null;
                    setChosenPlan(plan);
                    // SO-FORM-13: the plan promotion belongs to the previous plan.
                    form.setFieldsValue({ promotion_code: null });
                    if (plan && needsHeadsUp(plan.base_price.id, form.getFieldValue('applied_base_price_ids') ?? [])) {
                      lastHeadsUp.current = `${pid}|${[...(form.getFieldValue('applied_base_price_ids') ?? [])].sort().join(',')}`;
                      setHeadsUp(true);
                    }
                  }}
                />
              </RequiredItem>
            </Col>
            <Col xs={24} lg={8}>
              <Form.Item name="promotion_code" label={`${LABELS.promotionCode} (optional)`}>
                <Select
                  allowClear
                  placeholder={planPid ? 'Select a promotion of the plan' : 'Select a plan first'}
                  disabled={!planPid}
                  loading={planPromotions.isFetching}
                  options={planPromotionOptions}
                  onClear={() => form.setFieldValue('promotion_code', null)}
                />
              </Form.Item>
            </Col>
          </>
        ) : null}
        {type === 'extend_billing_date' ? (
          <Col xs={24} lg={8}>
            <Form.Item name="extend_days" label={LABELS.extendDays} required rules={[checkedBy(extendDaysProblem)]}>
              <InputNumber<number>
                aria-label={LABELS.extendDays}
                placeholder={`${EXTEND_DAYS_MIN} to ${EXTEND_DAYS_MAX}`}
                precision={0}
                suffix="days"
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
        ) : null}
      </FieldsCard>
      <Card size="small" title="Save offer details">
        {notice}
        <SaveOfferTexts locale={locale} onLocaleChange={onLocaleChange} />
      </Card>
      <Modal
        title={MESSAGES.headsUpTitle}
        open={headsUp}
        onCancel={() => setHeadsUp(false)}
        footer={
          <Button type="primary" onClick={() => setHeadsUp(false)}>
            {MESSAGES.headsUpButton}
          </Button>
        }
      >
        <Typography.Paragraph>{MESSAGES.headsUpText}</Typography.Paragraph>
      </Modal>
    </PageForm>
  );
}
