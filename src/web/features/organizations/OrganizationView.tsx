import { Flex } from 'antd';
import type { OrganizationDetail } from '../../../shared/contracts/organizations';
import {
  ORGANIZATION_LABELS as LABELS,
  loginDomainsOf,
  ORGANIZATION_OPTIONS,
  yesNo,
} from '../../../shared/domain/organization';
import { DateTime } from '../../components/DateTime';
import { ReadOnlyFields } from '../../components/ReadOnlyFields';
import { GroupAdminsTable } from './lazy-parts';

/** ORG-05: the organization as text: its fields, its options as Yes/No, its domains one per line. */
function OrganizationFields({ organization: o }: { organization: OrganizationDetail }) {
  return (
    <ReadOnlyFields
      label="Organization"
      fields={[
        { key: 'name', label: LABELS.name, value: o.name },
        { key: 'domains', label: LABELS.allowedLoginDomains, value: loginDomainsOf(o.allowedLoginDomains) },
        { key: 'description', label: LABELS.description, value: o.description, wide: true, multiline: true },
        ...ORGANIZATION_OPTIONS.map((option) => ({ key: option, label: LABELS[option], value: yesNo(o[option]) })),
        { key: 'created', label: LABELS.createdDate, value: <DateTime value={o.createdDate} /> },
        { key: 'modified', label: LABELS.lastModifiedDate, value: <DateTime value={o.lastModifiedDate} /> },
      ]}
    />
  );
}

/** ORG-05: the detail before Edit. */
export function OrganizationView({ organization }: { organization: OrganizationDetail }) {
  return (
    <Flex vertical gap={16}>
      <OrganizationFields organization={organization} />
      <GroupAdminsTable organization={organization} />
    </Flex>
  );
}
