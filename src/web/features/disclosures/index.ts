/** Disclosures: what other features may use. */
export { DisclosureStatusTag } from './DisclosureStatusTag';
export { disclosurePath } from './texts';
