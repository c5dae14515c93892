import { Flex } from 'antd';
import { type ReactNode, useState } from 'react';
import type { Customer } from '../../../../shared/contracts/customers';
import type { GivenGift } from '../../../../shared/contracts/gifts';
import { type GiftAction, giftActions } from '../../../../shared/domain/gift';
import { usePermissions } from '../../../auth/session';
import { SectionTitle } from '../../../components/Heading';
import { Loading } from '../../../components/Loading';
import { lazyDialog } from '../../../components/lazy-parts';
import { ReadErrorState, useReadErrorNotice } from '../../../components/ReadErrorState';
import { GivenGiftTable, ReceivedGiftTable } from './GiftTable';
import { useGifts } from './queries';
import type ResendGiftDialogType from './ResendGiftDialog';
import { GIFT_TAB_TITLE, GIVEN_TITLE, LOADING_GIFTS, NO_GIVEN, NO_RECEIVED, RECEIVED_TITLE } from './texts';
import type UpdateRecipientEmailDialogType from './UpdateRecipientEmailDialog';

const isOpen = (props: { open: boolean }) => props.open;
const UpdateRecipientEmailDialog = lazyDialog<Parameters<typeof UpdateRecipientEmailDialogType>[0]>(
  () => import('./UpdateRecipientEmailDialog').then((m) => m.default),
  isOpen,
);
const ResendGiftDialog = lazyDialog<Parameters<typeof ResendGiftDialogType>[0]>(
  () => import('./ResendGiftDialog').then((m) => m.default),
  isOpen,
);

/** A list under its heading, the region named by it. */
const section = (title: string, table: ReactNode) => (
  <section aria-label={title}>
    <SectionTitle>{title}</SectionTitle>
    {table}
  </section>
);

interface Chosen {
  action: GiftAction;
  gift: GivenGift;
}

/**
 * Checklist 8.1: the B2C customer's gifts (API-S-13): the given list and the received list, each
 * newest first. A Pending or Sent gift offers 'Update recipient email' and 'Resend gift email' to
 * someone with update:gift (GIFT-05), in both lists (GIFT-09, decided); each opens its dialog. A failed
 * read shows the generic notification and the error state with Retry (CUS-DET-08).
 */
export default function GiftsTab({ customer }: { customer: Customer }) {
  const { can } = usePermissions();
  const query = useGifts(customer.auth0Id);
  useReadErrorNotice(query.error);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [open, setOpen] = useState(false);
  const actionsOf = (gift: GivenGift) => giftActions(gift.status, can);
  const onAct = (action: GiftAction, gift: GivenGift) => {
    setChosen({ action, gift });
    setOpen(true);
  };
  const close = () => setOpen(false);
  const tableProps = <G extends GivenGift>(gifts: G[], empty: string) => ({
    gifts,
    loading: query.isFetching,
    empty,
    actionsOf,
    onAct,
  });

  if (query.error)
    return (
      <section aria-label={GIFT_TAB_TITLE}>
        <ReadErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </section>
    );
  if (query.isPending) return <Loading label={LOADING_GIFTS} minHeight={160} />;

  return (
    <section aria-label={GIFT_TAB_TITLE}>
      <Flex vertical gap={24}>
        {section(GIVEN_TITLE, <GivenGiftTable {...tableProps(query.data.givenList, NO_GIVEN)} />)}
        {section(RECEIVED_TITLE, <ReceivedGiftTable {...tableProps(query.data.receivedList, NO_RECEIVED)} />)}
      </Flex>
      {chosen ? (
        <>
          <UpdateRecipientEmailDialog
            key={`update-${chosen.gift.id}`}
            open={open && chosen.action === 'updateRecipientEmail'}
            auth0Id={customer.auth0Id}
            gift={chosen.gift}
            onClose={close}
          />
          <ResendGiftDialog
            key={`resend-${chosen.gift.id}`}
            open={open && chosen.action === 'resend'}
            auth0Id={customer.auth0Id}
            gift={chosen.gift}
            onClose={close}
          />
        </>
      ) : null}
    </section>
  );
}
