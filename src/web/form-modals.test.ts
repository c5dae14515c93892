import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * SHELL-UX-01: every modal that holds a form is a `FormDialog` (src/web/components/FormDialog.tsx),
 * which asks before closing with changes. A `<Modal>` or `<ActionDialog>` holding a `<Form>` (one that
 * renders a form: `component={false}` is layout only) or a `…Form` component fails, outside FormDialog.
 */

const WEB = resolve(import.meta.dirname);
const ROOT = resolve(WEB, '../..');
const DIALOG_TAGS = new Set(['Modal', 'ActionDialog']);
const SHELLS = new Set(['src/web/components/FormDialog.tsx', 'src/web/components/ActionDialog.tsx']);

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsxFiles(path);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [path] : [];
  });
}

function tagOf(node: ts.Node): { name: string; attributes: ts.JsxAttributes } | null {
  if (ts.isJsxElement(node))
    return { name: node.openingElement.tagName.getText(), attributes: node.openingElement.attributes };
  if (ts.isJsxSelfClosingElement(node)) return { name: node.tagName.getText(), attributes: node.attributes };
  return null;
}

/** A form that holds values: `<Form>` (not `component={false}`) or a component named `…Form`. */
function isForm(tag: { name: string; attributes: ts.JsxAttributes }): boolean {
  if (tag.name === 'Form' || /^Form<.*>$/.test(tag.name))
    return !tag.attributes.properties.some(
      (p) => ts.isJsxAttribute(p) && p.name.getText() === 'component' && p.initializer?.getText() === '{false}',
    );
  return /^[A-Z]\w*Form$/.test(tag.name);
}

/** Each `file:line` where a Modal or ActionDialog holds a form. */
function formModalsOutsideFormDialog(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node, dialog: ts.Node | null) => {
    const tag = tagOf(node);
    if (tag && dialog && isForm(tag)) {
      const line = source.getLineAndCharacterOfPosition(dialog.getStart()).line + 1;
      found.push(`${file}:${line}`);
      return;
    }
    const opens = tag && DIALOG_TAGS.has(tag.name) ? node : dialog;
    ts.forEachChild(node, (child) => visit(child, opens));
  };
  visit(source, null);
  return [...new Set(found)];
}

describe('form modals (SHELL-UX-01)', () => {
  it('no Modal or ActionDialog holds a form outside FormDialog', () => {
    const offenders = tsxFiles(WEB).flatMap((path) => {
      const file = relative(ROOT, path).replaceAll('\\', '/');
      return SHELLS.has(file) ? [] : formModalsOutsideFormDialog(file, readFileSync(path, 'utf8'));
    });
    expect(offenders).toEqual([]);
  });

  it('the check finds a form in a modal, and lets a layout-only form and a FormDialog pass', () => {
    const bad = `const a = <Modal open><Form form={f}><Form.Item name="x" /></Form></Modal>;
const b = <ActionDialog open><PlanForm /></ActionDialog>;`;
    expect(formModalsOutsideFormDialog('x.tsx', bad)).toEqual(['x.tsx:1', 'x.tsx:2']);
    const good = `const a = <FormDialog open><Form form={f} /></FormDialog>;
const b = <ActionDialog open><Form component={false}><Form.Item label="When" /></Form></ActionDialog>;
const c = <Form form={f}><Modal open>info</Modal></Form>;`;
    expect(formModalsOutsideFormDialog('y.tsx', good)).toEqual([]);
  });

  it('the four modals that closed without asking are FormDialogs', () => {
    for (const file of [
      'features/ecom-products/PlanModal.tsx',
      'features/base-prices/CurrencyConfigDialog.tsx',
      'features/save-offers/CancelReasonModal.tsx',
      'features/base-prices/AddBasePriceDialog.tsx',
    ])
      expect(readFileSync(join(WEB, file), 'utf8'), file).toMatch(/<FormDialog\b/);
  });
});
