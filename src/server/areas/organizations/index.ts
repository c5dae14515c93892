/** Organizations (spec 3; CUS-LIST-14): the B2B organizations customers belong to. */
export { organizationRoutes } from './routes';
export { DEMO_ORGANIZATIONS, seedDemoOrganizations } from './seed';
export { listOrganizations } from './service';
export { organization } from './tables';
