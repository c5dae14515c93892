import { describe, expect, it } from 'vitest';
import { portalErrorMessage, STORE_DEFAULT_MESSAGE, storeErrorMessage } from './error-messages';

describe('portal error text (ERR-01..08)', () => {
  it('takes detail first, then the first violation, then the title', () => {
    const body = { detail: 'D', violations: [{ field: 'f', message: 'V' }], title: 'T' };
    expect(portalErrorMessage(400, body)).toBe('D');
    expect(portalErrorMessage(400, { ...body, detail: '' })).toBe('V');
    expect(portalErrorMessage(400, { title: 'T', violations: [] })).toBe('T');
  });

  it('falls back to the status table, then the catch-all', () => {
    expect(portalErrorMessage(400, {})).toBe('Bad Request');
    expect(portalErrorMessage(401, null)).toBe("Sorry, you don't have authorization.");
    expect(portalErrorMessage(403, undefined)).toBe("Sorry, you don't have access to this page.");
    expect(portalErrorMessage(404, 'html')).toBe("Sorry, can't find the specific resource.");
    expect(portalErrorMessage(405, {})).toBe('Method is incorrect');
    expect(portalErrorMessage(500, {})).toBe('Sorry, the server is reporting an error.');
    expect(portalErrorMessage(409, {})).toBe('Sorry, there are some errors.');
    expect(portalErrorMessage(0, {})).toBe('Sorry, there are some errors.');
  });
});

describe('store error text (ERR-09)', () => {
  it('shows the response message, else the default', () => {
    expect(storeErrorMessage({ message: 'Plan not found' })).toBe('Plan not found');
    expect(storeErrorMessage({})).toBe(STORE_DEFAULT_MESSAGE);
    expect(storeErrorMessage(undefined)).toBe(
      'There was an error occurred. Please try again later. If the problem persists, contact us.',
    );
  });
});
