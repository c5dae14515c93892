import { ORGANIZATION_MESSAGES } from '../../../shared/domain/organization';
import { AddPageFrame } from '../../components/AddPageFrame';
import { usePageFormAdd } from '../../components/usePageFormAdd';
import { emptyOrganizationForm, organizationFormToBody } from './form-model';
import { OrganizationForm } from './OrganizationForm';
import { useCreateOrganization } from './queries';
import { ORGANIZATION_LIST_PATH, organizationPath } from './texts';

/** /organization/add (ORG-04, ORG-06…14, PERM-ORG-02), with the leave guard (SHELL-UX-01). */
export default function OrganizationAddPage() {
  const create = useCreateOrganization();
  const add = usePageFormAdd({
    initial: emptyOrganizationForm,
    toBody: organizationFormToBody,
    create: create.mutateAsync,
    added: ORGANIZATION_MESSAGES.added,
    // The detail: where the administrators are sent their on-boarding email.
    pathAfter: (saved) => organizationPath(saved.id),
  });

  return (
    <AddPageFrame
      title="Add new organization"
      name="Add organization"
      cancelTo={ORGANIZATION_LIST_PATH}
      onSave={add.save}
    >
      <OrganizationForm {...add.formProps} />
    </AddPageFrame>
  );
}
