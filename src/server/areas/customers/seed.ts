import { inArray, sql } from 'drizzle-orm';
import type { Connection } from '../../../shared/domain/customer';
import type { Db } from '../../db/client';
import { insertRows } from '../../db/json-insert';
import { seededRandom } from '../../db/seed-random';
import { DEMO_ORGANIZATIONS, organization } from '../organizations';
import {
  customer,
  customerIdentity,
  iapRecord,
  lessonProgress,
  marketingSubscriber,
  paymentMethod,
  vocabularyItem,
} from './tables';

/**
 * Demo customers: about 2,000 B2C accounts (mostly Username, the rest Google, Apple, Facebook and
 * Okta), 500 B2B masters and seats in the demo organizations, 20 anonymous accounts and 30 people with
 * two accounts each (sharedCustomers), created over the last three years, each with its identity
 * account; learning progress, in-app purchases, vocabulary, a default payment method (B2C) and
 * marketing-email subscribers in every status for a share of them. Deterministic (a seeded PRNG); all
 * emails are on example.com / example.org. Skipped when any customer exists. Well-known accounts for
 * the browser tests: DEMO_CUSTOMER_EMAILS.
 */

export const DEMO_CUSTOMER_EMAILS = {
  /** B2C, Username, US payment method, Active subscriber, billing ids sub_demo…1 / txn_demo…1. */
  jane: 'jane.doe@example.com',
  /** B2C, Google, with a second (Username) account: jsmith@example.org. */
  john: 'john.smith@example.com',
  johnSecond: 'jsmith@example.org',
  /** B2B master of Northwind Traders, with sub-users. */
  olivia: 'olivia.admin@example.org',
} as const;

const B2C_COUNT = 2000;
const SHARED_PAIRS = 30;
const ANONYMOUS_COUNT = 20;
const B2B_COUNT = 500;
const MASTERS_PER_ORGANIZATION = 4;
const DAY_MS = 24 * 60 * 60 * 1000;

