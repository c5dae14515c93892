import {
  type DescriptionTemplate,
  type DescriptionTemplateBody,
  descriptionTemplateBody,
} from '../../../shared/contracts/description-templates';
import type { MultiLanguageContent } from '../../../shared/domain/rich-text';
import { contentBody } from '../../components/rich-text-form';

/** The add/edit form's values, named as the body names them (a refusal's field names a form field). */
export interface TemplateFormValues {
  name?: string;
  multi_language_content?: Partial<MultiLanguageContent>;
}

export const emptyTemplateForm = (): TemplateFormValues => ({ name: '', multi_language_content: { en: '', es: '' } });

export const templateToForm = (template: DescriptionTemplate): TemplateFormValues => ({
  name: template.name,
  multi_language_content: { ...template.multi_language_content },
});

/** The body a save sends: the name trimmed (MKT-06), Spanish '' when it has no text. */
export function templateFormToBody(values: TemplateFormValues): DescriptionTemplateBody {
  return { name: (values.name ?? '').trim(), multi_language_content: contentBody(values.multi_language_content) };
}

/** DT-07: the name's message (required, at most 100 after trimming), by the contract's rule; null when fine. */
export function templateNameProblem(name: string | undefined): string | null {
  const result = descriptionTemplateBody.shape.name.safeParse(name ?? '');
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
