/** VG-01/04/06: the voucher routes. */
export const VOUCHER_LIST_PATH = '/vouchers';
export const VOUCHER_ADD_PATH = `${VOUCHER_LIST_PATH}/add`;
export const voucherGroupPath = (id: number) => `${VOUCHER_LIST_PATH}/${id}`;
/** VG-05: 'Copy Me' opens the add page prefilled from the group (`copyFrom`). */
export const copyVoucherGroupPath = (id: number) => `${VOUCHER_ADD_PATH}?copyFrom=${id}`;

/**
 * VG-07, VG-29 (decided): a group's page on the B2B site, under its organization:
 * `{B2B_SITE_URL}/organizations/{organizationId}/voucher-groups/{groupId}`.
 */
export function b2bVoucherGroupUrl(b2bSite: string, organizationId: number, groupId: number): string {
  return `${b2bSite.replace(/\/+$/, '')}/organizations/${organizationId}/voucher-groups/${groupId}`;
}
