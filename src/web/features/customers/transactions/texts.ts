/**
 * The Transactions tab's words (checklist 7). TXN-10 (decided): the columns, in this order, and the
 * expansion's sections; the statuses', sources' and billing plan types' labels are in
 * src/shared/domain/transaction.ts.
 */

export const TRANSACTION_COLUMNS = {
  created: 'Created',
  id: 'Transaction ID',
  product: 'Product',
  source: 'Source',
  status: 'Status',
  total: 'Total',
  actions: 'Actions',
} as const;

/** TXN-04: the price breakdown (with the billing plan type, TXN-09). */
export const PRICE_LABELS = {
  billingPlan: 'Billing plan',
  originalPrice: 'Original price',
  discount: 'Discount',
  credit: 'Credit',
  tax: 'Tax',
  taxType: 'Tax type',
  amount: 'Amount',
  accountAmount: 'Account amount',
  total: 'Total',
  refundableAmount: 'Refundable amount',
} as const;

/** TXN-05: the payment information. */
export const PAYMENT_INFORMATION_LABELS = {
  type: 'Payment type',
  cardType: 'Card type',
  account: 'Account',
  district: 'District',
  postalCode: 'Postal code',
  country: 'Country',
  givenName: 'Given name',
  familyName: 'Family name',
} as const;

/** TXN-03: the subscription the charge paid for. */
export const SUBSCRIPTION_LABELS = {
  id: 'Subscription ID',
  startTime: 'Start time',
  endTime: 'End time',
} as const;

/** TXN-06: the refunds so far, and each refund of the ledger. */
export const REFUND_LABELS = {
  amount: 'Refunded amount',
  accountAmount: 'Refunded account amount',
  total: 'Refunded total',
  created: 'Last refunded',
  each: 'Refunds',
  by: 'by',
  none: 'Not refunded',
} as const;

export const SECTION_TITLES = {
  price: 'Price',
  payment: 'Payment information',
  subscription: 'Subscription',
  refund: 'Refund information',
} as const;

export const TRANSACTIONS_EMPTY = 'No transactions';

/** The refund dialog (RFD): its title, the amount's label, the shortcut, the button. */
export const REFUND_DIALOG = {
  title: 'Refund',
  amount: 'Refund amount',
  fullAmount: 'Full Amount',
  submit: 'Refund',
  refundable: 'Refundable',
} as const;
