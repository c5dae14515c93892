/**
 * Vouchers (checklist 11.2): voucher groups, their codes, and the redemption engine (a code redeemed, a
 * seat assigned) that gives a customer the group's courses as entitlements.
 */
export { voucherGroupsOfOrganization } from './organization-use';
export { assignSeat, type Redeemed, redeemVoucher } from './redeem';
export { voucherReportJobHandler } from './report-job';
export { voucherRoutes } from './routes';
export { seedDemoVouchers } from './seed';
export { seedVoucherVolume } from './seed-volume';
export { VOUCHER_GROUP_ENTITY } from './service';
export { voucher, voucherGroup, voucherGroupProduct, voucherRedemption } from './tables';
