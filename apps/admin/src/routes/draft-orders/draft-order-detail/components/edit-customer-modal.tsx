import { zodResolver } from '@hookform/resolvers/zod';
import { Email } from '@storedesk/contract';
import { useAdminUpdateDraftOrder } from '@storedesk/react';
import { useMemo } from 'react';
import { get, useForm, type FieldError, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ADDRESS_FIELDS,
  AddressFields,
  AddressForm,
  addressPayload,
  addressValues,
  countryChoices,
} from '@/components/form/address-fields';
import { FormModal } from '@/components/form/form-modal';
import { TextInput } from '@/components/ui/text-input';
import { toast } from '@/components/ui/toast';
import { serverField } from '@/routes/orders/common/server-field';
import { useDisplayNames } from '@/routes/settings/regions/common/display-names';
import type { DraftOrderView } from '../../common/draft-view';

const EditForm = z.object({
  email: Email,
  shipping_address: AddressForm,
  same_billing: z.boolean(),
  billing_address: AddressForm,
});
type EditValues = z.input<typeof EditForm>;

const ADDRESSES = ['shipping_address', 'billing_address'] as const;

/**
 * The email of an open draft, where it ships (a country of the draft's region) and where it is
 * billed: the shipping address again unless staff untick "same as shipping".
 */
export function EditCustomerModal({
  draft,
  onClose,
}: {
  draft: DraftOrderView;
  onClose: () => void;
}) {
  const { t } = useTranslation('draftOrders');
  const names = useDisplayNames();
  const { cart } = draft;
  const shipping = addressValues(cart.shipping_address);
  const billing = addressValues(cart.billing_address);
  const same =
    !cart.billing_address || ADDRESS_FIELDS.every((name) => billing[name] === shipping[name]);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    watch,
    formState: { errors },
  } = useForm<EditValues>({
    resolver: zodResolver(EditForm),
    defaultValues: {
      email: cart.email ?? '',
      shipping_address: shipping,
      same_billing: same,
      billing_address: same ? shipping : billing,
    },
  });
  const sameBilling = watch('same_billing');
  const sameField = register('same_billing');
  // The fields a server error may land on: the billing address only while it is shown.
  const fields = sameBilling ? ['email', 'shipping_address'] : ['email', ...ADDRESSES];
  const update = useAdminUpdateDraftOrder(draft.id, {
    onSuccess: () => {
      toast.success(t('detail.edit.saved', { number: draft.display_id }));
      onClose();
    },
    // `email must be …`, `shipping_address.country_code: …`: under that field.
    onError: (error) => {
      const field = serverField(error, fields);
      if (field) setError(field.path as 'email', { type: 'server', message: field.message });
    },
  });
  const onField = serverField(update.error, fields) !== null;

  // The region's countries by their names in the interface language; the address's own country
  // stays a choice even if the region no longer has it.
  const current = shipping.country_code;
  const regionCountries = cart.region?.countries;
  const countries = useMemo(
    () => countryChoices(regionCountries ?? [], [current], names),
    [regionCountries, names, current],
  );
  // Billing may be anywhere: its own country is kept as a choice too.
  const billingCountries = useMemo(
    () => countryChoices(regionCountries ?? [], [current, billing.country_code], names),
    [regionCountries, names, current, billing.country_code],
  );

  // Problems as the inputs show them: the server's sentence, else the form's own words.
  const shown: FieldErrors = {};
  if (errors.email) {
    shown.email = {
      type: 'shown',
      message: errors.email.type === 'server' ? errors.email.message : t('errors.emailInvalid'),
    };
  }
  for (const which of ADDRESSES) {
    const address: Record<string, { type: string; message?: string | undefined }> = {};
    for (const name of ADDRESS_FIELDS) {
      const problem = get(errors, `${which}.${name}`) as FieldError | undefined;
      if (problem) {
        address[name] = {
          type: 'shown',
          message: problem.type === 'server' ? problem.message : t('errors.tooLong'),
        };
      }
    }
    shown[which] = address as FieldErrors;
  }
  const label = (name: (typeof ADDRESS_FIELDS)[number]) => t(`address.${name}`);

  return (
    <FormModal
      heading={t('detail.edit.heading', { number: draft.display_id })}
      isSaving={update.isPending}
      error={update.error}
      errorOnField={onField}
      onSubmit={handleSubmit(({ email, shipping_address, same_billing, billing_address }) =>
        update.mutate({
          email: email.trim(),
          shipping_address: addressPayload(shipping_address),
          billing_address: addressPayload(same_billing ? shipping_address : billing_address),
        }),
      )}
      onClose={onClose}
    >
      <TextInput
        label={t('detail.customer.email')}
        type="email"
        required
        autoComplete="off"
        errors={shown}
        {...register('email')}
      />
      <AddressFields
        legend={t('detail.customer.shippingAddress')}
        label={label}
        register={(name) => register(`shipping_address.${name}`)}
        errors={shown}
        countries={countries}
        noCountry={t('shipping.countryPlaceholder')}
      />
      <label className="flex items-center gap-2 text-sm text-slate-900">
        <input
          type="checkbox"
          className="size-4"
          {...sameField}
          // Billing of its own starts as the shipping address typed so far.
          onChange={(event) => {
            if (!event.target.checked && same) {
              setValue('billing_address', getValues('shipping_address'));
            }
            return sameField.onChange(event);
          }}
        />
        {t('detail.edit.sameBilling')}
      </label>
      {!sameBilling && (
        <AddressFields
          legend={t('detail.customer.billingAddress')}
          label={label}
          register={(name) => register(`billing_address.${name}`)}
          errors={shown}
          countries={billingCountries}
          noCountry={t('shipping.countryPlaceholder')}
        />
      )}
    </FormModal>
  );
}
