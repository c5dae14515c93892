import type { OutgoingEmail } from '../email';

/** The outbox kind of the on-boarding email (API-M-40). */
export const ONBOARDING_EMAIL_KIND = 'organization_onboarding';

/**
 * The on-boarding email of a group administrator (API-M-40; its wording is not in the spec: decided): who
 * made them an administrator of what, and the B2B site (B2B_SITE_URL) where they sign in with this
 * address. The organization's name is one line (its field refuses line breaks), so it can be the subject.
 */
export function onboardingEmail(
  organizationName: string,
  admin: { email: string; name: string },
  b2bSite: string,
): OutgoingEmail {
  const link = b2bSite.replace(/\/+$/, '');
  return {
    kind: ONBOARDING_EMAIL_KIND,
    to: admin.email,
    subject: `You are a group administrator of ${organizationName}`,
    bodyText: [
      admin.name ? `Hello ${admin.name},` : 'Hello,',
      '',
      `You have been made a group administrator of ${organizationName} on our B2B site, where you manage`,
      "your organization's learners, seats and vouchers.",
      '',
      `Sign in there with this email address (${admin.email}):`,
      '',
      link,
      '',
      'If you did not expect this email, you can ignore it.',
    ].join('\n'),
    link,
  };
}
