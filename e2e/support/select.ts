import type { Locator, Page } from 'playwright-core';

/**
 * The antd Select (antd 6, @rc-component/select) as the browser tests use it: open it by its label, pick
 * options, read what it shows.
 *
 * Every helper works on the select's own dropdown. The popup of a closed select stays in the page, and one
 * that is still closing (its leave motion) is not yet `.ant-select-dropdown-hidden`: a page-wide
 * `.ant-select-dropdown:not(.ant-select-dropdown-hidden)` can therefore match another select's dropdown
 * too. The select's input carries the id `<id>` (and, while open, `aria-controls="<id>_list"`); its popup
 * holds the option list `id="<id>_list"`. So the select's dropdown is the `.ant-select-dropdown` that has
 * `[id="<id>_list"]`.
 */

/** An option by its whole text (a string, matched exactly), or by a pattern of its text. */
export type OptionText = string | RegExp;

export interface SelectWhere {
  /** Where the label is looked up (a dialog, a popover, a row group …); the page by default. */
  scope?: Page | Locator;
}

export interface ChooseHow extends SelectWhere {
  /** Typed into the select's search box (showSearch) before an option is picked. */
  search?: string;
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The select's input (its combobox), by its exact label (a table's column header may carry the same label). */
export const selectInput = (page: Page, label: string, { scope = page }: SelectWhere = {}): Locator =>
  scope.getByLabel(label, { exact: true }).and(page.getByRole('combobox'));

/**
 * The dropdown of the select whose input is `input` (read once: the locator keeps pointing at this select's
 * dropdown even when the scope's name changes after a pick). It matches nothing until the select first opens.
 */
export async function dropdownOf(input: Locator): Promise<Locator> {
  const id = await input.getAttribute('id');
  if (!id) throw new Error(`the select input ${input} has no id`);
  const list = `[id="${`${id}_list`.replace(/["\\]/g, '\\$&')}"]`;
  return input.page().locator('.ant-select-dropdown', { has: input.page().locator(list) });
}

/** The options of `dropdown` whose text is `option` (exactly, for a string). */
export function optionIn(dropdown: Locator, option: OptionText): Locator {
  const text = typeof option === 'string' ? new RegExp(`^${escapeRegExp(option)}$`) : option;
  return dropdown.locator('.ant-select-item-option').filter({ hasText: text });
}

/**
 * Opens the select labelled `label` (typing `search` if given); answers its dropdown, shown. A dropdown
 * open already stays open (a click on its input would close it).
 */
export async function openOptions(page: Page, label: string, how: ChooseHow = {}): Promise<Locator> {
  const input = selectInput(page, label, how);
  const dropdown = await dropdownOf(input);
  if (!(await dropdown.isVisible())) await input.click();
  if (how.search !== undefined) await input.fill(how.search);
  await dropdown.waitFor();
  return dropdown;
}

/** Closes an open dropdown with Escape and waits until it is hidden. */
export async function closeOptions(page: Page, dropdown: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await dropdown.waitFor({ state: 'hidden' });
}

/** Picks `option` of the single select labelled `label` and waits until its dropdown is hidden (see pickOption). */
export async function chooseOption(page: Page, label: string, option: OptionText, how: ChooseHow = {}): Promise<void> {
  const input = selectInput(page, label, how);
  const dropdown = await dropdownOf(input);
  if (await isMultiple(input)) throw new Error(`'${label}' is a multiple select: use chooseOptions`);
  await input.click();
  if (how.search !== undefined) await input.fill(how.search);
  await pickOption(dropdown, option);
}

/**
 * Clicks `option` (its text, or the option itself) in the open `dropdown` of a single select and waits until the dropdown is hidden. A click
 * that lands while the dropdown is still opening is lost (the dropdown stays open): the option is clicked
 * again, three times at most.
 */
export async function pickOption(dropdown: Locator, option: OptionText | Locator): Promise<void> {
  const item = typeof option === 'string' || option instanceof RegExp ? optionIn(dropdown, option) : option;
  for (let attempt = 1; ; attempt += 1) {
    await item.click();
    try {
      await dropdown.waitFor({ state: 'hidden', timeout: 3000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/**
 * Picks each of `options` in the multiple select labelled `label` (typing `search` before each, if given),
 * then closes its dropdown with Escape and waits until it is hidden.
 */
export async function chooseOptions(
  page: Page,
  label: string,
  options: readonly OptionText[],
  how: ChooseHow = {},
): Promise<void> {
  const input = selectInput(page, label, how);
  const dropdown = await dropdownOf(input);
  await input.click();
  for (const option of options) {
    if (how.search !== undefined) await input.fill(how.search);
    await optionIn(dropdown, option).click();
  }
  await closeOptions(page, dropdown);
}

/** What the select labelled `label` shows (its value, its tags, else its placeholder), trimmed. */
export async function selectedText(page: Page, label: string, where: SelectWhere = {}): Promise<string> {
  const shown = rootOf(selectInput(page, label, where)).locator('.ant-select-content');
  return (await shown.innerText()).trim();
}

/** The `.ant-select` around a select's input. */
const rootOf = (input: Locator) =>
  input.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');

const isMultiple = (input: Locator) => rootOf(input).evaluate((root) => root.classList.contains('ant-select-multiple'));
