/** Organizations: what other features may use. */
export { organizationPath } from './texts';
