import { zodResolver } from '@hookform/resolvers/zod';
import { useAdminCreateProduct, useAdminStore } from '@storedesk/react';
import { useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { FocusModal } from '@/components/ui/focus-modal';
import { FormErrors } from '@/components/ui/form-errors';
import { toast } from '@/components/ui/toast';
import { productErrorMap, useTranslatedErrors } from '../common/field-errors';
import { MediaEditor } from '../common/media-editor';
import { serverIssues } from '../common/server-errors';
import { ShippingFields } from '../common/shipping-fields';
import { GeneralFields } from './components/general-fields';
import { OrganizeFields } from './components/organize-fields';
import { VariantsFields } from './components/variants-fields';
import {
  ProductCreateForm,
  createFormPath,
  toCreateBody,
  type ProductCreateOutput,
  type ProductCreateValues,
} from './schema';
import { emptyVariant } from './variant-matrix';

const FORM_ID = 'product-create-form';
const resolver = zodResolver(ProductCreateForm, { error: productErrorMap });

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 border-b border-slate-200 pb-8">
      <div>
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {hint && <p className="mt-1 text-sm text-slate-500">{hint}</p>}
      </div>
      {children}
    </section>
  );
}

/** `/a/products/new`: the new-product focus modal over the list. */
export function ProductCreatePage() {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const { search } = useLocation();
  const store = useAdminStore();
  const [uploading, setUploading] = useState(false);
  const [formError, setFormError] = useState<string[]>([]);
  const priceCurrencies = useRef<string[][]>([]);
  const defaultTitle = t('create.defaultVariant');

  const currencies = store.data
    ? store.data.store.currencies.length > 0
      ? store.data.store.currencies.map((currency) => currency.code)
      : [store.data.store.default_currency_code]
    : [];

  const form = useForm<ProductCreateValues, unknown, ProductCreateOutput>({
    resolver,
    defaultValues: {
      title: '',
      subtitle: '',
      handle: '',
      description: '',
      status: 'draft',
      type_value: '',
      collection_id: '',
      tags: [],
      categories: [],
      sales_channels: [],
      options: [],
      variants: [emptyVariant([], defaultTitle)],
      images: [],
      weight: null,
      length: null,
      height: null,
      width: null,
      hs_code: null,
      origin_country: null,
      mid_code: null,
      material: null,
    },
  });
  const errors = useTranslatedErrors(form.formState.errors);

  const close = () => navigate({ pathname: '/a/products', search });

  const create = useAdminCreateProduct({
    onSuccess: ({ product }) => {
      toast.success(t('create.created', { title: product.title }));
      navigate(`/a/products/${product.id}`);
    },
    onError: (error) => {
      const unplaced: string[] = [];
      for (const issue of serverIssues(
        error,
        (path) => createFormPath(path, priceCurrencies.current) !== null,
      )) {
        const target = issue.path ? createFormPath(issue.path, priceCurrencies.current) : null;
        if (target) {
          form.setError(target as Path<ProductCreateValues>, {
            type: 'server',
            message: issue.message,
          });
        } else {
          unplaced.push(issue.message);
        }
      }
      setFormError(unplaced);
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError([]);
    const { body, priceCurrencies: sent } = toCreateBody(values);
    priceCurrencies.current = sent;
    create.mutate(body);
  });

  return (
    <FocusModal
      open
      onClose={close}
      title={t('create.title')}
      formId={FORM_ID}
      saveLabel={t('create.save')}
      isSaving={create.isPending}
      saveDisabled={uploading}
      className="max-w-5xl"
    >
      <FormProvider {...form}>
        <form id={FORM_ID} noValidate onSubmit={onSubmit} className="flex flex-col gap-8">
          {formError.length > 0 && <Alert>{formError.join(' ')}</Alert>}
          <FormErrors errors={errors} />
          <Section title={t('create.general')}>
            <GeneralFields />
          </Section>
          <Section title={t('create.organize')}>
            <OrganizeFields />
          </Section>
          <Section title={t('create.variants')} hint={t('create.variantsHint')}>
            {store.isPending ? (
              <p className="text-sm text-slate-500">{t('create.loadingCurrencies')}</p>
            ) : (
              <VariantsFields currencies={currencies} />
            )}
          </Section>
          <Section title={t('create.media')} hint={t('create.mediaHint')}>
            <MediaEditor
              images={form.watch('images')}
              onChange={(images) => form.setValue('images', images, { shouldDirty: true })}
              onUploadingChange={setUploading}
            />
          </Section>
          <Section title={t('create.shipping')}>
            <ShippingFields register={form.register} errors={errors} />
          </Section>
        </form>
      </FormProvider>
    </FocusModal>
  );
}
