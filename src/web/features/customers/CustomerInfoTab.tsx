import { EditOutlined } from '@ant-design/icons';
import { Button, Flex, Spin, Tooltip, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import {
  type Customer,
  resetCustomerPassword,
  setCustomerOptIn,
  updateBillingAddress,
  updateCustomer,
} from '../../../shared/contracts/customers';
import {
  ACCOUNT_TYPE_LABELS,
  CONNECTION_LABELS,
  CUSTOMER_SUCCESS,
  canEditEmail,
  maskCard,
  NO_DATA,
  postalLabel,
} from '../../../shared/domain/customer';
import { notifyError, notifySuccess } from '../../api/notify';
import { usePermissions } from '../../auth/session';
import { ActionButton } from '../../components/ActionButton';
import { ActionDialog } from '../../components/ActionDialog';
import { DateTime } from '../../components/DateTime';
import { orEmpty } from '../../components/date-format';
import { type ReadOnlyField, ReadOnlyFields } from '../../components/ReadOnlyFields';
import { useCountries } from '../reference';
import { DetailSection, ReadFields } from './DetailSection';
import { GiftCardBalanceSection } from './gift-card-balance/GiftCardBalanceSection';
import { BillingAddressDialog, CustomerEntitlements, EditEmailDialog, EditNameDialog, OptInDialog } from './lazy-parts';
import { usePaymentMethod, useResetPassword, useSubscriber } from './queries';
import {
  CUSTOMER_LABELS,
  EDIT_LABELS,
  NO_PAYMENT_METHOD,
  PAYMENT_LABELS,
  RESET_TEXTS,
  SECTION_TITLES,
  yesNo,
} from './texts';

type Dialog = 'name' | 'email' | 'optIn' | 'billing' | 'reset' | null;

/** A value with its edit icon (shown only when the edit is allowed). */
function Editable({ children, label, onEdit }: { children: ReactNode; label: string; onEdit?: () => void }) {
  return (
    <Flex align="center" gap={4} wrap>
      <span>{children}</span>
      {onEdit ? (
        <Tooltip title={label}>
          <Button type="text" size="small" aria-label={label} icon={<EditOutlined />} onClick={onEdit} />
        </Tooltip>
      ) : null}
    </Flex>
  );
}

/**
 * Customer info (checklist 3.2): the basic information with the edit icons of name, email and opt-in
 * and the Reset password button (CUS-INFO-10, decided: in the section's heading); B2C: the payment
 * information with the billing address and the gift card balance (CUS-INFO-08); then the entitlement
 * table (checklist 3.3).
 */
export function CustomerInfoTab({ customer }: { customer: Customer }) {
  const { can } = usePermissions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const b2c = !customer.isB2b;
  const subscriber = useSubscriber(customer.customerId);
  const payment = usePaymentMethod(customer.customerId, b2c);
  const countries = useCountries();
  const reset = useResetPassword();

  const mayEditInfo = can(updateCustomer.permission);
  const sub = subscriber.data;
  const optInEditable = sub !== undefined && sub.subscriberStatus !== NO_DATA && sub.optIn !== null;
  const optInValue = subscriber.isLoading ? (
    <Spin size="small" aria-label="Loading the opt-in" />
  ) : subscriber.error ? (
    <Typography.Text type="danger">{subscriber.error.message}</Typography.Text>
  ) : !sub || sub.subscriberStatus === NO_DATA || sub.optIn === null ? (
    NO_DATA
  ) : (
    yesNo(sub.optIn)
  );

  const basic: ReadOnlyField[] = [
    {
      key: 'name',
      label: CUSTOMER_LABELS.name,
      value: (
        <Editable label={EDIT_LABELS.name} onEdit={mayEditInfo ? () => setDialog('name') : undefined}>
          {orEmpty(customer.name)}
        </Editable>
      ),
    },
    ...(customer.isB2b
      ? [
          { key: 'organization', label: CUSTOMER_LABELS.organization, value: customer.organization },
          { key: 'group', label: CUSTOMER_LABELS.group, value: customer.customerGroup },
        ]
      : []),
    // CONST-12/20: Single (B2C), Master or Seat (B2B).
    { key: 'accountType', label: CUSTOMER_LABELS.accountType, value: ACCOUNT_TYPE_LABELS[customer.accountType] },
    { key: 'subUsers', label: CUSTOMER_LABELS.subUsers, value: customer.subUsers.join(', ') },
    { key: 'connection', label: CUSTOMER_LABELS.connection, value: CONNECTION_LABELS[customer.connection] },
    {
      key: 'email',
      label: CUSTOMER_LABELS.email,
      value: (
        <Editable
          label={EDIT_LABELS.email}
          onEdit={mayEditInfo && canEditEmail(customer.connection) ? () => setDialog('email') : undefined}
        >
          {orEmpty(customer.email)}
        </Editable>
      ),
    },
    { key: 'createdAt', label: CUSTOMER_LABELS.createdAt, value: <DateTime value={customer.createdDate} /> },
    { key: 'auth0Id', label: CUSTOMER_LABELS.auth0Id, value: customer.auth0Id },
    {
      key: 'optIn',
      label: CUSTOMER_LABELS.optIn,
      value: (
        <Editable
          label={EDIT_LABELS.optIn}
          onEdit={optInEditable && can(setCustomerOptIn.permission) ? () => setDialog('optIn') : undefined}
        >
          {optInValue}
        </Editable>
      ),
    },
  ];

  const resetRefusal = !customer.supportResetPassword || !customer.email ? RESET_TEXTS.notSupported : null;
  const resetIt = async () => {
    const email = customer.email ?? '';
    try {
      await reset.mutateAsync(email);
    } catch (error) {
      close();
      notifyError(error);
      return;
    }
    close();
    notifySuccess(CUSTOMER_SUCCESS.resetTitle, CUSTOMER_SUCCESS.reset(email));
  };

  const method = payment.data;
  const countryName = (iso2: string) => countries.data?.data.find((c) => c.iso2 === iso2)?.displayName ?? iso2;
  const paymentFields: ReadOnlyField[] = method
    ? [
        { key: 'type', label: PAYMENT_LABELS.type, value: method.type },
        { key: 'cardType', label: PAYMENT_LABELS.cardType, value: method.cardType },
        { key: 'account', label: PAYMENT_LABELS.account, value: maskCard(method.account) },
        { key: 'expirationDate', label: PAYMENT_LABELS.expirationDate, value: method.expirationDate },
        {
          key: 'postalCode',
          label: postalLabel(method.billingAddress.country),
          value: method.billingAddress.postalCode,
        },
        { key: 'district', label: PAYMENT_LABELS.district, value: method.billingAddress.district },
        {
          key: 'country',
          label: PAYMENT_LABELS.country,
          value: method.billingAddress.country ? countryName(method.billingAddress.country) : null,
        },
      ]
    : [];

  return (
    <>
      <DetailSection
        id="basic-information"
        title={SECTION_TITLES.basic}
        extra={
          can(resetCustomerPassword.permission) ? (
            <ActionButton refusal={resetRefusal} onClick={() => setDialog('reset')}>
              {RESET_TEXTS.button}
            </ActionButton>
          ) : null
        }
      >
        <ReadOnlyFields label={SECTION_TITLES.basic} fields={basic} />
      </DetailSection>

      {b2c ? (
        <DetailSection
          id="payment-information"
          title={SECTION_TITLES.payment}
          style={{ marginTop: 24 }}
          edit={
            method && can(updateBillingAddress.permission)
              ? { label: EDIT_LABELS.billing, onClick: () => setDialog('billing') }
              : null
          }
        >
          <ReadFields
            read={payment}
            loading="Loading the payment information"
            label={SECTION_TITLES.payment}
            fields={paymentFields}
            empty={NO_PAYMENT_METHOD}
          />
        </DetailSection>
      ) : null}
      {b2c ? <GiftCardBalanceSection customerId={customer.customerId} /> : null}

      <div style={{ marginTop: 24 }}>
        <CustomerEntitlements customer={customer} />
      </div>

      <EditNameDialog open={dialog === 'name'} customer={customer} onClose={close} />
      <EditEmailDialog open={dialog === 'email'} customer={customer} onClose={close} />
      {sub && optInEditable ? (
        <OptInDialog
          open={dialog === 'optIn'}
          customerId={customer.customerId}
          email={sub.email ?? customer.email ?? ''}
          optIn={sub.optIn ?? false}
          rowVersion={sub.rowVersion ?? 1}
          onClose={close}
        />
      ) : null}
      {method ? (
        <BillingAddressDialog
          open={dialog === 'billing'}
          customerId={customer.customerId}
          paymentMethod={method}
          onClose={close}
        />
      ) : null}
      <ActionDialog
        title={RESET_TEXTS.title}
        open={dialog === 'reset'}
        onCancel={close}
        actions={[{ key: 'send', label: RESET_TEXTS.send, primary: true, onClick: resetIt }]}
      >
        <Typography.Paragraph>{RESET_TEXTS.confirm(customer.email ?? '')}</Typography.Paragraph>
      </ActionDialog>
    </>
  );
}
