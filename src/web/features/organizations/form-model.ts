import type { OrganizationBody, OrganizationDetail } from '../../../shared/contracts/organizations';
import { loginDomainsText, type OrganizationOption, organizationEdit } from '../../../shared/domain/organization';

/** An administrator row of the form (ORG-12…14). */
export interface AdminFormValues {
  email?: string;
  name?: string;
  telephone?: string;
}

/** The add/edit form's values, named as the body names them (a refusal's field names a form field). */
export type OrganizationFormValues = {
  name?: string;
  description?: string;
  allowedLoginDomains?: string;
  groupAdmins?: AdminFormValues[];
} & Partial<Record<OrganizationOption, boolean>>;

/** ORG-09: a new organization's options start unanswered, so each is chosen (required); no administrator yet. */
export const emptyOrganizationForm = (): OrganizationFormValues => ({
  name: '',
  description: '',
  allowedLoginDomains: '',
  groupAdmins: [],
});

/** A saved organization as its edit form starts: what staff edit, the domains as the screens show them. */
export const organizationToForm = (o: OrganizationDetail): OrganizationFormValues => ({
  ...organizationEdit(o),
  allowedLoginDomains: loginDomainsText(o.allowedLoginDomains),
});

const trimmed = (text: string | undefined) => (text ?? '').trim();

/**
 * The body a save sends (ORG-11): every text trimmed, the domains as typed (the server stores them lower
 * case, each once), an option left unanswered left out (the server then names it as required).
 */
export function organizationFormToBody(values: OrganizationFormValues): OrganizationBody {
  return {
    name: trimmed(values.name),
    description: trimmed(values.description),
    isCreatingSubgroupEnabled: values.isCreatingSubgroupEnabled as boolean,
    isAnalyticsReportingEnabled: values.isAnalyticsReportingEnabled as boolean,
    isCreatingAuth0AccountForSeatUserEnabled: values.isCreatingAuth0AccountForSeatUserEnabled as boolean,
    isAnalyticsUserTrackingEnabled: values.isAnalyticsUserTrackingEnabled as boolean,
    allowedLoginDomains: trimmed(values.allowedLoginDomains),
    groupAdmins: (values.groupAdmins ?? []).map((a) => ({
      email: trimmed(a.email),
      name: trimmed(a.name),
      telephone: trimmed(a.telephone),
    })),
  };
}
