import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorMessage } from '@storedesk/client';
import { AdminPostStoreReq, type AdminStoreRes } from '@storedesk/contract';
import { useAdminUpdateStore } from '@storedesk/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { TextField } from '@/components/text-field';
import { toast } from '@/components/ui/toast';
import { LANGUAGES } from '@/i18n/languages';

/**
 * The contract's store update, with the name required and the exchange payment link as typed
 * (empty for none; otherwise with `{cart_id}` in it); messages are `shell` keys.
 */
const StoreDetails = AdminPostStoreReq.pick({
  default_currency_code: true,
  default_locale: true,
}).extend({
  name: z
    .string()
    .trim()
    .min(1, { message: 'settings.store.nameRequired' })
    .max(200, { message: 'settings.store.nameRequired' }),
  swap_link_template: z
    .string()
    .trim()
    .max(2000, { message: 'settings.store.swapLinkInvalid' })
    .refine((link) => link === '' || link.includes('{cart_id}'), {
      message: 'settings.store.swapLinkInvalid',
    })
    .transform((link) => link || null),
});
type Values = z.input<typeof StoreDetails>;
type Output = z.output<typeof StoreDetails>;

const SELECT =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs focus:border-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-slate-900';

export function StoreDetailsForm({ store }: { store: AdminStoreRes['store'] }) {
  const { t } = useTranslation('shell');
  const update = useAdminUpdateStore({
    onSuccess: () => {
      toast.success(t('settings.store.saved'));
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty, dirtyFields },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(StoreDetails),
    defaultValues: {
      name: store.name,
      default_currency_code: store.default_currency_code,
      default_locale: store.default_locale,
      swap_link_template: store.swap_link_template ?? '',
    },
  });

  // The payment link is sent only when it changed: one save never clears it by accident.
  const onSubmit = handleSubmit(({ swap_link_template, ...values }) =>
    update.mutate({
      ...values,
      ...(dirtyFields.swap_link_template ? { swap_link_template } : {}),
    }),
  );

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {update.isError && <Alert>{getErrorMessage(update.error)}</Alert>}
        <TextField
          id="store-name"
          label={t('settings.store.name')}
          autoComplete="organization"
          error={
            errors.name?.message
              ? t(errors.name.message as 'settings.store.nameRequired')
              : undefined
          }
          {...register('name')}
        />
        <div>
          <label htmlFor="default-currency" className="block text-sm font-medium text-slate-800">
            {t('settings.store.defaultCurrency')}
          </label>
          <select
            id="default-currency"
            className={SELECT}
            aria-describedby="default-currency-hint"
            {...register('default_currency_code')}
          >
            {store.currencies.length === 0 && (
              <option value={store.default_currency_code}>
                {store.default_currency_code.toUpperCase()}
              </option>
            )}
            {store.currencies.map((currency) => (
              <option key={currency.code} value={currency.code}>
                {currency.code.toUpperCase()} · {currency.name}
              </option>
            ))}
          </select>
          <p id="default-currency-hint" className="mt-1 text-sm text-slate-500">
            {t('settings.store.currencyHint')}
          </p>
        </div>
        <div>
          <label htmlFor="email-language" className="block text-sm font-medium text-slate-800">
            {t('settings.store.emailLanguage')}
          </label>
          <select
            id="email-language"
            className={SELECT}
            aria-describedby="email-language-hint"
            {...register('default_locale')}
          >
            {LANGUAGES.map((language) => (
              <option
                key={language.locale}
                value={language.locale}
                lang={language.locale === 'tm' ? 'ta' : language.locale}
              >
                {language.name}
              </option>
            ))}
          </select>
          <p id="email-language-hint" className="mt-1 text-sm text-slate-500">
            {t('settings.store.emailLanguageHint')}
          </p>
        </div>
        <div>
          <TextField
            id="swap-link-template"
            label={t('settings.store.swapLink')}
            placeholder="https://shop.example.com/exchange/{cart_id}"
            dir="ltr"
            autoComplete="off"
            aria-describedby={
              errors.swap_link_template
                ? 'swap-link-template-error swap-link-hint'
                : 'swap-link-hint'
            }
            error={
              errors.swap_link_template?.message
                ? t(errors.swap_link_template.message as 'settings.store.swapLinkInvalid')
                : undefined
            }
            {...register('swap_link_template')}
          />
          <p id="swap-link-hint" className="mt-1 text-sm text-slate-500">
            {t('settings.store.swapLinkHint')}
          </p>
        </div>
        <div>
          <Button type="submit" isLoading={update.isPending} disabled={!isDirty}>
            {t('settings.store.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
