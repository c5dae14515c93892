/**
 * The checkout link owns no table: a link is composed from the eCom plans, base prices and promotions
 * it reads through their areas, and a sent link is an outbox row (email) with its audit entry (audit).
 */
export {};
