import { Card, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type GroupAdmin, type OrganizationDetail, sendOnboardingEmail } from '../../../shared/contracts/organizations';
import { ORGANIZATION_LABELS as LABELS } from '../../../shared/domain/organization';
import { EMPTY } from '../../../shared/domain/ui-texts';
import { usePermissions } from '../../auth/session';
import { IdentifierText } from '../../components/IdentifierText';
import { AdminEmailTag } from './AdminEmailTag';
import { SendEmailButton } from './SendEmailButton';

/**
 * ORG-15/16: the group administrators, each with its on-boarding email's status and, for who may update
 * the organization, the 'Send on-boarding email' button.
 */
export function GroupAdminsTable({ organization }: { organization: OrganizationDetail }) {
  const { can } = usePermissions();
  const sends = can(sendOnboardingEmail.permission);
  const columns: ColumnsType<GroupAdmin> = [
    { key: 'email', title: LABELS.adminEmail, render: (_, a) => <IdentifierText text={a.email} /> },
    { key: 'name', title: LABELS.adminName, render: (_, a) => a.name || EMPTY },
    { key: 'telephone', title: LABELS.adminTelephone, width: 160, render: (_, a) => a.telephone || EMPTY },
    { key: 'status', title: LABELS.deliveryStatus, width: 170, render: (_, a) => <AdminEmailTag admin={a} /> },
    ...(sends
      ? [
          {
            key: 'action',
            title: 'Action',
            width: 220,
            render: (_: unknown, a: GroupAdmin) => <SendEmailButton organizationId={organization.id} email={a.email} />,
          },
        ]
      : []),
  ];
  return (
    <Card size="small" title={`${LABELS.groupAdmins} (${organization.groupAdmins.length})`}>
      <Table<GroupAdmin>
        size="small"
        rowKey="email"
        columns={columns}
        dataSource={organization.groupAdmins}
        pagination={false}
        tableLayout="fixed"
        locale={{ emptyText: 'No group administrator yet.' }}
        aria-label={LABELS.groupAdmins}
      />
    </Card>
  );
}
