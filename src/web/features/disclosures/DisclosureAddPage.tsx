import { Button, Form, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { getDisclosure } from '../../../shared/contracts/disclosures';
import { DISCLOSURE_MESSAGES } from '../../../shared/domain/disclosure';
import type { RichTextLocale } from '../../../shared/domain/rich-text';
import { notifySuccess } from '../../api/notify';
import { usePermissions } from '../../auth/session';
import { ActionButton } from '../../components/ActionButton';
import { PageTitle } from '../../components/PageTitle';
import { useRichTextFormSubmit } from '../../components/RichTextEditorForm';
import { useLeavePageGuard } from '../../components/useLeavePageGuard';
import { DisclosureForm } from './DisclosureForm';
import { type DisclosureFormValues, disclosureFormToBody, emptyDisclosureForm } from './disclosure-form-model';
import { useCreateDisclosure } from './queries';
import { DISCLOSURE_LIST_PATH, disclosurePath } from './texts';

/** /products/disclosures/add (DISC-01, DISC-07..10, PERM-DISC-03): a new disclosure starts inactive. */
export default function DisclosureAddPage() {
  const navigate = useNavigate();
  const { can } = usePermissions();
  const [form] = Form.useForm<DisclosureFormValues>();
  const initialValues = useMemo(emptyDisclosureForm, []);
  const [locale, setLocale] = useState<RichTextLocale>('en');
  const [dirty, setDirty] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const submit = useRichTextFormSubmit(form, setLocale);
  const create = useCreateDisclosure();
  // SHELL-UX-01: the guard holds while the form has unsaved changes.
  useLeavePageGuard(dirty);

  // Navigate once the guard has seen the saved (clean) state.
  useEffect(() => {
    if (leaveTo && !dirty) navigate(leaveTo);
  }, [leaveTo, dirty, navigate]);

  const save = async () => {
    const disclosure = await submit((values) => create.mutateAsync(disclosureFormToBody(values)));
    if (!disclosure) return;
    notifySuccess(DISCLOSURE_MESSAGES.added);
    setDirty(false);
    // The detail needs its own permission (PERM-DISC-02); without it the list shows the new row.
    setLeaveTo(can(getDisclosure.permission) ? disclosurePath(disclosure.id) : DISCLOSURE_LIST_PATH);
  };

  return (
    <section aria-labelledby="page-title">
      <PageTitle
        extra={
          <Space>
            <Button onClick={() => navigate(DISCLOSURE_LIST_PATH)}>Cancel</Button>
            <ActionButton type="primary" onClick={save}>
              Save
            </ActionButton>
          </Space>
        }
      >
        <span id="page-title">Add new disclosure</span>
      </PageTitle>
      <DisclosureForm
        form={form}
        initialValues={initialValues}
        locale={locale}
        onLocaleChange={setLocale}
        onEdited={() => setDirty(true)}
      />
    </section>
  );
}