const FIRST_NAMES = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'Michael',
  'Jennifer',
  'William',
  'Linda',
  'David',
  'Elizabeth',
  'Richard',
  'Barbara',
  'Joseph',
  'Susan',
  'Thomas',
  'Jessica',
  'Charles',
  'Sarah',
  'Daniel',
  'Karen',
  'Matthew',
  'Lisa',
  'Anthony',
  'Nancy',
  'Mark',
  'Sandra',
  'Steven',
  'Ashley',
  'Andrew',
  'Emily',
  'Joshua',
  'Michelle',
  'Kevin',
  'Amanda',
  'Brian',
  'Melissa',
  'George',
  'Stephanie',
  'Timothy',
  'Rebecca',
  'Carlos',
  'Sofia',
  'Luis',
  'Camila',
  'Diego',
  'Valentina',
  'Mateo',
  'Isabella',
  'Juan',
  'Lucia',
  'Wei',
  'Mei',
  'Hiroshi',
  'Yuki',
  'Min-jun',
  'Ji-woo',
  'Arjun',
  'Priya',
  'Rahul',
  'Ananya',
  'Liam',
  'Olivia',
  'Noah',
  'Emma',
  'Ethan',
  'Ava',
  'Lucas',
  'Mia',
  'Oliver',
  'Charlotte',
  'Chloe',
  'Jack',
  'Grace',
  'Henry',
  'Zoe',
  'Samuel',
  'Hannah',
  'Benjamin',
  'Nora',
  'Gabriel',
];
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Chen',
  'Wang',
  'Kim',
  'Park',
  'Tanaka',
  'Sato',
  'Patel',
  'Singh',
  'Reyes',
  'Santos',
  "O'Brien",
  'Murphy',
  'Kelly',
  'Sullivan',
  'Fischer',
  'Schmidt',
  'Dubois',
  'Moreau',
  'Rossi',
  'Bianchi',
];
const GROUPS = ['Sales', 'Customer Support', 'Engineering', 'Marketing', 'Operations', 'Finance', 'Human Resources'];
const COURSES = [
  'Spanish Level 1',
  'Spanish Level 2',
  'French Level 1',
  'German Level 1',
  'Italian Level 1',
  'Japanese Level 1',
  'English for Spanish Speakers Level 1',
];
const IAP_PRODUCTS = [
  { isbn: '9781442369900', name: 'Spanish Level 1 (In-app)', subscription: false },
  { isbn: '9781442369917', name: 'French Level 1 (In-app)', subscription: false },
  { isbn: '9781442369924', name: 'All Access Monthly (App Store)', subscription: true },
  { isbn: '9781442369931', name: 'All Access Yearly (Google Play)', subscription: true },
  { isbn: '9781442369948', name: 'German Premium Bundle', subscription: false },
  { isbn: '9781442369955', name: 'Japanese Level 1 (In-app)', subscription: false },
];
const WORDS: readonly (readonly [string, string])[] = [
  ['hola', 'hello'],
  ['gracias', 'thank you'],
  ['mañana', 'tomorrow'],
  ['la cuenta', 'the check'],
  ['bonjour', 'good morning'],
  ['merci', 'thank you'],
  ['la gare', 'the train station'],
  ['Entschuldigung', 'excuse me'],
  ['das Frühstück', 'breakfast'],
  ['buongiorno', 'good morning'],
  ['arigatō', 'thank you'],
  ['sumimasen', 'excuse me'],
  ['el aeropuerto', 'the airport'],
  ['la biblioteca', 'the library'],
  ['le fromage', 'the cheese'],
  ['die Rechnung', 'the bill'],
];
type Address = { district: string; postal: string };
const ADDRESSES: Record<'US' | 'CA' | 'GB' | 'AU' | 'PH', readonly Address[]> = {
  US: [
    { district: 'NY', postal: '10001' },
    { district: 'CA', postal: '94105' },
    { district: 'TX', postal: '73301' },
    { district: 'IL', postal: '60601-1234' },
    { district: 'WA', postal: '98101' },
  ],
  CA: [
    { district: 'ON', postal: 'M5V 2T6' },
    { district: 'QC', postal: 'H2Y 1C6' },
    { district: 'BC', postal: 'V6B 1A1' },
    { district: 'AB', postal: 'T2P 1J9' },
  ],
  GB: [
    { district: 'Greater London', postal: 'SW1A 1AA' },
    { district: 'Greater Manchester', postal: 'M1 1AE' },
    { district: '', postal: 'EH1 1YZ' },
  ],
  AU: [
    { district: 'NSW', postal: '2000' },
    { district: 'VIC', postal: '3000' },
    { district: 'QLD', postal: '4000' },
  ],
  PH: [
    { district: 'Metro Manila', postal: '1000' },
    { district: 'Cebu', postal: '6000' },
  ],
};
type Country = keyof typeof ADDRESSES;
const DEVICE_LANGUAGE: Record<Country, string> = { US: 'en-US', CA: 'fr-CA', GB: 'en-GB', AU: 'en-AU', PH: 'fil-PH' };

type CustomerInsert = typeof customer.$inferInsert;
type Without<T> = Omit<T, 'customerId'>;

/** One demo account and what hangs off it, before the ids exist. */
interface Plan {
  row: CustomerInsert & { auth0Id: string; connection: Connection; createdAt: Date };
  payment?: Without<typeof paymentMethod.$inferInsert>;
  subscriber?: typeof marketingSubscriber.$inferInsert;
  lessons?: Without<typeof lessonProgress.$inferInsert>[];
  iap?: Without<typeof iapRecord.$inferInsert>[];
  vocabulary?: Without<typeof vocabularyItem.$inferInsert>[];
}

class DemoFactory {
  readonly random = seededRandom(19_870_503);
  private readonly emails = new Set<string>(Object.values(DEMO_CUSTOMER_EMAILS));
  private readonly auth0Ids = new Set<string>();
  readonly today = Math.floor(Date.now() / DAY_MS) * DAY_MS;

