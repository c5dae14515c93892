import { z } from 'zod';

/** GET /config.json: the runtime settings the web app reads before it starts. */
export const runtimeConfigSchema = z.object({
  portalApiBaseUrl: z.string(),
  storeApiBaseUrl: z.string(),
  oidc: z.object({
    issuer: z.string(),
    clientId: z.string(),
    audience: z.string(),
    /** Claim holding the permission list; plain `permissions` is also read. */
    permissionsClaim: z.string(),
    /** Extra scopes requested at sign-in (SHELL-AUTH-06), `offline_access` among them when sessions renew. */
    scope: z.string(),
  }),
  session: z.object({
    /**
     * The built-in provider's idle limit (seconds): past it the app confirms the end with one refresh
     * and shows 'Timeout' without waiting for the user. Null when a hosted provider sets the policy or
     * sessions do not renew.
     */
    idleTimeoutSeconds: z.number().int().positive().nullable(),
  }),
  /** The portal origin Log out returns to. */
  portalOrigin: z.string(),
  links: z.object({
    termsOfUse: z.string(),
    privacyPolicy: z.string(),
    contactUs: z.string(),
    consumerSite: z.string(),
    /** Base address of the learning site's landing page, for deeplinks. */
    learningSiteLanding: z.string(),
    /** The store's address, for plan checkout deeplinks and Preview Checkout (EP-DL, EP-LC-12). */
    store: z.string(),
    /** The B2B site: a B2B entitlement row opens its page there (CUS-ENT-04). */
    b2bSite: z.string(),
    /** The billing provider's admin site: a billing-provider promotion links to its coupon there (PROMO-DET-05). */
    billingProvider: z.string(),
  }),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
