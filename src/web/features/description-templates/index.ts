/** Description templates: what other features may use (the eCom plan form's template select, EP-PLAN-10). */
export { useDescriptionTemplate, useDescriptionTemplates } from './queries';
export { descriptionTemplatePath } from './texts';