  int(below: number) {
    return Math.floor(this.random() * below);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }
  chance(p: number) {
    return this.random() < p;
  }
  weighted<T extends string>(weights: Readonly<Record<T, number>>): T {
    let r = this.random();
    const entries = Object.entries(weights) as [T, number][];
    for (const [value, weight] of entries) {
      r -= weight;
      if (r < 0) return value;
    }
    return (entries.at(-1) as [T, number])[0];
  }
  hex(n: number) {
    return Array.from({ length: n }, () => this.int(16).toString(16)).join('');
  }
  digits(n: number) {
    return Array.from({ length: n }, (_, i) => (i === 0 ? 1 + this.int(9) : this.int(10))).join('');
  }
  /** A moment in the last three years (not in the last day). */
  createdAt() {
    return new Date(this.today - (1 + this.int(3 * 365)) * DAY_MS + this.int(DAY_MS));
  }
  after(at: Date, maxDays: number) {
    return new Date(Math.min(at.getTime() + this.int(maxDays * DAY_MS), this.today));
  }
  email(first: string, last: string, domain: string) {
    const base = `${first}.${last}`.toLowerCase().replace(/[^a-z0-9.]/g, '');
    let candidate = `${base}@${domain}`;
    for (let n = 2; this.emails.has(candidate); n += 1) candidate = `${base}${n}@${domain}`;
    this.emails.add(candidate);
    return candidate;
  }
  auth0Id(connection: Connection) {
    for (;;) {
      const id = {
        USERNAME: () => `auth0|${this.hex(24)}`,
        GOOGLE: () => `google-oauth2|${this.digits(21)}`,
        APPLE: () => `apple|001${this.digits(3)}.${this.hex(32)}.${this.digits(4)}`,
        FACEBOOK: () => `facebook|${this.digits(16)}`,
        OKTA: () => `okta|00u${this.hex(17)}`,
      }[connection]();
      if (!this.auth0Ids.has(id)) {
        this.auth0Ids.add(id);
        return id;
      }
    }
  }
  reserveAuth0Id(id: string) {
    this.auth0Ids.add(id);
    return id;
  }
  person() {
    return { first: this.pick(FIRST_NAMES), last: this.pick(LAST_NAMES) };
  }

  payment(at: Date, country?: Country): Plan['payment'] {
    const where = country ?? this.weighted<Country>({ US: 0.5, CA: 0.15, GB: 0.15, AU: 0.1, PH: 0.1 });
    const address = this.pick(ADDRESSES[where]);
    const card = this.chance(0.82);
    const expiry = new Date(this.today + (30 + this.int(4 * 365)) * DAY_MS);
    return {
      type: card ? 'CreditCard' : 'PayPal',
      cardType: card ? this.weighted({ Visa: 0.55, Mastercard: 0.3, Amex: 0.15 }) : null,
      accountLast4: card ? String(this.int(10_000)).padStart(4, '0') : '',
      expirationDate: card ? `${String(expiry.getUTCMonth() + 1).padStart(2, '0')}/${expiry.getUTCFullYear()}` : null,
      isDefault: true,
      postalCode: address.postal,
      district: address.district,
      country: where,
      createdAt: this.after(at, 60),
    };
  }

  subscriber(email: string, country: string | null, status?: string): Plan['subscriber'] {
    const chosen = status ?? this.weighted({ Active: 0.6, Unsubscribed: 0.2, Held: 0.1, Bounced: 0.1 });
    const where = (country ?? this.pick(Object.keys(ADDRESSES))) as Country;
    return {
      email,
      status: chosen,
      optIn: chosen === 'Active' ? this.chance(0.85) : chosen === 'Unsubscribed' ? false : this.chance(0.5),
      country: where,
      source: this.pick(['web', 'ios', 'android']),
      deviceLanguage: DEVICE_LANGUAGE[where],
      updatedAt: new Date(this.today - this.int(365) * DAY_MS),
    };
  }

