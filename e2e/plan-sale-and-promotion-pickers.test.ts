import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { EcomProduct, Plan, PlanBody, PlanCourse } from '../src/shared/contracts/ecom-products';
import type { CatalogStatus } from '../src/shared/domain/catalog-status';
import { courseNotOnSale } from '../src/shared/domain/ecom-plan';
import { coursesNotActiveText } from '../src/web/features/ecom-products/ecom-texts';
import { browserPerTest, callPortalApi, hoverDisabled, signIn } from './support/browser';
import { marketingPages } from './support/marketing-texts';
import { portalUrl } from './support/portal';
import { chooseOption, chooseOptions, closeOptions, openOptions, selectedText } from './support/select';

/**
 * Issue 21 items 8 and 12: a plan goes on sale (Publish page, Activate) only while its course is ACTIVE,
 * and the promotion pickers (plan dialog, save offer) offer usable codes labelled with their discount.
 * The tests run in order on one product they create; nothing is left Ready for publish.
 */

const baseUrl = portalUrl();
const browsers = browserPerTest();
let page: Page;
const { store, button, shots } = marketingPages(() => page);

/** The product the tests create: plan A sells an ACTIVE course, plan B a STAGING one. */
const made = { productId: 0, a: null as Plan | null, b: null as Plan | null, body: null as PlanBody | null };
const courses = { active: null as PlanCourse | null, staging: null as PlanCourse | null };

async function ok<T>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
  const res = await store<T>(method, path, body, headers);
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}
const act = (plan: Plan, action: string) =>
  ok<Plan>('PUT', `/products/${made.productId}/variants/${plan.planId}/${action}`);
/** Saves plan A with `over` (the dialog's save, through the API). */
async function saveA(over: Partial<PlanBody>): Promise<Plan> {
  const a = made.a as Plan;
  made.a = await ok<Plan>(
    'POST',
    `/products/${made.productId}/variants/${a.planId}`,
    { ...made.body, ...over },
    {
      'If-Match': `"${a.rowVersion}"`,
    },
  );
  return made.a;
}

/** The course as a plan's state holds it (its ISBN and catalogue status). */
const courseState = (course: PlanCourse | null) =>
  course ? { isbn: course.isbn, status: course.status as CatalogStatus } : null;
const actionsOf = (pid: string) => page.getByRole('button', { name: `Actions of plan ${pid}`, exact: true });
const openMenu = () => page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');

/** A new product of a free language: plan A sells an ACTIVE subscription course, plan B a STAGING one. */
async function aProductWithTwoPlans(): Promise<void> {
  const found = (await ok<{ data: PlanCourse[] }>('GET', '/variants/courses?type=SUBSCRIPTION&limit=200')).data;
  courses.active = found.find((c) => c.status === 'ACTIVE') ?? null;
  courses.staging = found.find((c) => c.status === 'STAGING') ?? null;
  expect(courses.active && courses.staging).toBeTruthy();
  const used = (await ok<{ data: { languageId: number }[] }>('GET', '/products/used-languages')).data;
  const languages = await callPortalApi<{ content: { id: number; isAllAccess?: boolean }[] }>(
    page,
    '/languages?size=1000',
  );
  const free = languages.content.find((l) => !used.some((u) => u.languageId === l.id));
  const price = (await ok<{ data: { id: number; name: string }[] }>('GET', '/base-prices/actives')).data.find(
    (p) => p.name === 'Standard Monthly',
  );
  const template = (await ok<{ data: { id: number }[] }>('GET', '/descriptions?limit=1')).data[0];
  made.body = {
    name: 'E2E on sale A',
    productType: 'SUBSCRIPTION',
    courseLevels: null,
    contentProductId: courses.active?.productId ?? 0,
    basePriceId: price?.id ?? 0,
    billingPlanId: 1,
    freeTrialType: 'introductory',
    freeTrialUsageLimit: 1,
    joinUpsell: false,
    descTemplateId: template?.id ?? 0,
    productImage: null,
    promotionCode: null,
  };
  const product = await ok<EcomProduct>('POST', '/products', {
    languageId: free?.id,
    courseType: 'standard',
    plans: [made.body, { ...made.body, name: 'E2E on sale B', contentProductId: courses.staging?.productId }],
  });
  made.productId = product.id;
  made.a = product.plans.find((p) => p.name === 'E2E on sale A') ?? null;
  made.b = product.plans.find((p) => p.name === 'E2E on sale B') ?? null;
}

