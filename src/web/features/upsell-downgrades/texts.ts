/** MKT-03: the upsell & downgrade routes. */
export const UD_LIST_PATH = '/marketing/upsell-downgrade';
export const UD_ADD_PATH = `${UD_LIST_PATH}/add`;
export const upsellDowngradePath = (id: number) => `${UD_LIST_PATH}/${id}`;
