import { Form, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import type { Plan, PlanBody } from '../../../shared/contracts/ecom-products';
import { isLifetimeType, PLAN_LIVE, type PlanProductType } from '../../../shared/domain/ecom-plan';
import { planFormViolations } from '../../../shared/domain/ecom-plan-labels';
import { storeStaleCurrent, storeViolations } from '../../api/errors';
import { ActionDialog } from '../../components/ActionDialog';
import { FormDialog, useOpeningKey } from '../../components/FormDialog';
import { sameJson } from '../../components/same-json';
import { unchangedEdit } from '../../components/unchanged-edit';
import { useDialogGuard } from '../../components/useDialogGuard';
import { useFailedSave } from '../../components/useFailedSave';
import { LIVE_EDIT_TEXT, LIVE_EDIT_TITLE } from './ecom-texts';
import { PlanFormFields } from './PlanFormFields';
import {
  emptyPlanForm,
  formToBody,
  formToDraft,
  joinUpsellPatch,
  type PlanChoices,
  type PlanFormValues,
  planToForm,
  trialPatch,
} from './plan-form-model';
import { usePlanOptions } from './usePlanOptions';

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

type FieldName = keyof PlanFormValues;

/** The plan form (EP-PLAN-01..21) in its dialog, of its own chunk; a change asks before closing (SHELL-UX-01). */
function PlanForm({ open, languageId, isAllAccess, plan, onCancel, onSubmit }: PlanModalProps) {
  const [form] = Form.useForm<PlanFormValues>();
  const failedSave = useFailedSave(form);
  const guard = useDialogGuard(open);
  const initialValues = useMemo(() => (plan ? planToForm(plan) : emptyPlanForm(isAllAccess)), [plan, isAllAccess]);
  const [rowVersion, setRowVersion] = useState(plan?.rowVersion ?? 0);
  const [confirming, setConfirming] = useState(false);
  const attempted = useRef(false);
  /** Fields showing a server refusal, with the value they had then: shown until changed. */
  const refusal = useRef<{ field: FieldName; message: string; value: unknown }[]>([]);
  const shown = useRef<Set<FieldName>>(new Set());

  const o = usePlanOptions(form, { languageId, isAllAccess, plan, initialValues });

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
    course: values.contentProductId === null ? undefined : o.seenCourses.current.get(values.contentProductId),
    basePrice: o.basePriceList.find((b) => b.id === values.basePriceId),
    billingPlan: o.billingList.find((b) => b.id === values.billingPlanId),
    template: o.templateList.find((t) => t.id === values.descTemplateId),
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
      failedSave.refused(error);
    }
  };

  const save = () => {
    attempted.current = true;
    refusal.current = [];
    if (showViolations() > 0) {
      failedSave.warn();
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
      form.setFieldsValue(trialPatch(o.billingList.find((b) => b.id === changed.billingPlanId)));
    if ('contentProductId' in changed)
      form.setFieldsValue(
        joinUpsellPatch(
          changed.contentProductId == null ? undefined : o.seenCourses.current.get(changed.contentProductId),
        ),
      );
    showViolations();
  };

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
        <PlanFormFields options={o} plan={plan} isAllAccess={isAllAccess} />
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
