import { ALL_PERMISSIONS, type Permission, permissionsWhere } from '../../shared/permissions';
import type { Db } from '../db/client';
import { hashPassword } from './oidc/passwords';
import { staffAccount } from './tables';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'demo';

export interface DemoAccount {
  login: string;
  email: string;
  nickname: string;
  /** What the account may do, in staff words (login page, start-up banner). */
  description: string;
  permissions: Permission[];
}

const account = (login: string, nickname: string, description: string, permissions: Permission[]): DemoAccount => ({
  login,
  email: `${login}@portal.example.com`,
  nickname,
  description,
  permissions,
});

/** Staff accounts of the built-in provider, each with a different permission set. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  account('admin', 'Admin', 'Everything', [...ALL_PERMISSIONS]),
  account(
    'support',
    'Support',
    'The customer area: customers, entitlements, subscriptions, refunds, gifts',
    permissionsWhere((info) => info.area === 'customers'),
  ),
  account(
    'catalog',
    'Catalog',
    'The catalogue: content products, mini courses, base prices, eCom products and plans',
    permissionsWhere((info) => info.area === 'catalogue'),
  ),
  account(
    'marketing',
    'Marketing',
    'Marketing: disclosures, description templates, upsell & downgrade, promotions, save offers',
    permissionsWhere((info) => info.area === 'marketing'),
  ),
  account(
    'b2b',
    'B2B',
    'B2B: organizations and vouchers',
    permissionsWhere((info) => info.area === 'b2b'),
  ),
  account(
    'viewer',
    'Viewer',
    'Every menu, read only: changes nothing',
    permissionsWhere((info) => info.kind === 'menu' || info.kind === 'view'),
  ),
  account('nobody', 'Nobody', 'No permission (sees Permission Denied)', []),
];

/** The account id (the token's `sub`) of a demo login. */
export const demoStaffId = (login: string) => `staff-${login}`;

/**
 * Upserts the demo accounts by login: email, nickname and permissions follow this list; a password
 * already set is kept (the hash is only written when the account is created).
 */
export async function seedStaff(db: Db): Promise<void> {
  for (const demo of DEMO_ACCOUNTS) {
    await db
      .insert(staffAccount)
      .values({
        id: demoStaffId(demo.login),
        login: demo.login,
        email: demo.email,
        nickname: demo.nickname,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        permissions: demo.permissions,
      })
      .onConflictDoUpdate({
        target: staffAccount.login,
        set: { email: demo.email, nickname: demo.nickname, permissions: demo.permissions },
      });
  }
}
