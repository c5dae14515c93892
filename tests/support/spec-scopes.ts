/**
 * SHELL-AUTH-06 as the spec words it, written out here on purpose (not derived from the code): read,
 * create, update, delete, verify and publish for customers, entitlements, products, organizations,
 * voucher groups and mini courses.
 */
export const SPEC_SIGN_IN_SCOPES = [
  'customers',
  'entitlements',
  'products',
  'organizations',
  'voucher_groups',
  'mini_courses',
].flatMap((resource) =>
  ['read', 'create', 'update', 'delete', 'verify', 'publish'].map((verb) => `${verb}:${resource}`),
);
