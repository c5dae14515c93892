import { Flex, Form, Typography } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { idParam } from '../../../shared/contracts/fields';
import {
  deleteUpsellDowngrade,
  type UdOption,
  type UpsellDowngrade,
  updateUpsellDowngrade,
  upsellDowngradeSchema,
} from '../../../shared/contracts/upsell-downgrades';
import {
  isUpsell,
  levelsLabel,
  takesLevels,
  UD_MESSAGES,
  UD_OPTION_TYPES,
  UD_PART_LABELS,
  UD_PRODUCT_TYPE_LABELS,
  type UdProductType,
} from '../../../shared/domain/upsell-downgrade';
import { storeStaleCurrent } from '../../api/errors';
import { notifySuccess } from '../../api/notify';
import { usePermissions } from '../../auth/session';
import { DateTime } from '../../components/DateTime';
import { DetailActions } from '../../components/DetailActions';
import { DetailPageFrame } from '../../components/DetailPageFrame';
import { PageTitle } from '../../components/PageTitle';
import { type ReadOnlyField, ReadOnlyFields } from '../../components/ReadOnlyFields';
import { SaveActions } from '../../components/SaveActions';
import { unchangedEdit } from '../../components/unchanged-edit';
import { useDiscardConfirm } from '../../components/useDiscardConfirm';
import { useEditMode } from '../../components/useEditMode';
import { useUnsavedChanges } from '../../components/useUnsavedChanges';
import { formToBody, ruleToForm, type UdFormValues } from './form-model';
import { useDeleteUpsellDowngrade, useUpdateUpsellDowngrade, useUpsellDowngrade } from './queries';
import { UD_LIST_PATH } from './texts';
import { UpsellDowngradeForm } from './UpsellDowngradeForm';
import { useUdSave } from './useUdSave';

/** The header: the original base price, when the rule was modified, and the mode's buttons. */
function RuleHeader({ rule, extra }: { rule: UpsellDowngrade; extra: ReactNode }) {
  return (
    <>
      <PageTitle extra={extra}>
        <span id="page-title">{rule.original_base_price.name}</span>
      </PageTitle>
      <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
        Modified at <DateTime value={rule.updated_at} />
      </Typography.Paragraph>
    </>
  );
}

/** A part's fields as text: base price, product type, course level or billing plan (and tag and slogan). */
function partFields(
  part: { base_price: { name: string } | null; product_type: UdProductType | null } & Partial<
    Pick<UdOption, 'course_levels' | 'billing_plan' | 'upsell_tag' | 'slogan'>
  >,
  withTexts: boolean,
): ReadOnlyField[] {
  const type = part.product_type;
  const fields: ReadOnlyField[] = [
    { key: 'base', label: 'Base price', value: part.base_price?.name },
    { key: 'type', label: 'Product type', value: type ? UD_PRODUCT_TYPE_LABELS[type] : null },
    type && takesLevels(type)
      ? { key: 'levels', label: 'Course level', value: levelsLabel(type, part.course_levels ?? []) }
      : { key: 'plan', label: 'Billing plan', value: part.billing_plan?.name },
  ];
  if (withTexts) {
    fields.push(
      { key: 'tag', label: 'Tag', value: part.upsell_tag },
      { key: 'slogan', label: 'Slogan', value: part.slogan },
    );
  }
  return fields;
}

/** UD-03: the rule as text: the original, then each option ('--' for an option the rule has not). */
function RuleView({ rule }: { rule: UpsellDowngrade }) {
  const none = { base_price: null, product_type: null };
  return (
    <Flex vertical gap={16}>
      <ReadOnlyFields
        title="Original base price"
        columns={3}
        fields={partFields(
          {
            base_price: rule.original_base_price,
            product_type: rule.product_type,
            course_levels: rule.course_levels,
            billing_plan: rule.billing_plan,
          },
          false,
        )}
      />
      {UD_OPTION_TYPES.map((type) => (
        <ReadOnlyFields
          key={type}
          title={UD_PART_LABELS[type]}
          columns={3}
          fields={partFields(rule.upsell_downgrade_options.find((o) => o.option_type === type) ?? none, isUpsell(type))}
        />
      ))}
    </Flex>
  );
}

