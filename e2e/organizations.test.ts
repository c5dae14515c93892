import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationDetail } from '../src/shared/contracts/organizations';
import { startTestSmtp, type TestSmtp } from '../tests/support/smtp-server';
import { browserPerTest, callPortalApi, menuLabels, signIn, WAIT } from './support/browser';
import { marketingPages, watchPage } from './support/marketing-texts';
import { sendPortalApi } from './support/products';
import { type RunningPortal, startPortal } from './support/server';

/**
 * Organizations (checklist 11.1): b2b adds an organization with two group administrators (the form's rules
 * first), sends both the on-boarding email and watches the statuses follow the real delivery to an SMTP
 * server (the `smtp-server` library) that accepts one and refuses the other with 550: 'Email sent' and
 * 'Email failed to send'; then searches the list, edits (a stale save first) and deletes it. The viewer
 * sees everything read-only; support has no Organization menu. On a portal of its own (SMTP_URL).
 */

const browsers = browserPerTest();
let page: Page;
const { notice, button, heading, rows, viewOf, shots, expectAccessible } = marketingPages(() => page);

const ACCEPTED = 'grace.hopper@acme-e2e.example';
const REFUSED = 'no.such.user@acme-e2e.example';

let smtp: TestSmtp;
let portal: RunningPortal;
beforeAll(async () => {
  smtp = await startTestSmtp({ [REFUSED]: 550 });
  portal = await startPortal({ SMTP_URL: smtp.url });
}, 180_000);
afterAll(async () => {
  await portal?.stop();
  await smtp?.close();
});

const base = () => portal.baseUrl;
const adminRow = (email: string) => page.locator('tr.ant-table-row', { hasText: email });
const radio = (group: string, choice: 'Yes' | 'No') =>
  page.getByRole('radiogroup', { name: group }).getByText(choice, { exact: true });

