import { getDisclosure } from '../../../shared/contracts/disclosures';
import { DISCLOSURE_MESSAGES } from '../../../shared/domain/disclosure';
import { usePermissions } from '../../auth/session';
import { AddPageFrame } from '../../components/AddPageFrame';
import { useRichTextCreate } from '../../components/useRichTextCreate';
import { DisclosureForm } from './DisclosureForm';
import { type DisclosureFormValues, disclosureFormToBody, emptyDisclosureForm } from './disclosure-form-model';
import { useCreateDisclosure } from './queries';
import { DISCLOSURE_LIST_PATH, disclosurePath } from './texts';

/** /products/disclosures/add (DISC-01, DISC-07..10, PERM-DISC-03): a new disclosure starts inactive. */
export default function DisclosureAddPage() {
  const { can } = usePermissions();
  const create = useCreateDisclosure();
  const page = useRichTextCreate({
    empty: emptyDisclosureForm,
    send: (values: DisclosureFormValues) => create.mutateAsync(disclosureFormToBody(values)),
    added: DISCLOSURE_MESSAGES.added,
    // The detail needs its own permission (PERM-DISC-02); without it the list shows the new row.
    pathAfter: (disclosure) => (can(getDisclosure.permission) ? disclosurePath(disclosure.id) : DISCLOSURE_LIST_PATH),
  });

  return (
    <AddPageFrame title="Add new disclosure" name="Add disclosure" cancelTo={DISCLOSURE_LIST_PATH} onSave={page.save}>
      <DisclosureForm {...page.formProps} />
    </AddPageFrame>
  );
}
