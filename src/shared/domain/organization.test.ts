import { describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL_STATE_LABELS,
  adminEmailProblem,
  adminEmailState,
  adminNameProblem,
  adminPhoneProblem,
  duplicateAdminProblem,
  isDelivering,
  loginDomainsProblem,
  loginDomainsText,
  ORGANIZATION_MESSAGES as MESSAGES,
  normalizeLoginDomains,
  ORGANIZATION_OPTIONS,
  organizationEdit,
  organizationNameProblem,
} from './organization';

describe('organization rules (ORG-07…14)', () => {
  it('checks the name, trimmed: required, at most 100', () => {
    expect(organizationNameProblem('  ')).toBe(MESSAGES.nameRequired);
    expect(organizationNameProblem(` ${'n'.repeat(100)} `)).toBeNull();
    expect(organizationNameProblem('n'.repeat(101))).toBe(MESSAGES.nameTooLong);
  });

  it("checks an administrator's email, name and phone with the spec's words", () => {
    expect(adminEmailProblem('')).toBe("'Email' is required");
    expect(adminEmailProblem('a@b')).toBe("'Email' is not a valid email");
    expect(adminEmailProblem(`${'a'.repeat(60)}@${'b'.repeat(40)}.io`)).toBe(
      "'Email' cannot be longer than 100 characters",
    );
    expect(adminEmailProblem(' grace@acme.example ')).toBeNull();
    expect(adminNameProblem('n'.repeat(199))).toBeNull();
    expect(adminNameProblem('n'.repeat(200))).toBe('Must be less than 200 characters');
    expect(adminPhoneProblem('1'.repeat(31))).toBeNull();
    expect(adminPhoneProblem('1'.repeat(32))).toBe('Must be less than 32 characters');
  });

  it('finds an email listed twice, any case, on the later row', () => {
    const emails = ['a@x.example', 'b@x.example', ' A@X.example'];
    expect(emails.map((_, i) => duplicateAdminProblem(emails, i))).toEqual([null, null, MESSAGES.adminEmailDuplicate]);
  });

  it('takes comma-separated domain names and stores them lower case, each once (ORG-10)', () => {
    expect(loginDomainsProblem('')).toBeNull();
    expect(loginDomainsProblem('acme.example, mail.acme.example,')).toBeNull();
    expect(loginDomainsProblem('acme.example, nope')).toBe(MESSAGES.domainInvalid('nope'));
    expect(normalizeLoginDomains(' Acme.example , b.example,acme.EXAMPLE,, ')).toBe('acme.example,b.example');
    expect(loginDomainsText('acme.example,b.example')).toBe('acme.example, b.example');
    expect(loginDomainsText('')).toBe('');
  });

  it('takes what staff edit of an organization, in one order, and nothing else (the audit, the edit form)', () => {
    const admin = { email: 'a@x.example', name: 'Ann', telephone: '1', hasSentEmail: true, deliveryStatus: null };
    const saved = {
      id: 7,
      rowVersion: 3,
      allowedLoginDomains: 'x.example',
      groupAdmins: [admin],
      isAnalyticsUserTrackingEnabled: false,
      isCreatingAuth0AccountForSeatUserEnabled: true,
      isAnalyticsReportingEnabled: false,
      isCreatingSubgroupEnabled: true,
      description: '',
      name: 'Acme',
    };
    const edit = organizationEdit(saved);
    expect(Object.keys(edit)).toEqual([
      'name',
      'description',
      ...ORGANIZATION_OPTIONS,
      'allowedLoginDomains',
      'groupAdmins',
    ]);
    expect(edit.groupAdmins).toEqual([{ email: 'a@x.example', name: 'Ann', telephone: '1' }]);
    expect(JSON.stringify(organizationEdit(edit))).toBe(JSON.stringify(edit));
  });

  it('names how many customers or voucher groups stop a delete (ORG-05)', () => {
    expect(MESSAGES.stillHasVoucherGroups('Acme', 1)).toBe(
      "The organization 'Acme' still has 1 voucher group: delete it before deleting the organization.",
    );
    expect(MESSAGES.stillHasVoucherGroups('Acme', 3)).toBe(
      "The organization 'Acme' still has 3 voucher groups: delete them before deleting the organization.",
    );
  });
});

describe('the on-boarding email status (ORG-16)', () => {
  it("labels DELIVERY or a sent email without status 'Email sent', SENDING 'Email delivering', BOUNCE and FAILED 'Email failed to send'", () => {
    const label = (hasSentEmail: boolean, deliveryStatus: 'SENDING' | 'DELIVERY' | 'BOUNCE' | 'FAILED' | null) => {
      const state = adminEmailState({ hasSentEmail, deliveryStatus });
      return state && ADMIN_EMAIL_STATE_LABELS[state];
    };
    expect(label(true, 'DELIVERY')).toBe('Email sent');
    expect(label(true, null)).toBe('Email sent');
    expect(label(true, 'SENDING')).toBe('Email delivering');
    expect(label(true, 'BOUNCE')).toBe('Email failed to send');
    expect(label(true, 'FAILED')).toBe('Email failed to send');
    expect(label(false, null)).toBeNull();
    expect(isDelivering([{ deliveryStatus: 'DELIVERY' }, { deliveryStatus: 'SENDING' }])).toBe(true);
    expect(isDelivering([{ deliveryStatus: 'BOUNCE' }, { deliveryStatus: null }])).toBe(false);
  });
});
