import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorMessage } from '@storedesk/client';
import { AdminPostProductsProductReq, type Product } from '@storedesk/contract';
import { useAdminUpdateProduct } from '@storedesk/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Alert } from '@/components/alert';
import { toast } from '@/components/ui/toast';
import { UiButton } from '@/components/ui/ui-button';
import { productErrorMap, useTranslatedErrors } from '../../common/field-errors';
import { ShippingFields } from '../../common/shipping-fields';
import { Section } from '@/components/detail/section';

const AttributesForm = AdminPostProductsProductReq.pick({
  weight: true,
  length: true,
  height: true,
  width: true,
  hs_code: true,
  origin_country: true,
  mid_code: true,
  material: true,
});
type Values = z.input<typeof AttributesForm>;
const resolver = zodResolver(AttributesForm, { error: productErrorMap });

/** Weight, dimensions and customs attributes, edited in place. */
export function AttributesSection({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  const defaults: Values = {
    weight: product.weight,
    length: product.length,
    height: product.height,
    width: product.width,
    hs_code: product.hs_code,
    origin_country: product.origin_country,
    mid_code: product.mid_code,
    material: product.material,
  };
  const form = useForm<Values>({ resolver, values: defaults });
  const errors = useTranslatedErrors(form.formState.errors);
  const update = useAdminUpdateProduct(product.id, {
    onSuccess: () => toast.success(t('detail.saved')),
  });
  return (
    <Section title={t('detail.attributes')}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={form.handleSubmit((values) => update.mutate(values))}
      >
        <ShippingFields register={form.register} errors={errors} />
        {update.isError && <Alert>{getErrorMessage(update.error)}</Alert>}
        <div className="flex justify-end">
          <UiButton type="submit" disabled={!form.formState.isDirty} isLoading={update.isPending}>
            {t('detail.saveAttributes')}
          </UiButton>
        </div>
      </form>
    </Section>
  );
}