const parseRule = (current: unknown) => upsellDowngradeSchema.safeParse(current).data;

/**
 * Edit mode (UD-04, UD-12): the add form with Cancel and Save, its own form instance, the leave guard.
 * UD-12 (decided): a failed update restores the form to the rule as last loaded (what the server still
 * holds) and shows why; a refusal because someone saved in between (409) loads their version first.
 */
function RuleEditor({ rule, onDone, reload }: { rule: UpsellDowngrade; onDone: () => void; reload: () => void }) {
  const confirmDiscard = useDiscardConfirm();
  const [form] = Form.useForm<UdFormValues>();
  const initialValues = useMemo(() => ruleToForm(rule), [rule]);
  // The rule the edit builds on: as read, or someone else's save after a 409.
  const [loaded, setLoaded] = useState(rule);
  const { dirty, setDirty, markEdited, leave: leaveThen } = useUnsavedChanges();
  const update = useUpdateUpsellDowngrade(rule.id);
  const save = useUdSave(form);
  // Leave edit mode once the guard has seen the clean state.
  const leave = () => leaveThen(onDone);

  const restore = (to: UpsellDowngrade) => {
    form.resetFields();
    form.setFieldsValue(ruleToForm(to));
    setLoaded(to);
    setDirty(false);
  };

  const onSave = async () => {
    const values = form.getFieldsValue(true) as UdFormValues;
    if (unchangedEdit(formToBody(ruleToForm(loaded)), formToBody(values))) return;
    const saved = await save(
      (body) => update.mutateAsync({ body, rowVersion: loaded.rowVersion }),
      (error) => {
        const current = parseRule(storeStaleCurrent(error));
        restore(current ?? loaded);
        if (current) reload();
      },
    );
    if (!saved) return;
    notifySuccess(UD_MESSAGES.updated);
    leave();
  };

  const cancel = () => {
    confirmDiscard(dirty, leave);
  };

  return (
    <>
      <RuleHeader rule={loaded} extra={<SaveActions onCancel={cancel} onSave={onSave} />} />
      <UpsellDowngradeForm form={form} initialValues={initialValues} rule={loaded} onEdited={markEdited} />
    </>
  );
}

function RuleDetail({ rule, refetch }: { rule: UpsellDowngrade; refetch: () => void }) {
  const { can } = usePermissions();
  const { editing, startEdit, endEdit } = useEditMode();
  const remove = useDeleteUpsellDowngrade(rule.id);

  if (editing) return <RuleEditor rule={rule} onDone={endEdit} reload={refetch} />;

  // UD-03 (PERM-UD-03/04): each button shows with its endpoint's permission; UD-15: delete asks first.
  const buttons = (
    <DetailActions
      remove={{
        allowed: can(deleteUpsellDowngrade.permission),
        title: UD_MESSAGES.deleteTitle,
        text: UD_MESSAGES.deleteConfirm,
        run: () => remove.mutateAsync(),
        deleted: UD_MESSAGES.deleted,
        backTo: UD_LIST_PATH,
      }}
      edit={{ allowed: can(updateUpsellDowngrade.permission), onEdit: startEdit }}
    />
  );

  return (
    <>
      <RuleHeader rule={rule} extra={buttons} />
      <RuleView rule={rule} />
    </>
  );
}

const ruleId = (param: string | undefined): number | null => {
  const parsed = idParam().safeParse(param ?? '');
  return parsed.success ? parsed.data : null;
};

/** /marketing/upsell-downgrade/:ruleId (MKT-03, UD-03, UD-12, UD-15): read-only until Edit. */
export default function UpsellDowngradeDetailPage() {
  const { ruleId: param } = useParams();
  const id = ruleId(param);
  const query = useUpsellDowngrade(id);
  return (
    <DetailPageFrame
      found={id !== null}
      query={query}
      loadingLabel="Loading the upsell & downgrade rule"
      kind="Upsell & Downgrade"
      name={(rule) => rule.original_base_price.name}
    >
      {(rule, refetch) => <RuleDetail key={rule.id} rule={rule} refetch={refetch} />}
    </DetailPageFrame>
  );
}
