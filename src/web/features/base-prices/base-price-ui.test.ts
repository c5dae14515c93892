import { describe, expect, it } from 'vitest';
import type { BasePrice } from '../../../shared/contracts/base-prices';
import { ApiError, storeStaleCurrent, storeViolations } from '../../api/errors';
import { takenByOthers, toBody, toRows, violationField } from './currency-config';
import { basePriceDetailPath, toAppliedPlansParams, toBasePriceListParams } from './list-url';
import {
  currencyColumns,
  editField,
  editToBody,
  hasBaseCurrency,
  nameProblem,
  priceText,
  rowToEdit,
  typedCell,
} from './row-edit';

const row = (over: Partial<BasePrice> = {}): BasePrice => ({
  id: 7,
  name: 'Standard Monthly',
  status: 'inactive',
  plans: [],
  planCount: 0,
  currency_prices: { USD: '14.95', GBP: null, JPY: '1980' },
  validActions: ['edit', 'activate', 'delete'],
  updated_at: '2026-01-01T00:00:00.000Z',
  rowVersion: 3,
  ...over,
});

describe('the list query (BP-14)', () => {
  it('sends the page as an offset, the order, and the filters when set', () => {
    expect(
      toBasePriceListParams({
        page: 3,
        size: 10,
        status: undefined,
        name: ' ',
        sortKey: 'updated_at',
        sortOrder: 'descend',
      }),
    ).toEqual({ limit: 10, offset: 20, order: '-updated_at' });
    expect(
      toBasePriceListParams({
        page: 1,
        size: 20,
        status: 'others',
        name: ' Mon ',
        sortKey: 'name',
        sortOrder: 'ascend',
      }),
    ).toEqual({ limit: 20, offset: 0, order: 'name', status: 'others', name: 'Mon' });
    expect(toAppliedPlansParams({ page: 2, size: 10, name: 'x', sortKey: 'updated_at', sortOrder: 'descend' })).toEqual(
      {
        limit: 10,
        offset: 10,
      },
    );
  });

  it('links a row to its applied plans with the name in the address (BP-16)', () => {
    expect(basePriceDetailPath(12, 'Legacy Price (2019) & co')).toBe(
      '/products/base-price/12?name=Legacy+Price+%282019%29+%26+co',
    );
  });
});

describe('inline edit (BP-03, BP-07..09)', () => {
  it('shows unset amounts as - and starts an edit from the cells as shown', () => {
    expect(priceText(row(), 'GBP')).toBe('-');
    expect(priceText(row(), 'USD')).toBe('14.95');
    expect(rowToEdit(row(), ['USD', 'GBP', 'JPY'])).toEqual({
      name: 'Standard Monthly',
      prices: { USD: '14.95', GBP: '-', JPY: '1980' },
    });
  });

  it("replaces a cell's '-' by what is typed into it, wherever the caret was (issue 21)", () => {
    // A click into '-' puts the caret after it; typing 21.99 there, or pasting it, gave '-21.99'.
    expect(typedCell('-', '-2')).toBe('2');
    expect(typedCell('-', '-21.99')).toBe('21.99');
    expect(typedCell('-', '21.99-')).toBe('21.99');
    // Typed over a selected '-', cleared, or a cell with an amount: as typed.
    expect(typedCell('-', '2')).toBe('2');
    expect(typedCell('-', '')).toBe('');
    expect(typedCell('2', '21')).toBe('21');
    expect(typedCell('', '-')).toBe('-');
    expect(typedCell(undefined, '5')).toBe('5');
  });

  it("saves trimmed cells, '-' as null, and keeps the row's status", () => {
    expect(
      editToBody({ name: ' New ', prices: { USD: ' 9.99 ', GBP: '-', JPY: '100' } }, ['USD', 'GBP', 'JPY'], 'active'),
    ).toEqual({ name: 'New', status: 'active', currency_prices: { USD: '9.99', GBP: null, JPY: '100' } });
  });

  it('checks the name with the contract messages', () => {
    expect(nameProblem('')).toBe('Name is required');
    expect(nameProblem('   ')).toBe('Name is required');
    expect(nameProblem('x'.repeat(101))).toBe('Name cannot be longer than 100 characters');
    expect(nameProblem('Fine')).toBeNull();
  });

  it('marks the field a refusal names', () => {
    expect(editField({ field: 'currency_prices.USD', message: 'm' })).toEqual(['prices', 'USD']);
    expect(editField({ field: 'name', message: 'm' })).toEqual(['name']);
    expect(editField({ field: 'If-Match', message: 'm' })).toBeNull();
  });

  it('blocks activation without USD (BP-10)', () => {
    expect(hasBaseCurrency(row())).toBe(true);
    expect(hasBaseCurrency(row({ currency_prices: { USD: null } }))).toBe(false);
  });

  it('takes the columns from the configuration, else from the rows', () => {
    expect(currencyColumns(['USD', 'CHF'], [row()])).toEqual(['USD', 'CHF']);
    expect(currencyColumns(undefined, [row()])).toEqual(['USD', 'GBP', 'JPY']);
    expect(currencyColumns(undefined, undefined)).toEqual([]);
  });
});

