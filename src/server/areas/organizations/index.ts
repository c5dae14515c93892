/**
 * Organizations (spec 3 §2.6; checklist 11.1): the B2B organizations customers belong to and voucher
 * groups are sold to, with their group administrators and the on-boarding email's delivery status.
 */
export { customersInOrganization, voucherGroupsInOrganization } from './ports';
export { organizationRoutes } from './routes';
export { DEMO_ORGANIZATIONS, seedDemoOrganizations } from './seed';
export { listOrganizations } from './service';
export { organization, organizationAdmin } from './tables';
