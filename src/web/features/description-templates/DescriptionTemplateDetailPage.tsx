import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import {
  type DescriptionTemplate,
  deleteDescriptionTemplate,
  descriptionTemplateSchema,
  updateDescriptionTemplate,
} from '../../../shared/contracts/description-templates';
import { idParam } from '../../../shared/contracts/fields';
import {
  DESCRIPTION_TEMPLATE_LABELS,
  DESCRIPTION_TEMPLATE_MESSAGES,
} from '../../../shared/domain/description-template';
import { RICH_TEXT_FIELD_LABELS } from '../../../shared/domain/rich-text';
import { usePermissions } from '../../auth/session';
import { DateTime } from '../../components/DateTime';
import { DetailActions } from '../../components/DetailActions';
import { DetailPageFrame } from '../../components/DetailPageFrame';
import { PageTitle } from '../../components/PageTitle';
import { ReadOnlyFields } from '../../components/ReadOnlyFields';
import { preloadRichTextEditor } from '../../components/RichTextEditor';
import { RichTextView } from '../../components/RichTextView';
import { SaveActions } from '../../components/SaveActions';
import { useEditMode } from '../../components/useEditMode';
import { useVersionedRichTextEdit } from '../../components/useVersionedRichTextEdit';
import { useDeleteDescriptionTemplate, useDescriptionTemplate, useUpdateDescriptionTemplate } from './queries';
import { TemplateForm } from './TemplateForm';
import { templateFormToBody, templateToForm } from './template-form-model';
import { DESCRIPTION_TEMPLATE_LIST_PATH } from './texts';

function TemplateHeader({ template, extra }: { template: DescriptionTemplate; extra: ReactNode }) {
  return (
    <>
      <PageTitle extra={extra}>
        <span id="page-title">{template.name}</span>
      </PageTitle>
      <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
        Modified at <DateTime value={template.updated_at} />
      </Typography.Paragraph>
    </>
  );
}

/** The template as text: its fields, and each locale's content as it will show (DT-04). */
function TemplateView({ template }: { template: DescriptionTemplate }) {
  return (
    <ReadOnlyFields
      label="Description template"
      fields={[
        { key: 'name', label: DESCRIPTION_TEMPLATE_LABELS.name, value: template.name },
        { key: 'used', label: 'Linked to plans', value: template.is_used ? 'Yes' : 'No' },
        { key: 'created', label: 'Created at', value: <DateTime value={template.created_at} /> },
        {
          key: 'en',
          label: RICH_TEXT_FIELD_LABELS.en,
          value: <RichTextView html={template.multi_language_content.en} />,
          wide: true,
        },
        {
          key: 'es',
          label: RICH_TEXT_FIELD_LABELS.es,
          value: <RichTextView html={template.multi_language_content.es} />,
          wide: true,
        },
      ]}
    />
  );
}

/**
 * Edit mode (DT-06): the form with Cancel and Save, its own form instance, the leave guard. A save
 * after someone else's is refused (409): the notice offers their version (Reload), or keeping these
 * values, which a second Save then writes over theirs.
 */
function TemplateEditor({
  template,
  onDone,
  reload,
}: {
  template: DescriptionTemplate;
  onDone: () => void;
  reload: () => void;
}) {
  const update = useUpdateDescriptionTemplate(template.id);
  const edit = useVersionedRichTextEdit({
    record: template,
    toForm: templateToForm,
    toBody: templateFormToBody,
    parseCurrent: parseTemplate,
    send: update.mutateAsync,
    messages: DESCRIPTION_TEMPLATE_MESSAGES,
    onDone,
    reload,
  });
  return (
    <>
      <TemplateHeader template={template} extra={<SaveActions onCancel={edit.cancel} onSave={edit.save} />} />
      <TemplateForm {...edit.formProps} />
    </>
  );
}

/** The template a stale refusal carries as its current version. */
const parseTemplate = (current: unknown) => descriptionTemplateSchema.safeParse(current).data;

function TemplateDetail({ template, refetch }: { template: DescriptionTemplate; refetch: () => void }) {
  const { can } = usePermissions();
  const { editing, startEdit, endEdit } = useEditMode();
  const remove = useDeleteDescriptionTemplate(template.id);

  if (editing) return <TemplateEditor template={template} onDone={endEdit} reload={refetch} />;

  // DT-04/05 (PERM-DT-03/04): each button shows with its endpoint's permission; Delete says why it is off.
  // DT-10: delete asks first; a refusal reads the template again (it may have become used).
  const buttons = (
    <DetailActions
      remove={{
        allowed: can(deleteDescriptionTemplate.permission),
        refusal: template.is_used ? DESCRIPTION_TEMPLATE_MESSAGES.inUse : null,
        title: DESCRIPTION_TEMPLATE_MESSAGES.deleteTitle,
        text: DESCRIPTION_TEMPLATE_MESSAGES.deleteConfirm,
        run: () =>
          remove.mutateAsync().catch((error: unknown) => {
            refetch();
            throw error;
          }),
        deleted: DESCRIPTION_TEMPLATE_MESSAGES.deleted,
        backTo: DESCRIPTION_TEMPLATE_LIST_PATH,
      }}
      edit={{
        allowed: can(updateDescriptionTemplate.permission),
        onEdit: startEdit,
        preload: preloadRichTextEditor,
      }}
    />
  );

  return (
    <>
      <TemplateHeader template={template} extra={buttons} />
      <TemplateView template={template} />
    </>
  );
}

const templateId = (param: string | undefined): number | null => {
  const parsed = idParam().safeParse(param ?? '');
  return parsed.success ? parsed.data : null;
};

/** /products/description/:descriptionId (DT-01, DT-03..05, DT-09/10): read-only until Edit. */
export default function DescriptionTemplateDetailPage() {
  const { descriptionId } = useParams();
  const id = templateId(descriptionId);
  const query = useDescriptionTemplate(id);
  return (
    <DetailPageFrame
      found={id !== null}
      query={query}
      loadingLabel="Loading the description template"
      kind="Description template"
      name={(template) => template.name}
    >
      {(template, refetch) => <TemplateDetail key={template.id} template={template} refetch={refetch} />}
    </DetailPageFrame>
  );
}
