/** The audit log's entity type of a subscription (its entity id is the provider's id). */
export const SUBSCRIPTION_ENTITY = 'subscription';
