import { zodResolver } from '@hookform/resolvers/zod';
import { AdminPostProductsProductReq, Handle, type Product } from '@storedesk/contract';
import { useAdminUpdateProduct } from '@storedesk/react';
import { useState } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Alert } from '@/components/alert';
import { FormLabel } from '@/components/ui/form-label';
import { Modal } from '@/components/ui/modal';
import { TextInput } from '@/components/ui/text-input';
import { toast } from '@/components/ui/toast';
import { UiButton } from '@/components/ui/ui-button';
import { useFeatureFlag } from '@/features/feature-flags';
import { productErrorMap, useTranslatedErrors } from '../../common/field-errors';
import { serverIssues } from '../../common/server-errors';
import { OrganizeFields } from '../../product-create/components/organize-fields';
import { Section } from '@/components/detail/section';

const GeneralForm = AdminPostProductsProductReq.pick({ subtitle: true, description: true }).extend({
  title: AdminPostProductsProductReq.shape.title.unwrap(),
  handle: Handle,
  // Organise, as the create form has it: type by value, ids for collection and categories.
  type_value: z.string().trim().max(200),
  collection_id: z.string(),
  tags: z.array(z.string()),
  categories: z.array(z.string()),
});
type Values = z.input<typeof GeneralForm>;
type Output = z.output<typeof GeneralForm>;
const FIELDS = [
  'title',
  'subtitle',
  'handle',
  'description',
  'type_value',
  'collection_id',
  'tags',
  'categories',
];

/** The form field a server error path belongs to (`type.value` → `type_value`, `tags.0` → `tags`). */
function formPath(path: string): string | null {
  const head = path.split('.')[0]!;
  if (head === 'type') return 'type_value';
  return FIELDS.includes(head) ? head : null;
}
const resolver = zodResolver(GeneralForm, { error: productErrorMap });

const TEXTAREA =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-xs focus:outline-2 focus:outline-slate-900';

function GeneralEditModal({ product, onClose }: { product: Product; onClose: () => void }) {
  const { t } = useTranslation('products');
  const [formError, setFormError] = useState<string>();
  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: {
      title: product.title,
      subtitle: product.subtitle ?? '',
      handle: product.handle,
      description: product.description ?? '',
      type_value: product.type?.value ?? '',
      collection_id: product.collection_id ?? '',
      tags: (product.tags ?? []).map((tag) => tag.value),
      categories: (product.categories ?? []).map((category) => category.id),
    },
  });
  const errors = useTranslatedErrors(form.formState.errors);
  const update = useAdminUpdateProduct(product.id, {
    onSuccess: () => {
      toast.success(t('detail.saved'));
      onClose();
    },
    onError: (error) => {
      const rest: string[] = [];
      for (const issue of serverIssues(error, (path) => formPath(path) !== null)) {
        const field = issue.path ? formPath(issue.path) : null;
        if (field) form.setError(field as Path<Values>, { type: 'server', message: issue.message });
        else rest.push(issue.message);
      }
      setFormError(rest.join(' ') || undefined);
    },
  });
  const onSubmit = form.handleSubmit((values) =>
    update.mutate({
      title: values.title,
      handle: values.handle,
      subtitle: values.subtitle || null,
      description: values.description || null,
      type: values.type_value ? { value: values.type_value } : null,
      collection_id: values.collection_id || null,
      tags: values.tags.map((value) => ({ value })),
      categories: values.categories.map((id) => ({ id })),
    }),
  );
  return (
    <Modal open onClose={onClose}>
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
          <Modal.Body>
            <Modal.Header title={t('detail.editGeneral')} />
            <Modal.Content className="flex flex-col gap-4">
              {formError && <Alert>{formError}</Alert>}
              <TextInput
                label={t('fields.title')}
                required
                errors={errors}
                {...form.register('title')}
              />
              <TextInput
                label={t('fields.subtitle')}
                errors={errors}
                {...form.register('subtitle')}
              />
              <TextInput
                label={t('fields.handle')}
                prefix="/"
                errors={errors}
                {...form.register('handle')}
              />
              <div>
                <FormLabel htmlFor="edit-description" className="mb-1">
                  {t('fields.description')}
                </FormLabel>
                <textarea
                  id="edit-description"
                  rows={5}
                  className={TEXTAREA}
                  {...form.register('description')}
                />
              </div>
              <OrganizeFields withSalesChannels={false} />
            </Modal.Content>
          </Modal.Body>
          <Modal.Footer>
            <UiButton variant="secondary" onClick={onClose}>
              {t('detail.cancel')}
            </UiButton>
            <UiButton type="submit" isLoading={update.isPending}>
              {t('detail.save')}
            </UiButton>
          </Modal.Footer>
        </form>
      </FormProvider>
    </Modal>
  );
}

/**
 * Title, subtitle, handle, description, and how the product is organised (type, collection, tags,
 * categories), with one edit modal for all of them.
 */
export function GeneralSection({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  const [editing, setEditing] = useState(false);
  const withCategories = useFeatureFlag('product_categories');
  const rows: [string, string | null | undefined][] = [
    [t('fields.subtitle'), product.subtitle],
    [t('fields.handle'), `/${product.handle}`],
    [t('fields.description'), product.description],
    [t('fields.type'), product.type?.value],
    [t('fields.collection'), product.collection?.title],
    [t('fields.tags'), (product.tags ?? []).map((tag) => tag.value).join(', ')],
  ];
  // Categories only while the store's product_categories flag is on.
  if (withCategories) {
    rows.push([t('fields.categories'), (product.categories ?? []).map((c) => c.name).join(', ')]);
  }
  return (
    <Section
      title={t('detail.general')}
      actions={
        <UiButton variant="secondary" onClick={() => setEditing(true)}>
          {t('detail.edit')}
        </UiButton>
      }
    >
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="break-words whitespace-pre-line text-slate-900">{value || '—'}</dd>
          </div>
        ))}
      </dl>
      {editing && <GeneralEditModal product={product} onClose={() => setEditing(false)} />}
    </Section>
  );
}
