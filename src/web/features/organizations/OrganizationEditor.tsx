import type { OrganizationDetail } from '../../../shared/contracts/organizations';
import { ORGANIZATION_MESSAGES as MESSAGES } from '../../../shared/domain/organization';
import { SaveActions } from '../../components/SaveActions';
import { useVersionedFormEdit } from '../../components/useVersionedFormEdit';
import { organizationFormToBody, organizationToForm } from './form-model';
import { OrganizationForm } from './OrganizationForm';
import { OrganizationHeader } from './OrganizationHeader';
import { useUpdateOrganization } from './queries';

/**
 * Edit mode (ORG-05/06): the add form with Cancel and Save, the leave guard, the version opened sent as
 * If-Match (a stale save is refused, then Save again writes over theirs: useVersionedFormEdit). The saved
 * administrators' email status keeps moving meanwhile (the detail is read again while one is SENDING).
 */
export function OrganizationEditor({ organization, onDone }: { organization: OrganizationDetail; onDone: () => void }) {
  const update = useUpdateOrganization(organization.id);
  const edit = useVersionedFormEdit({
    record: organization,
    toForm: organizationToForm,
    toBody: organizationFormToBody,
    send: update.mutateAsync,
    updated: MESSAGES.updated,
    onDone,
  });
  return (
    <>
      <OrganizationHeader
        organization={organization}
        extra={<SaveActions onCancel={edit.cancel} onSave={edit.save} />}
      />
      <OrganizationForm {...edit.formProps} organization={organization} />
    </>
  );
}
