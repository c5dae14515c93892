/** DISC-01: the disclosure routes. */
export const DISCLOSURE_LIST_PATH = '/products/disclosures';
export const DISCLOSURE_ADD_PATH = `${DISCLOSURE_LIST_PATH}/add`;
export const disclosurePath = (id: number) => `${DISCLOSURE_LIST_PATH}/${id}`;