/** The options a select offers (their whole texts), its dropdown closed again. */
async function optionTexts(label: string, scope?: Locator): Promise<string[]> {
  const dropdown = await openOptions(page, label, { scope });
  await dropdown.locator('.ant-select-item-option').first().waitFor();
  const texts = (await dropdown.locator('.ant-select-item-option').allInnerTexts()).map((t) => t.trim());
  await closeOptions(page, dropdown);
  return texts;
}

describe('a plan goes on sale only with an ACTIVE course (issue 21 item 8)', () => {
  it('the Publish page marks the plan whose course is STAGING and waits; Activate says why it is disabled', async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'admin', '/products/ecom');
    await aProductWithTwoPlans();
    const a = made.a as Plan;
    const b = made.b as Plan;
    for (const plan of [a, b]) await act(plan, 'publish');

    await page.goto(`${baseUrl}/products/ecom/publish`);
    const row = page.locator('.ant-table-row', { has: page.getByRole('link', { name: b.pid, exact: true }) });
    const reason = courseNotOnSale({ status: 'ready_for_publish', pid: b.pid, course: courseState(courses.staging) });
    // The row says its course is STAGING, and why it cannot go on sale.
    const mark = row.locator(`[data-blocked-plan="${b.pid}"]`);
    expect((await mark.innerText()).trim()).toBe('Course STAGING');
    await mark.hover();
    await page
      .getByRole('tooltip')
      .getByText(reason as string, { exact: true })
      .waitFor();
    const rowA = page.locator('.ant-table-row', { has: page.getByRole('link', { name: a.pid, exact: true }) });
    await rowA.waitFor();
    expect(await rowA.locator('[data-blocked-plan]').count()).toBe(0);
    // Above the table: the warning naming it; Publish (all or none) is disabled and says why.
    const alert = page.getByRole('alert');
    await alert.getByText(coursesNotActiveText(1), { exact: true }).waitFor();
    await alert.getByText(reason as string, { exact: true }).waitFor();
    const publish = button('Publish');
    expect(await publish.isDisabled()).toBe(true);
    await page.mouse.move(0, 0);
    await hoverDisabled(publish);
    await page.getByRole('tooltip').getByText(coursesNotActiveText(1), { exact: true }).waitFor();
    await shots('plan-sale-publish-page');
    // Nothing of the page scrolls sideways at 1280 px, the table included.
    await page.setViewportSize({ width: 1280, height: 900 });
    const overflow = await page.evaluate(() =>
      [...document.querySelectorAll('.ant-table-content')].map((t) => t.scrollWidth - t.clientWidth),
    );
    for (const o of overflow) expect(o).toBeLessThanOrEqual(0);

    // B waits in Draft (nothing is left Ready with a STAGING course); A goes on sale, then off again.
    await act(b, 'revert-to-draft');
    expect((await ok<{ activated: number }>('PUT', '/variants/active', { ids: [a.planId] })).activated).toBe(1);
    made.a = await act(a, 'deactivate');
    await saveA({ contentProductId: courses.staging?.productId });

    // Activate is disabled while A sells the STAGING course, and says why.
    await page.goto(`${baseUrl}/products/ecom/${made.productId}`);
    await actionsOf(a.pid).click();
    const activate = openMenu().getByRole('menuitem', { name: 'Activate', exact: true });
    await activate.waitFor();
    expect(await activate.getAttribute('aria-disabled')).toBe('true');
    await activate.hover();
    const activateReason = courseNotOnSale({ status: 'inactive', pid: a.pid, course: courseState(courses.staging) });
    await page
      .getByRole('tooltip')
      .getByText(activateReason as string, { exact: true })
      .waitFor();
    await shots('plan-sale-activate-disabled', async () => {
      if (!(await openMenu().isVisible())) await actionsOf(a.pid).click();
      await activate.hover();
    });
    await page.keyboard.press('Escape');

    // Selling the ACTIVE course again, it can be activated (the next test uses it live).
    await saveA({ contentProductId: courses.active?.productId });
    made.a = await act(made.a as Plan, 'activate');
    expect(made.a.status).toBe('active');
  });
});

