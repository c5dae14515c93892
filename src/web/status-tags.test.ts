import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IAP_STATUS_LABELS, IAP_STORE_LABELS } from '../shared/domain/in-app-purchase';
import { codeWords, labelOf } from '../shared/domain/labels';

/**
 * One status tag: every status badge is a `StatusTag` (labels from src/shared/domain, never a raw code).
 * antd's `<Tag>` is drawn only by StatusTag, the removable filter tags and the footer's environment mark.
 */

const WEB = resolve(import.meta.dirname);
const TAG_DRAWERS = ['components/FilterTags.tsx', 'components/StatusTag.tsx', 'app/shell/FooterBar.tsx'];

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsxFiles(path);
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [path] : [];
  });
}

describe('status tags', () => {
  it('draws antd tags only in StatusTag, the filter tags and the footer', () => {
    const drawers = tsxFiles(WEB)
      .filter((path) => /<Tag\b/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(WEB, path).replaceAll('\\', '/'))
      .sort();
    expect(drawers).toEqual([...TAG_DRAWERS].sort());
  });

  it('names an in-app purchase status and store in words, and a code no map has', () => {
    expect(labelOf(IAP_STATUS_LABELS, 'ACTIVE')).toBe('Active');
    expect(labelOf(IAP_STORE_LABELS, 'GOOGLEPLAY')).toBe('Google play');
    expect(labelOf(IAP_STORE_LABELS, 'IOS_APPSTORE')).toBe('App store');
    expect(labelOf(IAP_STATUS_LABELS, 'ON_HOLD')).toBe('On hold');
    expect(codeWords('in-grace-period')).toBe('In grace period');
    expect(codeWords('')).toBe('');
  });
});
