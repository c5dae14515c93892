import * as api from '../../../shared/contracts/gifts';
import { cachedRead, route } from '../../http/register';
import { resendGiftEmail, updateRecipientEmail } from './gift-actions';
import { listGifts } from './gift-read';

/**
 * Gifts (API-S-13..15). The lists are a cached read: their answer depends on the database alone (the
 * delivery and the redeem are writes, which move the snapshot).
 */
export const giftRoutes = [
  // listGifts builds the wire's shape exactly (times as ISO text by PostgreSQL): no encode pass.
  cachedRead(api.listGifts, ({ query, deps }) => listGifts(deps.db, query.auth0Id), undefined, { serialize: 'plain' }),
  route(api.updateGiftEmail, ({ params, body, ifMatch, principal, deps }) =>
    updateRecipientEmail(deps.db, params.id, body.recipient_email, ifMatch, principal, deps.clock),
  ),
  route(api.sendGiftEmail, ({ params, principal, deps }) =>
    resendGiftEmail(deps.db, params.id, deps.config.links.store, principal, deps.clock),
  ),
];
