import { type GivenGift, listGifts, sendGiftEmail, updateGiftEmail } from '../../../../shared/contracts/gifts';
import { useEndpointMutation, useEndpointQuery } from '../../../api/endpoint-hooks';
import { giftKeys as keys } from './keys';

/** What a gift's dialog takes: the customer (the lists to read again) and the gift acted on. */
export interface GiftDialogProps {
  open: boolean;
  auth0Id: string;
  gift: GivenGift;
  onClose: () => void;
}

/** GET /v2/gift?auth0Id= (API-S-13, GIFT-01): the given and the received list. */
export function useGifts(auth0Id: string) {
  return useEndpointQuery(listGifts, keys.list(auth0Id), { query: { auth0Id } });
}

/** What an update names: the gift, the new address and the version read (If-Match). */
export interface RecipientEmailAsk {
  giftId: string;
  email: string;
  rowVersion: number;
}

/**
 * PUT /v2/gift/:id/update-email (API-S-14, GIFT-07): the lists are read again afterwards, also after a
 * refusal (someone changed or redeemed the gift meanwhile: the row shows it as it is now).
 */
export function useUpdateGiftEmail(auth0Id: string) {
  return useEndpointMutation(updateGiftEmail, {
    input: (ask: RecipientEmailAsk) => ({
      params: { id: ask.giftId },
      body: { recipient_email: ask.email },
      ifMatch: ask.rowVersion,
    }),
    invalidate: { queryKey: keys.list(auth0Id) },
    on: 'settled',
  });
}

/** POST /v2/gift/:id/send-email (API-S-15, GIFT-08): the lists are read again, as after an update. */
export function useResendGiftEmail(auth0Id: string) {
  return useEndpointMutation(sendGiftEmail, {
    input: (giftId: string) => ({ params: { id: giftId } }),
    invalidate: { queryKey: keys.list(auth0Id) },
    on: 'settled',
  });
}
