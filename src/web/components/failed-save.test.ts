import { describe, expect, it } from 'vitest';
import { FILL_REQUIRED_FIELDS } from '../../shared/domain/error-messages';
import { failedSaveMessage, isMissingValue, labelText, nameLabel } from './failed-save';

describe('failedSaveMessage (ERR-11, issue 21)', () => {
  it("keeps the spec's text when only empty fields failed", () => {
    expect(FILL_REQUIRED_FIELDS).toBe('Please fill in all required fields.');
    expect(
      failedSaveMessage([
        { label: 'ISBN', missing: true },
        { label: 'Product type', missing: true },
      ]),
    ).toBe(FILL_REQUIRED_FIELDS);
  });

  it('names the fields to fix when one failed for another reason (a too-long tag, a negative price)', () => {
    expect(
      failedSaveMessage([
        { label: 'Price', missing: false },
        { label: 'Nami groups', missing: false },
      ]),
    ).toBe('Please fix: Price, Nami groups.');
  });

  it('names every failing field, empty ones too, each once, in form order', () => {
    expect(
      failedSaveMessage([
        { label: 'Name', missing: true },
        { label: 'Price', missing: false },
        { label: 'Name', missing: true },
      ]),
    ).toBe('Please fix: Name, Price.');
  });
});

describe('isMissingValue', () => {
  it('takes nothing, blank text, empty rich text, empty lists and all-empty groups as left empty', () => {
    for (const value of [undefined, null, '', '   ', '<p></p>', '<p><br></p>', '<p> &nbsp; </p>', [], {}]) {
      expect([value, isMissingValue(value)]).toEqual([value, true]);
    }
    expect(isMissingValue({ from: null, to: undefined })).toBe(true);
  });

  it('takes a number (0 and negatives too), a boolean, a date, text and a part-filled group as values', () => {
    for (const value of [0, -1, false, new Date(0), 'x', '<p>Hi</p>', ['a'], { from: 1, to: null }]) {
      expect([value, isMissingValue(value)]).toEqual([value, false]);
    }
  });
});

describe('labels', () => {
  it('drops a trailing colon and required mark and collapses white space', () => {
    expect(labelText('  Price:\n')).toBe('Price');
    expect(labelText('* Course  name *')).toBe('Course name');
  });

  it('names a field without a shown label from its path', () => {
    expect(nameLabel(['namiGroups', 2])).toBe('Nami groups');
    expect(nameLabel(['multi_language_content', 'en'])).toBe('En');
    expect(nameLabel(['associations', 4, 'countries'])).toBe('Countries');
    expect(nameLabel([3])).toBe('Field');
  });
});