  lessons(at: Date, subUsers: readonly string[], fixed?: { course: string; count: number }[]): Plan['lessons'] {
    const out: NonNullable<Plan['lessons']> = [];
    const courses =
      fixed ??
      Array.from({ length: 1 + this.int(2) }, () => ({
        course: this.pick(COURSES),
        count: 1 + Math.floor(this.random() ** 3 * 30),
      }));
    const seen = new Set<string>();
    for (const subUserName of subUsers) {
      for (const { course, count } of courses) {
        if (seen.has(`${subUserName}\u0000${course}`)) continue;
        seen.add(`${subUserName}\u0000${course}`);
        let when = this.after(at, 120).getTime();
        const platform = this.pick(['iOS', 'Android', 'Web']);
        for (let lesson = 1; lesson <= count; lesson += 1) {
          const first = new Date(Math.min(when, this.today - DAY_MS));
          const last = new Date(Math.min(first.getTime() + this.int(3 * DAY_MS), this.today));
          out.push({
            subUserName,
            courseName: course,
            lessonNumber: lesson,
            firstActivityAt: first,
            lastActivityAt: last,
            isCompleted: lesson < count || this.chance(0.4),
            listenTimeMinutes: 10 + this.int(26),
            sourcePlatform: platform,
          });
          when += (1 + this.int(4)) * DAY_MS;
        }
      }
    }
    return out;
  }

  iap(at: Date): Plan['iap'] {
    return Array.from({ length: 1 + this.int(3) }, () => {
      const product = this.pick(IAP_PRODUCTS);
      const createdAt = this.after(at, 400);
      const days = product.subscription ? this.pick([30, 365]) : null;
      const expirationAt = days === null ? null : new Date(createdAt.getTime() + days * DAY_MS);
      const expired = expirationAt !== null && expirationAt.getTime() < this.today;
      return {
        isbn: product.isbn,
        productName: product.name,
        isSubscription: product.subscription,
        status: expired ? 'EXPIRED' : this.chance(0.1) ? 'CANCELED' : 'ACTIVE',
        source: this.weighted({ IOS_APPSTORE: 0.55, GOOGLEPLAY: 0.4, AMAZON: 0.05 }),
        expirationAt,
        createdAt,
      };
    });
  }

  vocabulary(at: Date): Plan['vocabulary'] {
    return Array.from({ length: 3 + this.int(6) }, () => {
      const [word, translation] = this.pick(WORDS);
      return { word, translation, createdAt: this.after(at, 300) };
    });
  }
}

/** B2C account: payment (70 %), subscriber (60 %), progress, IAP and vocabulary for a share. */
function b2cPlan(f: DemoFactory, row: Plan['row']): Plan {
  const plan: Plan = { row };
  if (f.chance(0.7)) plan.payment = f.payment(row.createdAt);
  if (row.email && f.chance(0.6)) plan.subscriber = f.subscriber(row.email, plan.payment?.country ?? null);
  if (f.chance(0.15)) plan.lessons = f.lessons(row.createdAt, [row.firstName || 'Main']);
  if (f.chance(0.1)) plan.iap = f.iap(row.createdAt);
  if (f.chance(0.12)) plan.vocabulary = f.vocabulary(row.createdAt);
  return plan;
}

function b2cRow(f: DemoFactory, connection: Connection, extra: Partial<Plan['row']> = {}): Plan['row'] {
  const { first, last } = f.person();
  const domain = f.chance(0.75) ? 'example.com' : 'example.org';
  return {
    auth0Id: f.auth0Id(connection),
    email: f.email(first, last, domain),
    firstName: first,
    lastName: last,
    connection,
    accountType: 'SINGLE',
    isB2b: false,
    createdAt: f.createdAt(),
    ...extra,
  };
}

const B2C_CONNECTIONS = { USERNAME: 0.55, GOOGLE: 0.2, APPLE: 0.12, FACEBOOK: 0.08, OKTA: 0.05 } as const;

