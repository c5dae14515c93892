import { SAVE_OFFER_MESSAGES } from '../../../shared/domain/save-offer';
import { AddPageFrame } from '../../components/AddPageFrame';
import { useRichTextCreate } from '../../components/useRichTextCreate';
import { useCreateSaveOffer } from './queries';
import { SaveOfferForm } from './SaveOfferForm';
import { emptySaveOfferForm, type SaveOfferFormValues, saveOfferFormToBody } from './save-offer-form-model';
import { showFailingLocale } from './show-failing-locale';
import { SAVE_OFFER_LIST_PATH, saveOfferPath } from './texts';

/** /marketing/save-offer/add (SO-FORM-01, SO-FORM-18, PERM-SO-02): live as soon as it is saved. */
export default function SaveOfferAddPage() {
  const create = useCreateSaveOffer();
  const page = useRichTextCreate({
    empty: emptySaveOfferForm,
    send: (values: SaveOfferFormValues) => create.mutateAsync(saveOfferFormToBody(values)),
    added: SAVE_OFFER_MESSAGES.added,
    pathAfter: (offer) => saveOfferPath(offer.id),
  });

  return (
    <AddPageFrame
      title="Add new save offer"
      name="Add save offer"
      cancelTo={SAVE_OFFER_LIST_PATH}
      onSave={async () => {
        await page.save();
        showFailingLocale(page.form, page.setLocale);
      }}
    >
      <SaveOfferForm {...page.formProps} />
    </AddPageFrame>
  );
}