describe('promotion pickers offer usable codes with their discount (issue 21 item 12)', () => {
  it("the plan dialog lists the usable codes labelled with their discount, and keeps the plan's expired code, saying so", async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'admin', `/products/ecom/${made.productId}`);
    const a = made.a as Plan;
    // A buy-one-gift-one promotion of plan A that ends in a few seconds: A holds it, then it expires.
    const code = `E2EGIFT${Date.now() % 100000}`;
    const endsAt = new Date(Date.now() + 6000);
    await ok('POST', '/v2/coupons/buy-one-gift-one', {
      code,
      name: 'E2E expiring gift',
      timeRange: { startedAt: new Date(Date.now() - 86_400_000).toISOString(), endedAt: endsAt.toISOString() },
      basePlanPid: a.pid,
      giftPlanPid: a.pid,
      codeText: { en: 'Buy one, gift one', es: '' },
      description: { en: '<p>Gift it.</p>', es: '' },
      disclosure: { en: '<p>Taxes apply.</p>', es: '' },
    });
    await saveA({ promotionCode: code });
    await page.waitForTimeout(Math.max(0, endsAt.getTime() - Date.now() + 500));

    await page.reload();
    await actionsOf(a.pid).click();
    await openMenu().getByRole('menuitem', { name: 'Edit', exact: true }).click();
    const modal = page.getByRole('dialog', { name: `Edit plan ${a.pid}` });
    await modal.getByLabel('Plan Name', { exact: true }).waitFor();
    await expect
      .poll(() => selectedText(page, 'Promotion code', { scope: modal }))
      .toBe(`${code} — Buy one gift one (Expired)`);
    const offered = await optionTexts('Promotion code', modal);
    expect(offered).toContain('SPRING25 — 25% off');
    expect(offered).toContain('WELCOME10 — 10% off');
    expect(offered[0]).toBe(`${code} — Buy one gift one (Expired)`);
    // FLASH5 is Maxed out, SUMMER30 Expired, BACK2SCHOOL Not started: none is offered; no wire status shows.
    for (const text of offered) expect(text).not.toMatch(/FLASH5|SUMMER30|BACK2SCHOOL|_/);
    await shots('plan-dialog-promotion-codes', async () => {
      await openOptions(page, 'Promotion code', { scope: modal });
    });
    await page.keyboard.press('Escape');
  });

  it("the save offer's pickers label each code with its discount", async () => {
    page = await browsers.freshPage();
    await signIn(page, baseUrl, 'admin', '/marketing/save-offer/add');
    await page.getByRole('heading', { name: 'Add new save offer' }).waitFor();
    await chooseOptions(page, 'Applied base price', ['Standard Monthly'], { search: 'Standard Monthly' });
    await chooseOption(page, 'Save offer type', 'Promotion');
    await expect.poll(() => optionTexts('Promotion code')).toContain('SPRING25 — 25% off');
    await chooseOption(page, 'Promotion code', 'SPRING25 — 25% off');
    expect(await selectedText(page, 'Promotion code')).toBe('SPRING25 — 25% off');
    await shots('save-offer-promotion-code');

    await chooseOption(page, 'Save offer type', 'Switch plan');
    await chooseOption(page, 'Switch to plan', /^SUB-MONTHLY-FR — /, { search: 'SUB-MONTHLY-FR' });
    const headsUp = page.getByRole('dialog', { name: 'Heads up' });
    await button('Got It', headsUp).click();
    await headsUp.waitFor({ state: 'hidden' });
    const planCodes = await optionTexts('Promotion code (optional)');
    expect(planCodes).toContain('WELCOME10 — 10% off');
    for (const text of planCodes) expect(text).toMatch(/ — /);
  });
});