describe('the currency configuration (CUR-02..08)', () => {
  const saved = [
    { currency: 'USD', countries: [{ id: 1, displayName: 'United States', iso2: 'US' }] },
    {
      currency: 'EUR',
      countries: [
        { id: 2, displayName: 'Germany', iso2: 'DE' },
        { id: 3, displayName: 'France', iso2: 'FR' },
      ],
    },
  ];

  it('locks the fixed currencies and saves the rows in order', () => {
    const rows = toRows(saved);
    expect(rows).toEqual([
      { currency: 'USD', countries: [1], locked: true },
      { currency: 'EUR', countries: [2, 3], locked: false },
    ]);
    expect(toBody([...rows, { currency: 'CHF', countries: [4], locked: false }])).toEqual({
      associations: [
        { currency: 'USD', countries: [{ id: 1 }] },
        { currency: 'EUR', countries: [{ id: 2 }, { id: 3 }] },
        { currency: 'CHF', countries: [{ id: 4 }] },
      ],
    });
  });

  it("disables what other rows use, not the row's own", () => {
    const rows = [...toRows(saved), { currency: undefined, countries: [], locked: false }, undefined];
    const taken = takenByOthers(rows, 1);
    expect([...taken.currencies]).toEqual(['USD']);
    expect([...taken.countries]).toEqual([1]);
    const forNew = takenByOthers(rows, 2);
    expect([...forNew.currencies]).toEqual(['USD', 'EUR']);
    expect([...forNew.countries]).toEqual([1, 2, 3]);
  });

  it('marks the row a refusal names', () => {
    expect(violationField({ field: 'associations.2.countries.0.id', message: 'm' })).toEqual(['rows', 2, 'countries']);
    expect(violationField({ field: 'associations.0.currency', message: 'm' })).toEqual(['rows', 0, 'currency']);
    expect(violationField({ field: 'associations', message: 'm' })).toBeNull();
  });
});

describe('store refusals', () => {
  it('reads the fields and the current values of a store 4xx', () => {
    const violations = [{ field: 'currency_prices.USD', message: 'USD must be set before saving the base price.' }];
    const bad = new ApiError(400, 'x', { message: 'x', violations }, 'store');
    expect(storeViolations(bad)).toEqual(violations);
    const stale = new ApiError(409, 'stale', { message: 'stale', current: { rowVersion: 4 } }, 'store');
    expect(storeStaleCurrent(stale)).toEqual({ rowVersion: 4 });
    expect(storeStaleCurrent(bad)).toBeUndefined();
    expect(storeViolations(new ApiError(500, 'x', { violations }, 'store'))).toEqual([]);
    expect(storeViolations(new Error('x'))).toEqual([]);
  });
});
