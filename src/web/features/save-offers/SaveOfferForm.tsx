import {
  Button,
  Card,
  Col,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Modal,
  Row,
  Select,
  Tabs,
  Typography,
} from 'antd';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import type { SaveOffer } from '../../../shared/contracts/save-offers';
import { promotionChoices } from '../../../shared/domain/promotion-choice';
import { RICH_TEXT_LOCALE_LABELS, RICH_TEXT_LOCALES, type RichTextLocale } from '../../../shared/domain/rich-text';
import {
  descriptionProblem,
  EFFECTIVE_DATE_LABELS,
  EFFECTIVE_DATES,
  EXTEND_DAYS_MAX,
  EXTEND_DAYS_MIN,
  extendDaysProblem,
  isDefaultCancelReason,
  SAVE_OFFER_LABELS as LABELS,
  SAVE_OFFER_MESSAGES as MESSAGES,
  needsHeadsUp,
  PROMOTION_LOOKUP_DEBOUNCE_MS,
  SAVE_OFFER_STAGE_LABELS,
  SAVE_OFFER_STAGES,
  SAVE_OFFER_TITLE_MAX,
  SAVE_OFFER_TYPE_LABELS,
  SAVE_OFFER_TYPES,
  titleProblem,
} from '../../../shared/domain/save-offer';
import { checkedBy, required } from '../../components/form-rules';
import { namedOptions, withKnown } from '../../components/known-options';
import { RichTextEditor } from '../../components/RichTextEditor';
import { useDebounced } from '../../components/useDebounced';
import {
  saveOfferPromotionsOf,
  useActiveBasePrices,
  useBasePricePromotions,
  usePlanPromotions,
  useSwitchPlans,
} from './form-queries';
import { PromotionFacts } from './PromotionFacts';
import { useCancelReasons } from './queries';
import type { SaveOfferFormValues } from './save-offer-form-model';

const STAGE_OPTIONS = SAVE_OFFER_STAGES.map((value) => ({ value, label: SAVE_OFFER_STAGE_LABELS[value] }));
const TYPE_OPTIONS = SAVE_OFFER_TYPES.map((value) => ({ value, label: SAVE_OFFER_TYPE_LABELS[value] }));
const EFFECTIVE_OPTIONS = EFFECTIVE_DATES.map((value) => ({ value, label: EFFECTIVE_DATE_LABELS[value] }));

