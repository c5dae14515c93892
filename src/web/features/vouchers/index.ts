/** Vouchers: what other features may use. */
export { voucherGroupPath } from './texts';
