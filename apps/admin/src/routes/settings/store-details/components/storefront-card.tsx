import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorMessage } from '@storedesk/client';
import { AdminPostStoreReq, type AdminStoreRes } from '@storedesk/contract';
import { useAdminUpdateStore } from '@storedesk/react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { FormField } from '@/components/form/form-field';
import { shownErrors } from '@/components/form/shown-errors';
import { useServerFieldError } from '@/components/form/use-server-field-error';
import { TextField } from '@/components/text-field';
import { toast } from '@/components/ui/toast';

type StoreBody = AdminStoreRes['store'];

const FIELDS = ['handle', 'host_name', 'store_cors'] as const;
type Field = (typeof FIELDS)[number];

/**
 * The form's values: the host name empty for none, the origins one per line. They go through
 * the contract's own rules, so the screen refuses what the server would.
 */
const StorefrontValues = z.object({
  handle: AdminPostStoreReq.shape.handle.unwrap(),
  host_name: z.string(),
  store_cors: z.string(),
});
type Values = z.input<typeof StorefrontValues>;

const HostName = AdminPostStoreReq.shape.host_name.unwrap().unwrap();
const Origins = AdminPostStoreReq.shape.store_cors.unwrap();
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const MONO =
  'block w-full overflow-x-auto rounded-md border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-xs break-all text-slate-800';

/** A button that copies `text` and says so. */
function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('shell');
  return (
    <Button
      variant="secondary"
      aria-label={label}
      onClick={() => {
        void navigator.clipboard
          ?.writeText(text)
          .then(() => toast.success(t('settings.store.storefront.copied')));
      }}
    >
      {t('settings.store.storefront.copy')}
    </Button>
  );
}

/** A read-only value with its label and copy button. */
function CopyRow({ id, label, value }: { id: string; label: string; value: string }) {
  const { t } = useTranslation('shell');
  return (
    <div>
      <p id={id} className="text-sm font-medium text-slate-800">
        {label}
      </p>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-start">
        <code className={MONO} aria-labelledby={id} dir="ltr">
          {value}
        </code>
        <CopyButton text={value} label={t('settings.store.storefront.copyWhat', { what: label })} />
      </div>
    </div>
  );
}

/**
 * Where storefronts reach this store (issue 18): the API base URL a Medusa v1 storefront is
 * pointed at with no key, the environment line for the v1 Next.js starter, the hosted shop, and
 * the handle, custom domain and allowed browser origins that decide them.
 */
export function StorefrontCard({ store }: { store: StoreBody }) {
  const { t } = useTranslation('shell');
  const urls = store.storefront_urls;
  const snippet = `NEXT_PUBLIC_MEDUSA_BACKEND_URL=${urls.api_base_url}`;
  const update = useAdminUpdateStore({
    onSuccess: () => {
      toast.success(t('settings.store.storefront.saved'));
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<Values>({
    resolver: zodResolver(StorefrontValues),
    defaultValues: {
      handle: store.handle,
      host_name: store.host_name ?? '',
      store_cors: store.store_cors.join('\n'),
    },
  });
  const onField = useServerFieldError<Field, Values>(update.error, FIELDS, setError);

  const onSubmit = handleSubmit((values) => {
    const host = values.host_name.trim();
    const hostName = host === '' ? null : HostName.safeParse(host);
    const origins = Origins.safeParse(linesOf(values.store_cors));
    if (hostName && !hostName.success) setError('host_name', { type: 'format' });
    if (!origins.success) setError('store_cors', { type: 'format' });
    if ((hostName && !hostName.success) || !origins.success) return;
    update.mutate({
      handle: values.handle,
      host_name: hostName ? hostName.data : null,
      store_cors: origins.data,
    });
  });

  const messages: Record<Field, string> = {
    handle: t('settings.store.storefront.handleInvalid'),
    host_name: t('settings.store.storefront.hostNameInvalid'),
    store_cors: t('settings.store.storefront.corsInvalid'),
  };
  const shown = shownErrors(errors, FIELDS, (field, problem: FieldError) =>
    field === 'handle' && problem.type === 'taken'
      ? t('settings.store.storefront.handleTaken')
      : messages[field],
  );

  return (
    <Card>
      <section aria-labelledby="storefront-title" className="flex flex-col gap-5">
        <div>
          <h2 id="storefront-title" className="text-base font-semibold text-slate-900">
            {t('settings.store.storefront.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('settings.store.storefront.intro')}</p>
        </div>

        <CopyRow
          id="storefront-api-base-url"
          label={t('settings.store.storefront.apiBaseUrl')}
          value={urls.api_base_url}
        />
        {urls.host_base_urls.map((url, index) => (
          <CopyRow
            key={url}
            id={`storefront-host-url-${index}`}
            label={t('settings.store.storefront.hostUrl')}
            value={url}
          />
        ))}
        <div>
          <CopyRow
            id="storefront-env"
            label={t('settings.store.storefront.envTitle')}
            value={snippet}
          />
          <p className="mt-1 text-sm text-slate-500">{t('settings.store.storefront.envHint')}</p>
        </div>
        <div>
          <p className="text-sm font-medium text-slate-800">
            {t('settings.store.storefront.shop')}
          </p>
          <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-center">
            <a
              href={urls.shop_url}
              target="_blank"
              rel="noreferrer"
              dir="ltr"
              className="font-mono text-sm break-all text-slate-900 underline underline-offset-2"
            >
              {urls.shop_url}
            </a>
            <CopyButton
              text={urls.shop_url}
              label={t('settings.store.storefront.copyWhat', {
                what: t('settings.store.storefront.shop'),
              })}
            />
          </div>
        </div>

        <form
          onSubmit={onSubmit}
          noValidate
          className="flex flex-col gap-4 border-t border-slate-200 pt-5"
        >
          {update.isError && !onField && <Alert>{getErrorMessage(update.error)}</Alert>}
          <div>
            <TextField
              id="store-handle"
              label={t('settings.store.storefront.handle')}
              autoCapitalize="none"
              spellCheck={false}
              dir="ltr"
              error={shown.handle?.message}
              {...register('handle')}
            />
            <p className="mt-1 text-sm text-slate-500">
              {t('settings.store.storefront.handleHint')}
            </p>
          </div>
          <div>
            <TextField
              id="store-host-name"
              label={t('settings.store.storefront.hostName')}
              placeholder="api.shop.example.com"
              autoCapitalize="none"
              spellCheck={false}
              dir="ltr"
              error={shown.host_name?.message}
              {...register('host_name')}
            />
            <p className="mt-1 text-sm text-slate-500">
              {t('settings.store.storefront.hostNameHint')}
            </p>
          </div>
          <FormField
            label={t('settings.store.storefront.cors')}
            hint={t('settings.store.storefront.corsHint')}
            error={shown.store_cors?.message}
          >
            {(control) => (
              <textarea
                {...control}
                rows={3}
                dir="ltr"
                spellCheck={false}
                placeholder={'https://shop.example.com\nhttp://localhost:8000'}
                className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-slate-900 aria-invalid:border-red-500"
                {...register('store_cors')}
              />
            )}
          </FormField>
          <div>
            <Button type="submit" isLoading={update.isPending} disabled={!isDirty}>
              {t('settings.store.storefront.save')}
            </Button>
          </div>
        </form>
      </section>
    </Card>
  );
}
