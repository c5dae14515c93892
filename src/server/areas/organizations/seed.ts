import type { Db } from '../../db/client';
import { organization } from './tables';

/**
 * Demo B2B organizations (companies, schools, a hospital group) that the demo B2B customers belong to.
 * Idempotent by name; created dates are spread over the last three years.
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

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedDemoOrganizations(db: Db): Promise<void> {
  const existing = new Set((await db.select({ name: organization.name }).from(organization)).map((r) => r.name));
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const rows = DEMO_ORGANIZATIONS.flatMap((name, i) =>
    existing.has(name) ? [] : [{ name, createdAt: new Date(today - (1095 - i * 83) * DAY_MS) }],
  );
  if (rows.length) await db.insert(organization).values(rows);
}
