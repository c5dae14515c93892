import { useEffect } from 'react';
import { useParams } from 'react-router';
import { idParam } from '../../../shared/contracts/fields';
import {
  deleteOrganization,
  type OrganizationDetail,
  updateOrganization,
} from '../../../shared/contracts/organizations';
import { ORGANIZATION_MESSAGES as MESSAGES } from '../../../shared/domain/organization';
import { usePermissions } from '../../auth/session';
import { DetailActions } from '../../components/DetailActions';
import { DetailPageFrame } from '../../components/DetailPageFrame';
import { useEditMode } from '../../components/useEditMode';
import { loadGroupAdminsTable, loadOrganizationEditor, OrganizationEditor } from './lazy-parts';
import { OrganizationHeader } from './OrganizationHeader';
import { OrganizationView } from './OrganizationView';
import { useDeleteOrganization, useOrganization } from './queries';
import { ORGANIZATION_LIST_PATH } from './texts';

const preloadEditor = () => void loadOrganizationEditor();

function OrganizationDetailContent({ organization }: { organization: OrganizationDetail }) {
  const { can } = usePermissions();
  const { editing, startEdit, endEdit } = useEditMode();
  const remove = useDeleteOrganization(organization.id);

  if (editing) return <OrganizationEditor organization={organization} onDone={endEdit} />;

  // ORG-05 (PERM-ORG-02): each button shows with its endpoint's permission; ORG-18: Delete asks first.
  const buttons = (
    <DetailActions
      remove={{
        allowed: can(deleteOrganization.permission),
        title: MESSAGES.deleteTitle,
        text: MESSAGES.deleteConfirm(organization.name),
        run: () => remove.mutateAsync(),
        deleted: MESSAGES.deleted,
        backTo: ORGANIZATION_LIST_PATH,
      }}
      edit={{ allowed: can(updateOrganization.permission), onEdit: startEdit, preload: preloadEditor }}
    />
  );
  return (
    <>
      <OrganizationHeader organization={organization} extra={buttons} />
      <OrganizationView organization={organization} />
    </>
  );
}

const organizationId = (param: string | undefined): number | null => {
  const parsed = idParam().safeParse(param ?? '');
  return parsed.success ? parsed.data : null;
};

/**
 * /organization/:organizationId (ORG-05, ORG-15…18): read-only until Edit; read again every few seconds
 * while an on-boarding email is being delivered.
 */
export default function OrganizationDetailPage() {
  const { organizationId: param } = useParams();
  const id = organizationId(param);
  const query = useOrganization(id);
  // The administrators' table loads while the organization is read (its code is apart: lazy-parts.ts).
  useEffect(() => {
    if (id !== null) void loadGroupAdminsTable();
  }, [id]);
  return (
    <DetailPageFrame
      found={id !== null}
      query={query}
      loadingLabel="Loading the organization"
      kind="Organization"
      name={(organization) => organization.name}
    >
      {(organization) => <OrganizationDetailContent key={organization.id} organization={organization} />}
    </DetailPageFrame>
  );
}
