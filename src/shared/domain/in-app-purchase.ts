import { ENTITLEMENT_SOURCE_LABELS } from './entitlement';

/**
 * In-app purchase records (CUS-IAP-01): the status and the store a record carries, in words. The
 * stores are entitlement sources, named as ENT-LIST-06 names them wherever a source is shown.
 */
export const IAP_STATUS_LABELS = {
  ACTIVE: 'Active',
  EXPIRED: 'Expired',
  CANCELED: 'Canceled',
} as const;
export type IapStatus = keyof typeof IAP_STATUS_LABELS;

export const IAP_STORE_LABELS = {
  IOS_APPSTORE: ENTITLEMENT_SOURCE_LABELS.IOS_APPSTORE,
  GOOGLEPLAY: ENTITLEMENT_SOURCE_LABELS.GOOGLEPLAY,
  AMAZON: ENTITLEMENT_SOURCE_LABELS.AMAZON,
} as const;
export type IapStore = keyof typeof IAP_STORE_LABELS;