function demoPlans(f: DemoFactory, organizations: { id: number; name: string }[]): Plan[] {
  const plans: Plan[] = [];
  let sharedGroup = 0;

  // Well-known accounts.
  const janeAt = new Date(f.today - 400 * DAY_MS + 9 * 3600 * 1000);
  const jane: Plan['row'] = {
    auth0Id: f.reserveAuth0Id('auth0|5f2b9c1e8a7d6e0012345678'),
    email: DEMO_CUSTOMER_EMAILS.jane,
    firstName: 'Jane',
    lastName: 'Doe',
    connection: 'USERNAME',
    accountType: 'SINGLE',
    isB2b: false,
    createdAt: janeAt,
  };
  plans.push({
    row: jane,
    payment: {
      type: 'CreditCard',
      cardType: 'Visa',
      accountLast4: '4242',
      expirationDate: '08/2029',
      isDefault: true,
      postalCode: '10001',
      district: 'NY',
      country: 'US',
      createdAt: new Date(janeAt.getTime() + DAY_MS),
    },
    subscriber: {
      email: DEMO_CUSTOMER_EMAILS.jane,
      status: 'Active',
      optIn: true,
      country: 'US',
      source: 'web',
      deviceLanguage: 'en-US',
      updatedAt: janeAt,
    },
    lessons: f.lessons(
      janeAt,
      ['Jane'],
      [
        { course: 'Spanish Level 1', count: 12 },
        { course: 'French Level 1', count: 5 },
      ],
    ),
    iap: f.iap(janeAt),
    vocabulary: f.vocabulary(janeAt),
  });
  sharedGroup += 1;
  const johnAt = new Date(f.today - 700 * DAY_MS);
  plans.push(
    b2cPlan(f, {
      auth0Id: f.reserveAuth0Id('google-oauth2|104729384756102938475'),
      email: DEMO_CUSTOMER_EMAILS.john,
      firstName: 'John',
      lastName: 'Smith',
      connection: 'GOOGLE',
      accountType: 'SINGLE',
      isB2b: false,
      sharedGroupId: sharedGroup,
      createdAt: johnAt,
    }),
    b2cPlan(f, {
      auth0Id: f.auth0Id('USERNAME'),
      email: DEMO_CUSTOMER_EMAILS.johnSecond,
      firstName: 'John',
      lastName: 'Smith',
      connection: 'USERNAME',
      accountType: 'SINGLE',
      isB2b: false,
      sharedGroupId: sharedGroup,
      createdAt: new Date(johnAt.getTime() + 200 * DAY_MS),
    }),
  );

  // People with two accounts: a Username account and a social one, with the same name.
  for (let i = 1; i < SHARED_PAIRS; i += 1) {
    sharedGroup += 1;
    const first = b2cRow(f, 'USERNAME', { sharedGroupId: sharedGroup });
    const social = f.pick(['GOOGLE', 'APPLE', 'FACEBOOK'] as const);
    plans.push(
      b2cPlan(f, first),
      b2cPlan(f, {
        ...first,
        auth0Id: f.auth0Id(social),
        email: f.email(
          first.firstName ?? '',
          first.lastName ?? '',
          first.email?.endsWith('.com') ? 'example.org' : 'example.com',
        ),
        connection: social,
        createdAt: f.after(first.createdAt, 300),
      }),
    );
  }
  while (plans.length < B2C_COUNT) plans.push(b2cPlan(f, b2cRow(f, f.weighted(B2C_CONNECTIONS))));

  // Anonymous accounts: no email, no name, no password to reset.
  for (let i = 0; i < ANONYMOUS_COUNT; i += 1) {
    plans.push({
      row: {
        auth0Id: f.reserveAuth0Id(`auth0|anon${f.hex(20)}`),
        email: null,
        firstName: '',
        lastName: '',
        connection: 'USERNAME',
        accountType: 'SINGLE',
        isB2b: false,
        createdAt: f.createdAt(),
      },
    });
  }

  // B2B: per organization a few masters, each with seats; Olivia is the first master of the first one.
  const perOrganization = Math.ceil(B2B_COUNT / Math.max(organizations.length, 1));
  let b2b = 0;
  for (const [o, org] of organizations.entries()) {
    const orgAt = f.createdAt();
    const seatsPerMaster = Math.ceil((perOrganization - MASTERS_PER_ORGANIZATION) / MASTERS_PER_ORGANIZATION);
    for (let m = 0; m < MASTERS_PER_ORGANIZATION && b2b < B2B_COUNT; m += 1) {
      const isOlivia = o === 0 && m === 0;
      const { first, last } = isOlivia ? { first: 'Olivia', last: 'Anderson' } : f.person();
      const seats = Array.from({ length: seatsPerMaster }, () => f.person());
      const subUsers = isOlivia ? ['Olivia', 'Ethan', 'Mia'] : seats.slice(0, 1 + f.int(4)).map((s) => s.first);
      const masterAt = isOlivia ? new Date(f.today - 500 * DAY_MS) : f.after(orgAt, 60);
      const group = isOlivia ? 'Administrators' : f.pick(GROUPS);
      const connection: Connection = isOlivia || f.chance(0.7) ? 'USERNAME' : 'OKTA';
      const master: Plan['row'] = {
        auth0Id: f.auth0Id(connection),
        email: isOlivia ? DEMO_CUSTOMER_EMAILS.olivia : f.email(first, last, 'example.org'),
        firstName: first,
        lastName: last,
        connection,
        accountType: 'MASTER',
        isB2b: true,
        organizationId: org.id,
        customerGroup: group,
        subUsers,
        createdAt: masterAt,
      };
      plans.push({
        row: master,
        ...(isOlivia || f.chance(0.4) ? { lessons: f.lessons(masterAt, subUsers) } : {}),
        ...(f.chance(0.5) ? { subscriber: f.subscriber(master.email as string, 'US') } : {}),
      });
      b2b += 1;
      for (const seat of seats) {
        if (b2b >= B2B_COUNT) break;
        const seatConnection: Connection = f.chance(0.75) ? 'USERNAME' : 'OKTA';
        const row: Plan['row'] = {
          auth0Id: f.auth0Id(seatConnection),
          email: f.email(seat.first, seat.last, 'example.org'),
          firstName: seat.first,
          lastName: seat.last,
          connection: seatConnection,
          accountType: 'SEAT',
          isB2b: true,
          organizationId: org.id,
          customerGroup: group,
          rootUserName: `${first} ${last}`,
          createdAt: f.after(masterAt, 200),
        };
        plans.push({
          row,
          ...(f.chance(0.2) ? { lessons: f.lessons(row.createdAt, [seat.first]) } : {}),
          ...(f.chance(0.5) ? { subscriber: f.subscriber(row.email as string, null) } : {}),
        });
        b2b += 1;
      }
    }
  }
  return plans;
}

