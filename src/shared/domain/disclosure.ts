/**
 * Disclosures (spec 3 §2.3, §3, §4, §5, §8; checklist 10.3, DISC-*): legal or price text in English and
 * Spanish rich text (src/shared/domain/rich-text.ts), applied to base prices, a billing plan and
 * countries, shown at checkout while active. The disclosure screens and the store API take their rules
 * and messages from here.
 */
import { requiredMessage, tooLongMessage } from './content-product';

/** DISC-11: a disclosure is active (shown at checkout) or inactive. A new one starts inactive (decided). */
export const DISCLOSURE_STATUSES = ['active', 'inactive'] as const;
export type DisclosureStatus = (typeof DISCLOSURE_STATUSES)[number];
export const DISCLOSURE_STATUS_LABELS: Record<DisclosureStatus, string> = { active: 'Active', inactive: 'Inactive' };
export const DISCLOSURE_INITIAL_STATUS: DisclosureStatus = 'inactive';

/** DISC-06: the detail's status button, and the status it switches to. */
export const switchTarget = (status: DisclosureStatus): DisclosureStatus =>
  status === 'active' ? 'inactive' : 'active';
export const switchLabel = (status: DisclosureStatus) => (status === 'active' ? 'Deactivate' : 'Activate');

/** DISC-08: the name is required, at most 100 characters (trimmed, MKT-06). */
export const DISCLOSURE_NAME_MAX = 100;
/** Most base prices and countries one disclosure names (decided: more than exist). */
export const DISCLOSURE_MAX_BASE_PRICES = 500;
export const DISCLOSURE_MAX_COUNTRIES = 300;

/** Field labels, as the list columns name them (DISC-03). */
export const DISCLOSURE_LABELS = {
  name: 'Disclosure name',
  status: 'Status',
  basePrices: 'Base price',
  billingPlan: 'Billing plan',
  countries: 'Country/Region',
} as const;

export const DISCLOSURE_MESSAGES = {
  nameRequired: requiredMessage(DISCLOSURE_LABELS.name),
  nameTooLong: tooLongMessage(DISCLOSURE_LABELS.name, DISCLOSURE_NAME_MAX),
  /** DISC-09. */
  basePriceRequired: requiredMessage(DISCLOSURE_LABELS.basePrices),
  tooManyBasePrices: `At most ${DISCLOSURE_MAX_BASE_PRICES} base prices can be applied`,
  tooManyCountries: `At most ${DISCLOSURE_MAX_COUNTRIES} countries or regions can be applied`,
  unknownBasePrices: (ids: readonly number[]) =>
    `${ids.length === 1 ? 'Base price' : 'Base prices'} ${ids.join(', ')} ${ids.length === 1 ? 'does' : 'do'} not exist.`,
  unknownBillingPlan: (id: number) => `Billing plan ${id} does not exist.`,
  unknownCountries: (ids: readonly number[]) =>
    `${ids.length === 1 ? 'Country/Region' : 'Countries/Regions'} ${ids.join(', ')} ${ids.length === 1 ? 'is' : 'are'} not in the country list.`,
  /** DISC-13. */
  added: 'Disclosure added successfully.',
  updated: 'Disclosure updated successfully.',
  deleted: 'Disclosure deleted successfully.',
  /** DISC-15 (GAP, decided). */
  activated: 'Disclosure activated successfully.',
  deactivated: 'Disclosure deactivated successfully.',
  /** DISC-14 (the wording is not shown in the spec: decided). */
  deleteTitle: 'Delete disclosure',
  deleteConfirm: 'Are you sure you want to delete the disclosure?',
  stale: 'Someone else saved this disclosure after you opened it. Reload it, or keep your values and save again.',
  /** A stale status switch (409): the page reads the disclosure again. */
  staleSwitch: (status: DisclosureStatus) =>
    `Someone else saved this disclosure after you opened it: it is ${DISCLOSURE_STATUS_LABELS[status]} now. Check it and switch again.`,
  notFound: (id: number) => `No disclosure has the id ${id}.`,
} as const;

/**
 * DISC-06/11 (decided): the status switch asks first, as it shows or hides the text at checkout.
 */
export const switchConfirmTitle = (status: DisclosureStatus) => `${switchLabel(status)} disclosure`;
export const switchConfirmText = (status: DisclosureStatus) =>
  status === 'active'
    ? 'Are you sure you want to deactivate the disclosure? It will no longer be shown at checkout.'
    : 'Are you sure you want to activate the disclosure? It will be shown at checkout.';

/** The success message of a status switch (DISC-15). */
export const switchedMessage = (to: DisclosureStatus) =>
  to === 'active' ? DISCLOSURE_MESSAGES.activated : DISCLOSURE_MESSAGES.deactivated;