describe('organizations', () => {
  it('b2b adds an organization, sends both administrators the on-boarding email, edits and deletes it', async () => {
    page = await browsers.freshPage();
    const seen = await watchPage(page);
    await signIn(page, base(), 'b2b', '/organization');
    await page.getByRole('heading', { name: 'Organization' }).waitFor();
    await rows().first().waitFor();
    await shots('org-list');
    await expectAccessible('organization list');
    await button('+ Add new organization').click();
    await page.waitForURL(/\/organization\/add$/);
    await page.getByRole('heading', { name: 'Add new organization' }).waitFor();

    // An empty save: the failed-save warning and the shared rules' messages (ORG-07, ORG-09).
    await button('Save').click();
    await notice('Please fill in all required fields.').waitFor();
    await page.getByText("'Organization name' is required").waitFor();
    for (const option of ['Creating subgroups', 'Analytics reporting', 'Auth0 accounts for seat users'])
      await page.getByText(`'${option}' is required`).waitFor();
    await shots('org-add-errors');

    const name = `E2E Acme ${Date.now()}`;
    await page.getByLabel('Organization name', { exact: true }).fill(`  ${name}  `);
    await page.getByLabel('Description', { exact: true }).fill('Language training for the support team.');
    await page.getByLabel('Allowed login domains', { exact: true }).fill('acme-e2e.example, not a domain');
    for (const [option, choice] of [
      ['Creating subgroups', 'Yes'],
      ['Analytics reporting', 'Yes'],
      ['Auth0 accounts for seat users', 'No'],
      ['Analytics user tracking', 'No'],
    ] as const)
      await radio(option, choice).click();
    await button('Add administrator').click();
    await button('Add administrator').click();
    await page.getByLabel('Email of administrator 1').fill('grace.hopper@');
    await page.getByLabel('Name of administrator 1').fill('Grace Hopper');
    await page.getByLabel('Phone of administrator 1').fill('1'.repeat(32));
    await page.getByLabel('Email of administrator 2').fill(REFUSED);
    await button('Save').click();
    await page.getByText("'Email' is not a valid email").waitFor();
    await page.getByText('Must be less than 32 characters').waitFor();
    await page.getByText("'not a domain' is not a domain").waitFor();
    await page.getByLabel('Email of administrator 1').fill(ACCEPTED);
    await page.getByLabel('Phone of administrator 1').fill('+1 555 0100');
    await page.getByLabel('Allowed login domains', { exact: true }).fill('Acme-E2E.example');
    await shots('org-add-filled');
    await expectAccessible('organization add');
    await button('Save').click();
    await notice('Organization added successfully.').waitFor();
    await page.waitForURL(/\/organization\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await heading().getByText(name, { exact: true }).waitFor();
    expect(await viewOf('Allowed login domains').innerText()).toBe('acme-e2e.example');
    expect(await viewOf('Creating subgroups').innerText()).toBe('Yes');
    expect(await viewOf('Auth0 accounts for seat users').innerText()).toBe('No');
    expect(await adminRow(ACCEPTED).locator('td').nth(3).innerText()).toBe('--');

    // ORG-15…17: both sent; the statuses follow the delivery (the runner's tick, the detail read again).
    await page.getByRole('button', { name: `Send on-boarding email to ${ACCEPTED}` }).click();
    await notice(`The on-boarding email to ${ACCEPTED} is on its way.`).waitFor();
    await page.getByRole('button', { name: `Send on-boarding email to ${REFUSED}` }).click();
    await notice(`The on-boarding email to ${REFUSED} is on its way.`).waitFor();
    await adminRow(ACCEPTED)
      .getByText('Email sent', { exact: true })
      .waitFor({ timeout: WAIT * 2 });
    await adminRow(REFUSED)
      .getByText('Email failed to send', { exact: true })
      .waitFor({ timeout: WAIT * 2 });
    expect(smtp.accepted.some((m) => m.to.includes(ACCEPTED) && m.raw.includes(name))).toBe(true);
    expect(smtp.asked).toContain(REFUSED);
    await shots('org-detail-statuses');
    await expectAccessible('organization detail');

    // The list: the name search (Enter), the URL keys, a row opens its detail.
    await page.goto(`${base()}/organization`);
    await page.getByRole('textbox', { name: 'Organization name' }).fill(name.slice(4));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('name') === name.slice(4));
    await rows().filter({ hasText: name }).waitFor();
    // The unfiltered page (the new organization first) stays until the filtered one is read.
    await expect.poll(() => rows().count()).toBe(1);
    expect(await rows().first().locator('td').nth(3).innerText()).toBe('2');
    await page.getByRole('columnheader', { name: 'Organization name' }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('sortKey') === 'name' && url.searchParams.get('order') === 'ascend',
    );
    await rows().first().locator('td').nth(1).click();
    await page.waitForURL(new RegExp(`/organization/${id}$`));

    // Edit: someone saves first (409, their version is then built on), then Save again writes these.
    await button('Edit').click();
    await page.getByLabel('Organization name', { exact: true }).waitFor();
    await shots('org-edit');
    const current = await sendPortalApi<OrganizationDetail>(page, 'GET', `/organizations/${id}`);
    const { id: _i, rowVersion, createdDate: _c, lastModifiedDate: _l, groupAdmins, ...rest } = current.body;
    const theirs = await sendPortalApi(
      page,
      'PUT',
      `/organizations/${id}`,
      {
        ...rest,
        description: 'Changed by someone else',
        groupAdmins: groupAdmins.map(({ email, name: n, telephone }) => ({ email, name: n, telephone })),
      },
      { 'If-Match': `"${rowVersion}"` },
    );
    expect(theirs.status).toBe(200);
    await page.getByLabel('Organization name', { exact: true }).fill(`${name} v2`);
    await page.getByLabel('Name of administrator 2').fill('Nobody Known');
    await button('Save').click();
    await notice('Someone else saved this organization after you opened it.').waitFor();
    await button('Save').click();
    await notice('Organization updated successfully.').waitFor();
    await heading().getByText(`${name} v2`, { exact: true }).waitFor();
    // The administrators kept their email history through the edit.
    await adminRow(ACCEPTED).getByText('Email sent', { exact: true }).waitFor();
    await adminRow(REFUSED).getByText('Email failed to send', { exact: true }).waitFor();
    await adminRow(REFUSED).getByText('Nobody Known').waitFor();

    // The leave guard: an unsaved edit asks before leaving.
    await button('Edit').click();
    await page.getByLabel('Organization name', { exact: true }).fill('Unsaved');
    await button('Cancel').click();
    const unsaved = page.getByRole('dialog', { name: 'Unsaved changes' });
    await unsaved.waitFor();
    await button('Leave', unsaved).click();
    await heading().getByText(`${name} v2`, { exact: true }).waitFor();

    // Delete asks first, then goes back to the list.
    await button('Delete').click();
    const dialog = page.getByRole('dialog', { name: 'Delete organization' });
    await dialog.getByText(`Are you sure you want to delete the organization '${name} v2'`).waitFor();
    await shots('org-delete-confirm');
    await button('Delete', dialog).click();
    await notice('Organization deleted successfully.').waitFor();
    await page.waitForURL((url) => url.pathname === '/organization');
    expect((await sendPortalApi(page, 'GET', `/organizations/${id}`)).status).toBe(404);
    expect(seen.violations).toEqual([]);
  });

  it('b2b is told why an organization with customers cannot be deleted', async () => {
    page = await browsers.freshPage();
    await signIn(page, base(), 'b2b', '/organization');
    const found = await callPortalApi<{ content: { id: number }[] }>(page, '/organizations?name=Northwind%20Traders');
    const [northwind] = found.content;
    if (!northwind) throw new Error('no demo organization');
    await page.goto(`${base()}/organization/${northwind.id}`);
    await heading().getByText('Northwind Traders', { exact: true }).waitFor();
    await button('Delete').click();
    await button('Delete', page.getByRole('dialog', { name: 'Delete organization' })).click();
    await notice("The organization 'Northwind Traders' still has").waitFor();
    await heading().getByText('Northwind Traders', { exact: true }).waitFor();
  });

  it('the viewer sees the organizations and their email statuses read-only', async () => {
    page = await browsers.freshPage();
    await signIn(page, base(), 'viewer', '/organization');
    await rows().first().waitFor();
    expect(await button('+ Add new organization').count()).toBe(0);
    const statuses = new Set<string>();
    for (const name of ['Northwind Traders', 'Harbor Point Logistics', 'Bluebird Hospitality Group']) {
      await page.goto(`${base()}/organization?name=${encodeURIComponent(name)}`);
      await rows().filter({ hasText: name }).locator('a').click();
      await heading().getByText(name, { exact: true }).waitFor();
      await page.getByRole('table', { name: 'Group administrators' }).waitFor();
      for (const tag of await page.locator('tr.ant-table-row [data-status]').allInnerTexts()) statuses.add(tag);
      expect(await button('Edit').count()).toBe(0);
      expect(await button('Delete').count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Send on-boarding email/ }).count()).toBe(0);
    }
    expect(statuses).toEqual(new Set(['Email sent', 'Email delivering', 'Email failed to send']));
    await shots('org-detail-viewer');
    await page.goto(`${base()}/organization/add`);
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('support has no Organization menu and cannot open /organization', async () => {
    page = await browsers.freshPage();
    await signIn(page, base(), 'support', '/');
    expect(await menuLabels(page)).not.toContain('Organization');
    await page.goto(`${base()}/organization`);
    await page.waitForURL((url) => url.pathname === '/');
  });
});