export async function seedDemoCustomers(db: Db): Promise<void> {
  const [any] = await db.select({ id: customer.id }).from(customer).limit(1);
  if (any) return;
  const organizations = await db
    .select({ id: organization.id, name: organization.name })
    .from(organization)
    .where(inArray(organization.name, [...DEMO_ORGANIZATIONS]))
    .orderBy(organization.id);
  const plans = demoPlans(new DemoFactory(), organizations);
  await db.transaction(async (tx) => {
    const inserted = await insertRows(
      tx,
      customer,
      plans.map((p) => ({ subUsers: [], ...p.row, updatedAt: p.row.createdAt })),
      sql`id, auth0_id`,
    );
    const ids = new Map(inserted.map((r) => [r.auth0_id as string, r.id as number]));
    const idOf = (p: Plan) => ids.get(p.row.auth0Id) as number;
    await insertRows(
      tx,
      customerIdentity,
      plans.map((p) => ({
        customerId: idOf(p),
        auth0Id: p.row.auth0Id,
        connection: p.row.connection,
        email: p.row.email ?? null,
        supportsPasswordReset: p.row.connection === 'USERNAME' && Boolean(p.row.email),
        createdAt: p.row.createdAt,
      })),
    );
    const children = <T>(pick: (p: Plan) => T[] | T | undefined) =>
      plans.flatMap((p) => {
        const found = pick(p);
        if (found === undefined) return [];
        return (Array.isArray(found) ? found : [found]).map((item) => ({ ...item, customerId: idOf(p) }));
      });
    await insertRows(
      tx,
      paymentMethod,
      children((p) => p.payment),
    );
    await insertRows(
      tx,
      lessonProgress,
      children((p) => p.lessons),
    );
    await insertRows(
      tx,
      iapRecord,
      children((p) => p.iap),
    );
    await insertRows(
      tx,
      vocabularyItem,
      children((p) => p.vocabulary),
    );
    await insertRows(
      tx,
      marketingSubscriber,
      plans.flatMap((p) => (p.subscriber ? [p.subscriber] : [])),
    );
  });
}
