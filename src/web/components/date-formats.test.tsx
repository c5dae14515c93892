import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DateTime } from './DateTime';
import { MODAL_DATES, ModalDates, PAGE_DATES, pickerFormats } from './date-formats';
import { LogTable } from './LogTable';

const AT = new Date(2026, 2, 4, 5, 6, 7).getTime();
const WEB = join(import.meta.dirname, '..');

describe('dates in modals (CONST-07)', () => {
  it("a page writes 'YYYY-MM-DD HH:mm:ss', a modal 'MM/DD/YYYY HH:mm:ss'", () => {
    expect(renderToStaticMarkup(<DateTime value={AT} />)).toContain('>2026-03-04 05:06:07<');
    expect(
      renderToStaticMarkup(
        <ModalDates>
          <DateTime value={AT} />
        </ModalDates>,
      ),
    ).toContain('>03/04/2026 05:06:07<');
    // An explicit format wins (the entitlement dialog's day, CUS-ENTM-04).
    expect(
      renderToStaticMarkup(
        <ModalDates>
          <DateTime value={AT} format="YYYY-MM-DD" />
        </ModalDates>,
      ),
    ).toContain('>2026-03-04<');
  });

  it("a log table in a modal (the mini course's change log) writes its dates 'MM/DD/YYYY'", () => {
    const table = (
      <LogTable<{ id: number; at: number }>
        label="Change log"
        rows={[{ id: 1, at: AT }]}
        total={1}
        loading={false}
        page={1}
        size={10}
        columns={[{ key: 'at', title: 'Created at', kind: 'dateTime', value: (r) => r.at }]}
        onChange={() => {}}
      />
    );
    expect(renderToStaticMarkup(table)).toContain('2026-03-04');
    const inModal = renderToStaticMarkup(<ModalDates>{table}</ModalDates>);
    expect(inModal).toContain('03/04/2026');
    expect(inModal).not.toContain('2026-03-04');
  });

  it("a modal's picker shows the modal's format and reads a date typed the pages' way too", () => {
    expect(pickerFormats(MODAL_DATES, 'dateTime')).toEqual(['MM/DD/YYYY HH:mm:ss', 'YYYY-MM-DD HH:mm:ss']);
    expect(pickerFormats(MODAL_DATES, 'date')).toEqual(['MM/DD/YYYY', 'YYYY-MM-DD']);
    expect(pickerFormats(PAGE_DATES, 'date')).toEqual(['YYYY-MM-DD']);
  });

  it('every modal that shows or takes a date gives it the modal formats', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return files(path);
        return name.endsWith('.tsx') && !name.includes('.test.') ? [path] : [];
      });
    const showsDates = /<DateTime\b|<LogTable\b|<DatePicker\b|formatDateTime\(/;
    const unwrapped = files(WEB)
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        return /<Modal\b/.test(text) && showsDates.test(text) && !text.includes('<ModalDates>');
      })
      .map((file) => relative(WEB, file));
    expect(unwrapped).toEqual([]);
  });
});
