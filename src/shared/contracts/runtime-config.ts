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
    /** Extra scopes requested at sign-in (SHELL-AUTH-06). */
    scope: z.string(),
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
  }),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
