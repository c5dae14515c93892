import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox, type OutboxState } from '../email';
import { ONBOARDING_EMAIL_KIND, onboardingEmail } from './onboarding-email';
import { organization, organizationAdmin } from './tables';

/**
 * Demo B2B organizations (companies, schools, a hospital group) that the demo B2B customers belong to,
 * with their options, allowed login domains and group administrators, whose on-boarding emails are in
 * every delivery state: sent, delivering (a message left pending, without a delivery job, so it stays
 * so), bounced, failed, and never sent. Idempotent by name; an organization is given its details and
 * administrators once, when it has none. Created dates are spread over the last three years.
 */
export const DEMO_ORGANIZATIONS: readonly string[] = [
  'Northwind Traders',
  'Harbor Point Logistics',
  'Bluebird Hospitality Group',
  'Summit Ridge Health',
  'Crescent Valley School District',
  'Maple & Stone Architects',
  'Lakeside Community College',
  'Ironwood Manufacturing',
  'Pacific Rim Airlines',
  'Greenleaf Pharmaceuticals',
  'Silverline Financial Services',
  'Tidewater Language Institute',
];

/** The demo's B2B site (the sign-in link of the seeded messages). */
const DEMO_B2B_SITE = 'https://b2b.example.com';

interface DemoAdmin {
  name: string;
  local: string;
  telephone: string;
  /** The outbox state of the last on-boarding email; none: never sent. */
  email?: OutboxState;
}

const FIRST = ['Emma', 'Liam', 'Sofia', 'Noah', 'Aiko', 'Mateo', 'Priya', 'Lucas', 'Chloé', 'Omar', 'Ingrid', 'Kwame'];
const LAST = ['Lindqvist', 'Okafor', 'Moreau', 'Tanaka', 'García', 'Novak', 'Haddad', 'Sørensen', 'Reyes', 'Kim'];
/** The delivery states the administrators walk through, so every state shows on a few organizations. */
const STATES: (OutboxState | undefined)[] = ['sent', 'pending', 'bounced', 'failed', undefined, 'sent', 'kept'];
const ERRORS: Partial<Record<OutboxState, string>> = {
  bounced: "Can't send mail - all recipients were rejected: 550 5.1.1 Recipient address rejected: User unknown",
  failed: 'Connection timeout',
};

/** A demo organization's details: every one allows its own domain; options vary. */
function details(name: string, i: number) {
  const domain = `${name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.example`;
  const admins: DemoAdmin[] = Array.from({ length: 1 + (i % 3) }, (_, k) => {
    const first = FIRST[(i + k * 5) % FIRST.length] as string;
    const last = LAST[(i * 3 + k) % LAST.length] as string;
    return {
      name: `${first} ${last}`,
      local: `${first}.${last}`
        .normalize('NFD')
        .replace(/[^A-Za-z.]/g, '')
        .toLowerCase(),
      telephone: k === 2 ? '' : `+1 555 01${String(i).padStart(2, '0')} ${k}`,
      email: STATES[(i + k * 3) % STATES.length],
    };
  });
  return {
    domain,
    description:
      i % 4 === 3
        ? ''
        : `${name}: ${['company-wide language training', 'staff onboarding in English and Spanish', 'a pilot for two departments'][i % 3]}.`,
    isCreatingSubgroupEnabled: i % 2 === 0,
    isAnalyticsReportingEnabled: i % 3 !== 2,
    isCreatingAuth0AccountForSeatUserEnabled: i % 4 === 0,
    isAnalyticsUserTrackingEnabled: i % 5 === 1,
    allowedLoginDomains: i % 3 === 1 ? `${domain},mail.${domain}` : domain,
    admins,
  };
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export async function seedDemoOrganizations(db: Db, now = new Date()): Promise<void> {
  const existing = new Set((await db.select({ name: organization.name }).from(organization)).map((r) => r.name));
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  // Created 83 days apart, at a working hour of the day.
  const createdAt = (i: number) => new Date(today - (1095 - i * 83) * DAY_MS + (9 + (i % 8)) * HOUR_MS + i * 420_000);
  const rows = DEMO_ORGANIZATIONS.flatMap((name, i) => (existing.has(name) ? [] : [{ name, createdAt: createdAt(i) }]));
  if (rows.length) await db.insert(organization).values(rows);

  const demo = await db
    .select({ id: organization.id, name: organization.name, createdAt: organization.createdAt })
    .from(organization)
    .where(inArray(organization.name, [...DEMO_ORGANIZATIONS]));
  const withAdmins = new Set(
    (
      await db
        .selectDistinct({ id: organizationAdmin.organizationId })
        .from(organizationAdmin)
        .where(
          inArray(
            organizationAdmin.organizationId,
            demo.map((o) => o.id),
          ),
        )
    ).map((r) => r.id),
  );
  for (const org of demo) {
    if (withAdmins.has(org.id)) continue;
    const i = DEMO_ORGANIZATIONS.indexOf(org.name);
    const { domain, admins, ...values } = details(org.name, i);
    // Last modified a month after it was created (its administrators set up).
    const updatedAt = new Date(Math.min(org.createdAt.getTime() + 30 * DAY_MS, now.getTime()));
    await db.transaction(async (tx) => {
      await tx
        .update(organization)
        .set({ ...values, updatedAt })
        .where(eq(organization.id, org.id));
      for (const [position, admin] of admins.entries()) {
        const email = `${admin.local}@${domain}`;
        let lastEmailId: number | null = null;
        if (admin.email) {
          const message = onboardingEmail(org.name, { email, name: admin.name }, DEMO_B2B_SITE);
          const sentAt = new Date(updatedAt.getTime() + (position + 1) * 3 * HOUR_MS);
          const [row] = await tx
            .insert(emailOutbox)
            .values({
              kind: ONBOARDING_EMAIL_KIND,
              toAddress: email,
              subject: message.subject,
              bodyText: message.bodyText,
              link: message.link ?? null,
              state: admin.email,
              attempts: admin.email === 'pending' ? 0 : admin.email === 'failed' ? 3 : 1,
              lastError: ERRORS[admin.email] ?? null,
              createdAt: sentAt,
              sentAt: admin.email === 'sent' ? sentAt : null,
            })
            .returning({ id: emailOutbox.id });
          lastEmailId = row?.id ?? null;
        }
        await tx.insert(organizationAdmin).values({
          organizationId: org.id,
          position,
          email,
          name: admin.name,
          telephone: admin.telephone,
          hasSentEmail: admin.email !== undefined,
          lastEmailId,
        });
      }
    });
  }
}
