/** DT-01: the description template routes. */
export const DESCRIPTION_TEMPLATE_LIST_PATH = '/products/description';
export const DESCRIPTION_TEMPLATE_ADD_PATH = `${DESCRIPTION_TEMPLATE_LIST_PATH}/add`;
export const descriptionTemplatePath = (id: number) => `${DESCRIPTION_TEMPLATE_LIST_PATH}/${id}`;
