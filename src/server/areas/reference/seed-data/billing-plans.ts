/** Billing plans (API-S-44): every cycle with and without a free trial, and lifetime. */
export const BILLING_PLANS = [
  { id: 1, name: 'Monthly', type: 'subscription_no_trial', cycle: 'month', quantity: 1, trialDays: null },
  { id: 2, name: 'Quarterly', type: 'subscription_no_trial', cycle: 'month', quantity: 3, trialDays: null },
  { id: 3, name: '6-Monthly', type: 'subscription_no_trial', cycle: 'month', quantity: 6, trialDays: null },
  { id: 4, name: 'Yearly', type: 'subscription_no_trial', cycle: 'year', quantity: 1, trialDays: null },
  {
    id: 5,
    name: 'Monthly with 7-day trial',
    type: 'subscription_free_trial',
    cycle: 'month',
    quantity: 1,
    trialDays: 7,
  },
  {
    id: 6,
    name: 'Quarterly with 7-day trial',
    type: 'subscription_free_trial',
    cycle: 'month',
    quantity: 3,
    trialDays: 7,
  },
  {
    id: 7,
    name: '6-Monthly with 7-day trial',
    type: 'subscription_free_trial',
    cycle: 'month',
    quantity: 6,
    trialDays: 7,
  },
  { id: 8, name: 'Yearly with 7-day trial', type: 'subscription_free_trial', cycle: 'year', quantity: 1, trialDays: 7 },
  { id: 9, name: 'Lifetime', type: 'life_time', cycle: null, quantity: null, trialDays: null },
] as const;
