import { DESCRIPTION_TEMPLATE_MESSAGES } from '../../../shared/domain/description-template';
import { AddPageFrame } from '../../components/AddPageFrame';
import { useRichTextCreate } from '../../components/useRichTextCreate';
import { useCreateDescriptionTemplate } from './queries';
import { TemplateForm } from './TemplateForm';
import { emptyTemplateForm, type TemplateFormValues, templateFormToBody } from './template-form-model';
import { DESCRIPTION_TEMPLATE_LIST_PATH, descriptionTemplatePath } from './texts';

/** /products/description/add (DT-01, DT-06, PERM-DT-02). */
export default function DescriptionTemplateAddPage() {
  const create = useCreateDescriptionTemplate();
  const page = useRichTextCreate({
    empty: emptyTemplateForm,
    send: (values: TemplateFormValues) => create.mutateAsync(templateFormToBody(values)),
    added: DESCRIPTION_TEMPLATE_MESSAGES.added,
    pathAfter: (template) => descriptionTemplatePath(template.id),
  });

  return (
    <AddPageFrame
      title="Add new description template"
      name="Add description template"
      cancelTo={DESCRIPTION_TEMPLATE_LIST_PATH}
      onSave={page.save}
    >
      <TemplateForm {...page.formProps} />
    </AddPageFrame>
  );
}
