import { zodResolver } from '@hookform/resolvers/zod';
import { Email } from '@storedesk/contract';
import { useAdminCountries, useAdminOrder, useAdminUpdateOrder } from '@storedesk/react';
import { useMemo } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { FormModal } from '@/components/form/form-modal';
import {
  ADDRESS_FIELDS,
  AddressFields,
  AddressForm,
  addressPayload,
  addressValues,
  countryChoices,
  type AddressField,
} from '@/components/form/address-fields';
import { TextInput } from '@/components/ui/text-input';
import { toast } from '@/components/ui/toast';
import { useDisplayNames } from '@/routes/settings/regions/common/display-names';
import { orderView, type OrderView } from '../common/order-view';
import { serverField } from '../common/server-field';

/** The email as the contract checks it, and the address as text. */
const EditForm = z.object({ email: Email, shipping_address: AddressForm });
type EditValues = z.input<typeof EditForm>;

/**
 * `/a/orders/:id/edit`: the order's email and shipping address (the order keeps its own copy; the
 * customer's saved addresses are not changed).
 */
export function OrderEditModal() {
  const id = useParams().id!;
  const order = useAdminOrder(id);
  // The detail page behind the modal has read the order already (same query).
  if (!order.data) return null;
  return <OrderEditForm order={orderView(order.data.order)} />;
}

function OrderEditForm({ order }: { order: OrderView }) {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const countries = useAdminCountries();
  const names = useDisplayNames();
  const close = () => void navigate(`/a/orders/${order.id}`);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EditValues>({
    resolver: zodResolver(EditForm),
    defaultValues: {
      email: order.email,
      shipping_address: addressValues(order.shipping_address),
    },
  });
  const update = useAdminUpdateOrder(order.id, {
    onSuccess: () => {
      toast.success(t('edit.saved'));
      close();
    },
    // `email must be …`, `shipping_address.city must be …`: under that field.
    onError: (error) => {
      const field = serverField(error, ['email', 'shipping_address']);
      if (!field) return;
      const name = field.path as 'email' | `shipping_address.${AddressField}`;
      setError(name, { type: 'server', message: field.message });
    },
  });
  const onField = serverField(update.error, ['email', 'shipping_address']) !== null;

  // Every ISO country by its name in the interface language; the address's own country is there
  // from the start, so the select shows it before the list arrives.
  const current = order.shipping_address?.country_code ?? '';
  const options = useMemo(
    () => countryChoices(countries.data?.countries ?? [], [current], names),
    [countries.data, names, current],
  );

  // Problems as the inputs show them: the server's sentence, else the form's own words.
  const shown: FieldErrors = {};
  if (errors.email) {
    shown.email = {
      type: 'shown',
      message: errors.email.type === 'server' ? errors.email.message : t('edit.errors.email'),
    };
  }
  const address: Partial<Record<AddressField, { type: string; message?: string | undefined }>> = {};
  for (const name of ADDRESS_FIELDS) {
    const problem = errors.shipping_address?.[name];
    if (problem) {
      address[name] = {
        type: 'shown',
        message: problem.type === 'server' ? problem.message : t('edit.errors.tooLong'),
      };
    }
  }
  shown.shipping_address = address as FieldErrors;

  return (
    <FormModal
      heading={t('edit.heading', { number: order.display_id })}
      isSaving={update.isPending}
      error={update.error}
      errorOnField={onField}
      onSubmit={handleSubmit(({ email, shipping_address }) =>
        update.mutate({
          email,
          shipping_address: addressPayload(shipping_address),
        }),
      )}
      onClose={close}
    >
      <TextInput
        label={t('edit.email')}
        type="email"
        required
        autoComplete="off"
        errors={shown}
        {...register('email')}
      />
      <AddressFields
        legend={t('edit.shippingAddress')}
        label={(name) => t(`edit.address.${name}`)}
        register={(name) => register(`shipping_address.${name}`)}
        errors={shown}
        countries={options}
        noCountry={t('edit.noCountry')}
      />
    </FormModal>
  );
}
