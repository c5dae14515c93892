import { describe, expect, it } from 'vitest';
import {
  billingAddressViolations,
  CUSTOMER_MESSAGES,
  canEditEmail,
  deleteConfirmation,
  fullName,
  isValidEmail,
  maskCard,
  nameViolations,
  newEmailViolation,
  postalLabel,
  promotionAppliesTo,
  splitName,
} from './customer';

describe('customer names (CUS-NAME-02..05)', () => {
  it('splits the full name at the first space', () => {
    expect(splitName('Mary Ann Smith')).toEqual({ firstName: 'Mary', lastName: 'Ann Smith' });
    expect(splitName('  Cher  ')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(splitName(null)).toEqual({ firstName: '', lastName: '' });
    expect(fullName(' Mary ', 'Smith ')).toBe('Mary Smith');
    expect(fullName('', '')).toBe('');
  });

  it('requires both names after trimming and limits each to 50 characters', () => {
    expect(nameViolations('  ', 'Smith')).toEqual([
      { field: 'firstName', message: CUSTOMER_MESSAGES.firstNameRequired },
    ]);
    expect(nameViolations('Mary', '')).toEqual([{ field: 'lastName', message: CUSTOMER_MESSAGES.lastNameRequired }]);
    expect(nameViolations('a'.repeat(51), 'b'.repeat(51)).map((v) => v.message)).toEqual([
      CUSTOMER_MESSAGES.firstNameTooLong,
      CUSTOMER_MESSAGES.lastNameTooLong,
    ]);
    expect(nameViolations(` ${'a'.repeat(50)} `, 'Smith')).toEqual([]);
  });
});

describe('customer email (CUS-EMAIL-01..04)', () => {
  it('checks format and that the new email differs, case-insensitively', () => {
    expect(newEmailViolation('', 'a@example.com')).toBe(CUSTOMER_MESSAGES.emailRequired);
    expect(newEmailViolation('not-an-email', 'a@example.com')).toBe(CUSTOMER_MESSAGES.emailFormat);
    expect(newEmailViolation('A@Example.com', 'a@example.com')).toBe(CUSTOMER_MESSAGES.emailTaken);
    expect(newEmailViolation('b@example.com', 'a@example.com')).toBeNull();
    expect(newEmailViolation('b@example.com', null)).toBeNull();
    expect(isValidEmail(`${'a'.repeat(250)}@x.io`)).toBe(false);
  });

  it('lets only Username accounts change their email', () => {
    expect(canEditEmail('USERNAME')).toBe(true);
    for (const c of ['GOOGLE', 'APPLE', 'FACEBOOK', 'OKTA']) expect(canEditEmail(c)).toBe(false);
  });

  it('asks for the exact email before a delete, or the Auth0 id of an anonymous account (CUS-DEL-02)', () => {
    expect(deleteConfirmation({ email: 'Jane@Example.com', auth0Id: 'auth0|1' })).toBe('Jane@Example.com');
    expect(deleteConfirmation({ email: null, auth0Id: 'auth0|anon1' })).toBe('auth0|anon1');
  });
});

describe('billing address (CUS-BILL-02..06)', () => {
  it("labels the postal code 'ZIP Code' for US and PH, 'Postcode' elsewhere", () => {
    expect(postalLabel('US')).toBe('ZIP Code');
    expect(postalLabel('PH')).toBe('ZIP Code');
    expect(postalLabel('GB')).toBe('Postcode');
    expect(postalLabel(null)).toBe('Postcode');
  });

  it('requires country, a Canadian province for CA, and a postal code with digits and hyphens in the US', () => {
    expect(billingAddressViolations({ country: '', district: '', postalCode: '' })).toEqual([
      { field: 'country', message: CUSTOMER_MESSAGES.countryRequired },
      { field: 'postalCode', message: "'Postcode' is required" },
    ]);
    expect(billingAddressViolations({ country: 'CA', district: '', postalCode: 'K1A 0B1' })).toEqual([
      { field: 'district', message: CUSTOMER_MESSAGES.provinceRequired },
    ]);
    expect(billingAddressViolations({ country: 'CA', district: 'XX', postalCode: 'K1A 0B1' })[0]?.message).toBe(
      CUSTOMER_MESSAGES.provinceUnknown,
    );
    expect(billingAddressViolations({ country: 'CA', district: 'ON', postalCode: 'K1A 0B1' })).toEqual([]);
    expect(billingAddressViolations({ country: 'US', district: '', postalCode: '1234A' })).toEqual([
      { field: 'postalCode', message: CUSTOMER_MESSAGES.zipInvalid },
    ]);
    expect(billingAddressViolations({ country: 'US', district: '', postalCode: '12345-6789' })).toEqual([]);
    expect(
      billingAddressViolations({ country: 'ZZ', district: '', postalCode: '1' }, (c) => c !== 'ZZ')[0]?.field,
    ).toBe('country');
  });
});

describe('cards and promotions', () => {
  it('masks a card to its last 4 digits (CONST-06)', () => {
    expect(maskCard('4242424242424242')).toBe('**** 4242');
    expect(maskCard('1881')).toBe('**** 1881');
    expect(maskCard('')).toBe('');
  });

  it('offers promotions with no country limit or including the chosen country (CUS-CHK-06)', () => {
    expect(promotionAppliesTo({ appliedCountries: [] }, 'US')).toBe(true);
    expect(promotionAppliesTo({ appliedCountries: ['CA'] }, 'US')).toBe(false);
    expect(promotionAppliesTo({ appliedCountries: ['CA', 'US'] }, 'US')).toBe(true);
    expect(promotionAppliesTo({ appliedCountries: ['CA'] }, null)).toBe(false);
  });
});
