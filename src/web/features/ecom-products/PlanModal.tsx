import { App, Flex, Form, Input, InputNumber, Radio, Select, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import type { Plan, PlanBody, PlanCourse } from '../../../shared/contracts/ecom-products';
import {
  billingCycleText,
  courseLevelOptions,
  FREE_TRIAL_LIMIT_MAX,
  FREE_TRIAL_TYPE_LABELS,
  FREE_TRIAL_TYPES,
  forcesJoinUpsell,
  isLifetimeType,
  PLAN_LIVE,
  PLAN_MESSAGES,
  PLAN_NAME_MAX,
  PLAN_PRODUCT_TYPE_LABELS,
  PLAN_PRODUCT_TYPES,
  type PlanProductType,
} from '../../../shared/domain/ecom-plan';
import { PLAN_FIELD_LABELS as L, planFormViolations } from '../../../shared/domain/ecom-plan-labels';
import { PROMOTION_STATUS_LABELS } from '../../../shared/domain/promotion';
import { storeStaleCurrent, storeViolations } from '../../api/errors';
import { notifyError } from '../../api/notify';
import { ActionDialog } from '../../components/ActionDialog';
import { FormDialog, useOpeningKey } from '../../components/FormDialog';
import { sameJson } from '../../components/same-json';
import { unchangedEdit } from '../../components/unchanged-edit';
import { useDebounced } from '../../components/useDebounced';
import { useDialogGuard } from '../../components/useDialogGuard';
import { LIVE_EDIT_TEXT, LIVE_EDIT_TITLE, trialText } from './ecom-texts';
import {
  useActiveBasePrices,
  useDescriptionTemplateOptions,
  usePlanCourses,
  usePlanImages,
  usePromotionCodes,
} from './option-queries';
import {
  courseLabel,
  emptyPlanForm,
  formToBody,
  formToDraft,
  joinUpsellPatch,
  type PlanChoices,
  type PlanFormValues,
  planToForm,
  trialPatch,
} from './plan-form-model';
import { useBillingPlans } from './queries';

export interface PlanModalProps {
  open: boolean;
  /** The product's language: the course options are of it. */
  languageId: number;
  /** The All Access product sells All Access plans only (EP-ADD-01 decided). */
  isAllAccess: boolean;
  /** The plan edited (saved, or kept locally on the add page); null adds one. */
  plan: Plan | null;
  onCancel: () => void;
  /**
   * Saves the plan (the caller's call, its toast, and closing the dialog). A rejection keeps the dialog
   * open: the fields the refusal names are marked and its message shown.
   */
  onSubmit: (body: PlanBody, choices: PlanChoices, rowVersion: number) => Promise<unknown>;
}

/** How long the course search waits after the last key (as the product form's searches). */
const SEARCH_DEBOUNCE_MS = 500;

type FieldName = keyof PlanFormValues;

/** The plan form (EP-PLAN-01..21) in its dialog, of its own chunk; a change asks before closing (SHELL-UX-01). */
function PlanForm({ open, languageId, isAllAccess, plan, onCancel, onSubmit }: PlanModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PlanFormValues>();
  const guard = useDialogGuard(open);
  const initialValues = useMemo(() => (plan ? planToForm(plan) : emptyPlanForm(isAllAccess)), [plan, isAllAccess]);
  const [rowVersion, setRowVersion] = useState(plan?.rowVersion ?? 0);
  const [confirming, setConfirming] = useState(false);
  const attempted = useRef(false);
  /** Fields showing a server refusal, with the value they had then: shown until changed. */
  const refusal = useRef<{ field: FieldName; message: string; value: unknown }[]>([]);
  const shown = useRef<Set<FieldName>>(new Set());

  const productType = Form.useWatch('productType', form) ?? initialValues.productType;
  const billingPlanId = Form.useWatch('billingPlanId', form) ?? null;
  const basePriceId = Form.useWatch('basePriceId', form) ?? null;
  const freeTrialType = Form.useWatch('freeTrialType', form) ?? initialValues.freeTrialType;
  const contentProductId = Form.useWatch('contentProductId', form) ?? null;

  const [courseSearch, setCourseSearch] = useState('');
  const q = useDebounced(courseSearch.trim(), SEARCH_DEBOUNCE_MS);
  const courses = usePlanCourses(productType, languageId, q);
  const basePrices = useActiveBasePrices();
  const billingPlans = useBillingPlans();
  const templates = useDescriptionTemplateOptions();
  const images = usePlanImages();
  const promotionCodes = usePromotionCodes(plan?.pid || null);

  /** Every course seen in an answer, so the chosen one stays known after the search moves on. */
  const seenCourses = useRef(new Map<number, PlanCourse>());
  for (const c of courses.data?.data ?? []) seenCourses.current.set(c.productId, c);
  const chosenCourse = contentProductId === null ? undefined : seenCourses.current.get(contentProductId);
  const chosenCourseType =
    chosenCourse?.productType ?? (plan && contentProductId === plan.contentProductId ? plan.contentProductType : null);
  const upsellForced = forcesJoinUpsell(chosenCourseType);

  const typeOptions = (
    isAllAccess ? (['ALL_ACCESS'] as const) : PLAN_PRODUCT_TYPES.filter((t) => t !== 'ALL_ACCESS')
  ).map((value) => ({ value, label: PLAN_PRODUCT_TYPE_LABELS[value] }));
  const levelOptions = productType ? courseLevelOptions(productType) : [];
  const lifetime = productType ? isLifetimeType(productType) : true;

  const courseOptions = useMemo(() => {
    const options = (courses.data?.data ?? []).map((c) => ({ value: c.productId, label: courseLabel(c) }));
    const current = contentProductId;
    if (current !== null && !options.some((o) => o.value === current)) {
      const known = seenCourses.current.get(current);
      const label = known
        ? courseLabel(known)
        : plan && plan.contentProductId === current && plan.isbn
          ? courseLabel({ isbn: plan.isbn, productName: plan.courseName ?? '' })
          : `#${current}`;
      options.unshift({ value: current, label });
    }
    return options;
  }, [courses.data, contentProductId, plan]);

  const basePriceList = basePrices.data?.data ?? [];
  const basePriceOptions = useMemo(() => {
    const options = basePriceList.map((b) => ({ value: b.id, label: b.name }));
    // A base price that became inactive after it was chosen may stay (decided, EP-PLAN-05).
    if (plan?.basePriceId && !options.some((o) => o.value === plan.basePriceId))
      options.unshift({ value: plan.basePriceId, label: plan.basePriceName ?? `#${plan.basePriceId}` });
    return options;
  }, [basePriceList, plan]);
  const basePriceHelp =
    basePriceList.find((b) => b.id === basePriceId)?.basePriceHelpText ??
    (plan && basePriceId === plan.basePriceId ? plan.basePriceHelpText : null);

  const billingList = billingPlans.data?.data ?? [];
  // Recurring billing plans only: a lifetime plan has none (EP-PLAN-07).
  const billingOptions = billingList.filter((b) => b.cycle !== null).map((b) => ({ value: b.id, label: b.name }));
  const billing = billingList.find((b) => b.id === billingPlanId);

  const templateList = templates.data?.data ?? [];
  const imageOptions = (images.data?.data ?? []).map((i) => ({ value: i.url, label: i.name }));
  if (initialValues.productImage && !imageOptions.some((o) => o.value === initialValues.productImage))
    imageOptions.unshift({ value: initialValues.productImage, label: initialValues.productImage });
  const codeOptions = (promotionCodes.data?.data ?? []).map((c) => ({
    value: c.code,
    label: `${c.code} (${PROMOTION_STATUS_LABELS[c.status]})`,
  }));
  if (initialValues.promotionCode && !codeOptions.some((o) => o.value === initialValues.promotionCode))
    codeOptions.unshift({ value: initialValues.promotionCode, label: initialValues.promotionCode });

  /** Shows the rules' violations (all after a first save, else those of touched fields) and the refusal's. */
  const showViolations = (): number => {
    const values = form.getFieldsValue(true) as PlanFormValues;
    const ruled = planFormViolations(formToDraft(values)).filter(
      (v) => attempted.current || form.isFieldTouched(v.field as FieldName),
    );
    const standing = refusal.current.filter((r) => sameJson(values[r.field], r.value));
    const errors = new Map<FieldName, string[]>();
    for (const v of [...ruled, ...standing]) {
      const field = v.field as FieldName;
      if (!(field in values)) continue;
      errors.set(field, [...(errors.get(field) ?? []), v.message]);
    }
    const cleared = [...shown.current].filter((f) => !errors.has(f)).map((name) => ({ name, errors: [] }));
    form.setFields([...cleared, ...[...errors].map(([name, list]) => ({ name, errors: list }))]);
    shown.current = new Set(errors.keys());
    return ruled.length;
  };

  const choices = (values: PlanFormValues): PlanChoices => ({
    course: values.contentProductId === null ? undefined : seenCourses.current.get(values.contentProductId),
    basePrice: basePriceList.find((b) => b.id === values.basePriceId),
    billingPlan: billingList.find((b) => b.id === values.billingPlanId),
    template: templateList.find((t) => t.id === values.descTemplateId),
  });

  const send = async () => {
    const values = form.getFieldsValue(true) as PlanFormValues;
    try {
      await onSubmit(formToBody(values), choices(values), rowVersion);
    } catch (error) {
      refusal.current = storeViolations(error)
        .filter((v) => v.field in values)
        .map((v) => ({ field: v.field as FieldName, message: v.message, value: values[v.field as FieldName] }));
      showViolations();
      // Someone saved the plan meanwhile: saving again builds on their version (the message says so).
      const current = storeStaleCurrent(error) as { rowVersion?: unknown } | undefined;
      if (typeof current?.rowVersion === 'number') setRowVersion(current.rowVersion);
      notifyError(error);
    }
  };

  const save = () => {
    attempted.current = true;
    refusal.current = [];
    if (showViolations() > 0) {
      message.warning({ content: PLAN_MESSAGES.fillRequired, key: PLAN_MESSAGES.fillRequired });
      return;
    }
    const values = form.getFieldsValue(true) as PlanFormValues;
    if (plan?.pid && unchangedEdit(formToBody(initialValues), formToBody(values))) return;
    // EP-PLAN-19: a live plan's change reaches customers at once: confirmed first.
    if (plan && PLAN_LIVE.includes(plan.status)) {
      setConfirming(true);
      return;
    }
    return send();
  };

  const onValuesChange = (changed: Partial<PlanFormValues>) => {
    guard.markDirty();
    if ('productType' in changed) {
      const type = changed.productType as PlanProductType | null;
      form.setFieldsValue({
        contentProductId: null,
        courseLevels: null,
        ...(type && isLifetimeType(type) ? { billingPlanId: null } : {}),
      });
    }
    if ('billingPlanId' in changed)
      form.setFieldsValue(trialPatch(billingList.find((b) => b.id === changed.billingPlanId)));
    if ('contentProductId' in changed)
      form.setFieldsValue(
        joinUpsellPatch(
          changed.contentProductId == null ? undefined : seenCourses.current.get(changed.contentProductId),
        ),
      );
    showViolations();
  };

  const select = { allowClear: true, style: { width: '100%' } };
  const title = plan ? `Edit plan${plan.pid ? ` ${plan.pid}` : ''}` : 'Add new plan';
  return (
    <FormDialog title={title} open={open} onClose={onCancel} guard={guard} onSave={save} width={720}>
      <Form<PlanFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={onValuesChange}
        requiredMark
        style={{ maxHeight: '65vh', overflowY: 'auto', paddingRight: 8 }}
      >
        <Form.Item label={L.name} name="name" required>
          <Input showCount={{ formatter: ({ count }) => `${count} / ${PLAN_NAME_MAX}` }} />
        </Form.Item>
        <Flex gap={16}>
          <Form.Item label={L.productType} name="productType" required style={{ flex: 1 }}>
            <Select {...select} allowClear={!isAllAccess} options={typeOptions} placeholder="Select the product type" />
          </Form.Item>
          {levelOptions.length > 0 ? (
            <Form.Item label={L.courseLevels} name="courseLevels" required style={{ flex: 1 }}>
              <Select {...select} options={levelOptions} placeholder="Select the course level" />
            </Form.Item>
          ) : null}
        </Flex>
        <Form.Item
          label={L.contentProductId}
          name="contentProductId"
          required
          extra={productType ? undefined : 'Choose the product type first.'}
        >
          <Select
            {...select}
            disabled={!productType}
            showSearch={{ filterOption: false, onSearch: setCourseSearch }}
            loading={courses.isFetching}
            options={courseOptions}
            placeholder="Search ISBN or name"
            notFoundContent={courses.isFetching ? 'Searching…' : 'No course found'}
          />
        </Form.Item>
        <Form.Item label={L.basePriceId} name="basePriceId" required extra={basePriceHelp ?? undefined}>
          <Select
            {...select}
            showSearch={{ optionFilterProp: 'label' }}
            loading={basePrices.isLoading}
            options={basePriceOptions}
            placeholder="Select a base price"
          />
        </Form.Item>
        {lifetime ? null : (
          <Flex gap={16}>
            <Form.Item label={L.billingPlanId} name="billingPlanId" required style={{ flex: 1 }}>
              <Select
                {...select}
                loading={billingPlans.isLoading}
                options={billingOptions}
                placeholder="Select a billing plan"
              />
            </Form.Item>
            <Form.Item label={L.billingCycle} style={{ flex: 1 }}>
              <Typography.Text data-billing-cycle="">
                {billing ? billingCycleText(billing.cycle, billing.quantity) : '--'}
                {billing?.trialDays ? ` · ${trialText(billing.trialDays)}` : ''}
              </Typography.Text>
            </Form.Item>
          </Flex>
        )}
        <Flex gap={16}>
          <Form.Item label={L.freeTrialType} name="freeTrialType" required style={{ flex: 1 }}>
            <Radio.Group options={FREE_TRIAL_TYPES.map((value) => ({ value, label: FREE_TRIAL_TYPE_LABELS[value] }))} />
          </Form.Item>
          {freeTrialType === 'promotional' ? (
            <Form.Item label={L.freeTrialUsageLimit} name="freeTrialUsageLimit" required style={{ flex: 1 }}>
              <InputNumber min={1} max={FREE_TRIAL_LIMIT_MAX} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          ) : null}
        </Flex>
        <Form.Item
          label={L.joinUpsell}
          name="joinUpsell"
          required
          extra={upsellForced ? 'Always on for an upsell product (Upgrade).' : undefined}
        >
          <Radio.Group
            disabled={upsellForced}
            options={[
              { value: true, label: 'Yes' },
              { value: false, label: 'No' },
            ]}
          />
        </Form.Item>
        <Form.Item label={L.descTemplateId} name="descTemplateId" required>
          <Select
            {...select}
            showSearch={{ optionFilterProp: 'label' }}
            loading={templates.isLoading}
            options={templateList.map((t) => ({ value: t.id, label: t.name }))}
            placeholder="Select a description template"
          />
        </Form.Item>
        <Form.Item label={L.productImage} name="productImage">
          <Select
            {...select}
            showSearch={{ optionFilterProp: 'label' }}
            loading={images.isLoading}
            options={imageOptions}
            placeholder="Select a product image"
          />
        </Form.Item>
        {plan?.pid ? (
          <Form.Item label={L.promotionCode} name="promotionCode">
            <Select
              {...select}
              loading={promotionCodes.isLoading}
              options={codeOptions}
              placeholder="Select a promotion code"
            />
          </Form.Item>
        ) : null}
      </Form>
      <ActionDialog
        title={LIVE_EDIT_TITLE}
        open={confirming}
        onCancel={() => setConfirming(false)}
        actions={[
          {
            key: 'save',
            label: 'Save',
            primary: true,
            onClick: async () => {
              await send();
              setConfirming(false);
            },
          },
        ]}
      >
        <Typography.Paragraph>{LIVE_EDIT_TEXT}</Typography.Paragraph>
      </ActionDialog>
    </FormDialog>
  );
}

/** EP-PLAN: the add and edit plan dialog; a fresh form each time it opens. */
export default function PlanModal(props: PlanModalProps) {
  const opening = useOpeningKey(props.open);
  return <PlanForm key={opening} {...props} />;
}
