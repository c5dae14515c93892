import { describe, expect, it } from 'vitest';
import { privateUrl, REDACTED } from './log-privacy';

describe('request URLs in the logs', () => {
  it("replaces the values of a customer's email, name, account id and confirmation", () => {
    expect(privateUrl('/api/portal/customers?isB2c=true&email=jane.doe%40example.com&page=0')).toBe(
      `/api/portal/customers?isB2c=true&email=${REDACTED}&page=0`,
    );
    expect(privateUrl('/api/portal/customers?name=Jane%20Doe&auth0Id=auth0%7C1')).toBe(
      `/api/portal/customers?name=${REDACTED}&auth0Id=${REDACTED}`,
    );
    expect(privateUrl('/api/portal/customers/7?confirm=jane%40example.com')).toBe(
      `/api/portal/customers/7?confirm=${REDACTED}`,
    );
    expect(privateUrl('/api/store/sf/subscriber?EMAIL=a%40b.co')).toBe(`/api/store/sf/subscriber?EMAIL=${REDACTED}`);
  });

  it('keeps everything else as sent', () => {
    expect(privateUrl('/api/portal/entitlements?statuses=ACTIVE&page=2')).toBe(
      '/api/portal/entitlements?statuses=ACTIVE&page=2',
    );
    expect(privateUrl('/healthz')).toBe('/healthz');
    expect(privateUrl('/x?%E0%A4%A=1&email')).toBe('/x?%E0%A4%A=1&email');
  });
});
