/** ORG-01/04/05: the organization routes. */
export const ORGANIZATION_LIST_PATH = '/organization';
export const ORGANIZATION_ADD_PATH = `${ORGANIZATION_LIST_PATH}/add`;
export const organizationPath = (id: number) => `${ORGANIZATION_LIST_PATH}/${id}`;
