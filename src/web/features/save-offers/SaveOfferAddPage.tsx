import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { SAVE_OFFER_MESSAGES } from '../../../shared/domain/save-offer';
import { ActionButton } from '../../components/ActionButton';
import { PageTitle } from '../../components/PageTitle';
import { useRichTextCreate } from '../../components/useRichTextCreate';
import { useCreateSaveOffer } from './queries';
import { SaveOfferForm } from './SaveOfferForm';
import { emptySaveOfferForm, type SaveOfferFormValues, saveOfferFormToBody } from './save-offer-form-model';
import { showFailingLocale } from './show-failing-locale';
import { SAVE_OFFER_LIST_PATH, saveOfferPath } from './texts';

/** /marketing/save-offer/add (SO-FORM-01, SO-FORM-18, PERM-SO-02): live as soon as it is saved. */
export default function SaveOfferAddPage() {
  const navigate = useNavigate();
  const create = useCreateSaveOffer();
  const page = useRichTextCreate({
    empty: emptySaveOfferForm,
    send: (values: SaveOfferFormValues) => create.mutateAsync(saveOfferFormToBody(values)),
    added: SAVE_OFFER_MESSAGES.added,
    pathAfter: (offer) => saveOfferPath(offer.id),
  });

  return (
    <section aria-labelledby="page-title">
      <PageTitle
        extra={
          <Space>
            <Button onClick={() => navigate(SAVE_OFFER_LIST_PATH)}>Cancel</Button>
            <ActionButton
              type="primary"
              onClick={async () => {
                await page.save();
                showFailingLocale(page.form, page.setLocale);
              }}
            >
              Save
            </ActionButton>
          </Space>
        }
      >
        <span id="page-title">Add new save offer</span>
      </PageTitle>
      <SaveOfferForm
        form={page.form}
        initialValues={page.initialValues}
        locale={page.locale}
        onLocaleChange={page.setLocale}
        onEdited={page.markEdited}
      />
    </section>
  );
}
