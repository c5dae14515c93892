import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discountText } from '../shared/domain/promotion';
import { EMPTY } from '../shared/domain/ui-texts';

/**
 * CONST-05: one mark for an empty value in the whole app, '--' (`EMPTY`, shared/domain/ui-texts.ts):
 * no screen writes its own '--', and none shows a single '-' for an empty value (a tester saw both on
 * one plan panel). The base price cell's '-' (BP-08..10: the text typed to unset a currency) is the
 * spec's value, not an empty mark, and lives in shared/domain/base-price.ts as PRICE_NOT_SET.
 */

const SRC = resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The code without its comments (a comment may name the mark). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** A '--' literal, or '-' given as a value: `?? '-'`, `|| '-'`, `return '-'`, `? '-' : x`, `>-<` in JSX. */
const OWN_MARK = /['"`]--['"`]|(\?\?|\|\||\breturn|\?)\s*'-'(?!\s*:\s*'')|>\s*-{1,2}\s*</;

const offenders = (dirs: string[], allowed: ReadonlySet<string>) =>
  dirs
    .flatMap((dir) => sources(join(SRC, dir)))
    .map((path) => relative(SRC, path).replaceAll('\\', '/'))
    .filter((file) => !allowed.has(file))
    .flatMap((file) =>
      code(readFileSync(join(SRC, file), 'utf8'))
        .split('\n')
        .filter((line) => OWN_MARK.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );

describe('the empty-value mark (CONST-05)', () => {
  it("is '--', defined once", () => {
    expect(EMPTY).toBe('--');
    expect(offenders(['web', 'shared'], new Set(['shared/domain/ui-texts.ts']))).toEqual([]);
  });

  it('is what a promotion without a discount (buy one gift one) shows', () => {
    expect(discountText({ discount_type: 'buy_one_gift_one', percent: null, currencies: [] })).toBe(EMPTY);
    expect(discountText({ discount_type: 'percentage_off', percent: null, currencies: [] })).toBe(EMPTY);
  });
});