/** A locale's description editor inside its Form.Item, red when the field shows an error. */
function DescriptionEditor({
  locale,
  value,
  onChange,
  id,
}: {
  locale: RichTextLocale;
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
}) {
  const { status } = Form.Item.useStatus();
  return (
    <RichTextEditor
      value={value}
      onChange={onChange}
      id={id}
      label={`${RICH_TEXT_LOCALE_LABELS[locale]} description`}
      invalid={status === 'error'}
    />
  );
}

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
}: {
  form: FormInstance<SaveOfferFormValues>;
  initialValues: SaveOfferFormValues;
  offer?: SaveOffer;
  locale: RichTextLocale;
  onLocaleChange: (locale: RichTextLocale) => void;
  onEdited: () => void;
  notice?: ReactNode;
}) {
  const reasons = useCancelReasons();
  const basePrices = useActiveBasePrices();
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
  const basePriceOptions = useMemo(
    () => namedOptions(basePrices.data?.data, offer?.applied_base_prices),
    [basePrices.data, offer],
  );
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

  const tabs = RICH_TEXT_LOCALES.map((loc) => ({
    key: loc,
    forceRender: true,
    label: (
      <span>
        {RICH_TEXT_LOCALE_LABELS[loc]}
        {loc === 'en' ? null : <Typography.Text type="secondary"> (optional)</Typography.Text>}
      </span>
    ),
    children: (
      <>
        <Form.Item
          name={['title', loc]}
          label={LABELS.title}
          required={loc === 'en'}
          rules={[checkedBy((v: string | undefined) => titleProblem(loc, v))]}
        >
          <Input
            aria-label={`${RICH_TEXT_LOCALE_LABELS[loc]} title`}
            count={{ show: true, max: SAVE_OFFER_TITLE_MAX, strategy: (t) => t.trim().length }}
          />
        </Form.Item>
        <Form.Item
          name={['description', loc]}
          label={LABELS.description}
          required={loc === 'en'}
          rules={[checkedBy((v: string | undefined) => descriptionProblem(loc, v))]}
          validateTrigger={['onChange', 'onBlur']}
        >
          <DescriptionEditor locale={loc} />
        </Form.Item>
      </>
    ),
  }));

  return (
    <Form<SaveOfferFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      aria-label="Save offer"
      validateTrigger="onBlur"
      onValuesChange={onValuesChange}
    >
      <Card size="small" title="Application rules" style={{ marginBottom: 16 }}>
        <Row gutter={24}>
          <Col xs={24} lg={8}>
            <Form.Item
              name="cancel_reason_code"
              label={LABELS.cancelReason}
              required
              rules={[required(MESSAGES.cancelReasonRequired)]}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Select a cancel reason"
                loading={reasons.isLoading}
                options={reasonOptions}
              />
            </Form.Item>
          </Col>
          <Col xs={24} lg={8}>
            <Form.Item name="applied_stages" label={LABELS.stages} required rules={[required(MESSAGES.stagesRequired)]}>
              <Select mode="multiple" allowClear placeholder="Select applied stages" options={STAGE_OPTIONS} />
            </Form.Item>
          </Col>
          <Col xs={24} lg={8}>
            <Form.Item
              name="applied_base_price_ids"
              label={LABELS.basePrices}
              required
              rules={[required(MESSAGES.basePricesRequired)]}
            >
              <Select
                mode="multiple"
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Select base prices"
                loading={basePrices.isLoading}
                options={basePriceOptions}
              />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      <Card size="small" title="Save offer type" style={{ marginBottom: 16 }}>
        <Row gutter={24}>
          <Col xs={24} lg={8}>
            <Form.Item name="type" label={LABELS.type} required rules={[required(MESSAGES.typeRequired)]}>
              <Select placeholder="Select a save offer type" options={TYPE_OPTIONS} />
            </Form.Item>
          </Col>
          {type === 'promotion' ? (
            <Col xs={24} lg={8}>
              <Form.Item
                name="promotion_code"
                label={LABELS.promotionCode}
                required
                rules={[required(MESSAGES.promotionCodeRequired)]}
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
              </Form.Item>
            </Col>
          ) : null}
          {type === 'switch_plan' ? (
            <>
              <Col xs={24} lg={8}>
                <Form.Item
                  name="effective_date"
                  label={LABELS.effectiveDate}
                  required
                  rules={[required(MESSAGES.effectiveDateRequired)]}
                >
                  <Select placeholder="Select when it takes effect" options={EFFECTIVE_OPTIONS} />
                </Form.Item>
              </Col>
              <Col xs={24} lg={8}>
                <Form.Item
                  name="switch_to_plan_pid"
                  label={LABELS.switchToPlan}
                  required
                  rules={[required(MESSAGES.switchToPlanRequired)]}
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
                      if (
                        plan &&
                        needsHeadsUp(plan.base_price.id, form.getFieldValue('applied_base_price_ids') ?? [])
                      ) {
                        lastHeadsUp.current = `${pid}|${[...(form.getFieldValue('applied_base_price_ids') ?? [])].sort().join(',')}`;
                        setHeadsUp(true);
                      }
                    }}
                  />
                </Form.Item>
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
        </Row>
        {type === 'promotion' && chosenPromotion ? <PromotionFacts promotion={chosenPromotion} /> : null}
      </Card>
      <Card size="small" title="Save offer details">
        {notice}
        <Tabs activeKey={locale} onChange={(key) => onLocaleChange(key as RichTextLocale)} items={tabs} />
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
    </Form>
  );
}
