/** MKT-05: the save offer routes. */
export const SAVE_OFFER_LIST_PATH = '/marketing/save-offer';
export const SAVE_OFFER_ADD_PATH = `${SAVE_OFFER_LIST_PATH}/add`;
export const saveOfferPath = (id: number) => `${SAVE_OFFER_LIST_PATH}/${id}`;
