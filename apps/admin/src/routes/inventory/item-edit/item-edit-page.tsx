import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorMessage } from '@storedesk/client';
import type { DecoratedInventoryItem } from '@storedesk/contract';
import { useAdminInventoryItem, useAdminUpdateInventoryItem } from '@storedesk/react';
import { useEffect, useId } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { Alert } from '@/components/alert';
import { FocusModal } from '@/components/ui/focus-modal';
import { Switch } from '@/components/ui/switch';
import { TextInput } from '@/components/ui/text-input';
import { toast } from '@/components/ui/toast';
import { serverFieldError } from '@/lib/server-field-error';
import { itemTitle } from '../common/item-names';

const text = (max: number) => z.string().trim().max(max);
/** The item's own fields as boxes; numbers stay text until they are whole numbers. */
const ItemSchema = z.object({
  sku: text(200),
  title: text(200),
  description: text(5000),
  hs_code: text(100),
  origin_country: text(100),
  mid_code: text(100),
  material: text(200),
  weight: z
    .string()
    .trim()
    .regex(/^(\d{1,8})?$/),
  requires_shipping: z.boolean(),
});
type ItemValues = z.input<typeof ItemSchema>;
type ItemOutput = z.output<typeof ItemSchema>;

const orNull = (value: string) => (value === '' ? null : value);
const FIELDS = ['sku', 'weight'] as const;

const valuesOf = (item: DecoratedInventoryItem): ItemValues => ({
  sku: item.sku ?? '',
  title: item.title ?? '',
  description: item.description ?? '',
  hs_code: item.hs_code ?? '',
  origin_country: item.origin_country ?? '',
  mid_code: item.mid_code ?? '',
  material: item.material ?? '',
  weight: item.weight === null ? '' : String(item.weight),
  requires_shipping: item.requires_shipping,
});

/** `/a/inventory/:id/edit`: the item's SKU, title and customs details, over its page. */
export function ItemEditPage() {
  const { t } = useTranslation('inventory');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const item = useAdminInventoryItem(id);
  const back = () => navigate(`/a/inventory/${id}`);
  const update = useAdminUpdateInventoryItem(id, {
    onSuccess: () => {
      toast.success(t('detail.saved'));
      back();
    },
  });
  // The item's page (the parent route) shows loading and errors.
  if (!item.data) return null;
  const current = item.data.inventory_item;
  return (
    <ItemEditForm
      title={t('detail.editTitle', { name: itemTitle(current) })}
      defaultValues={valuesOf(current)}
      onClose={back}
      isSaving={update.isPending}
      error={update.error}
      onSubmit={(values) =>
        update.mutate({
          sku: orNull(values.sku),
          title: orNull(values.title),
          description: orNull(values.description),
          hs_code: orNull(values.hs_code),
          origin_country: orNull(values.origin_country),
          mid_code: orNull(values.mid_code),
          material: orNull(values.material),
          weight: values.weight === '' ? null : Number(values.weight),
          requires_shipping: values.requires_shipping,
        })
      }
    />
  );
}

interface ItemEditFormProps {
  title: string;
  defaultValues: ItemValues;
  onSubmit: (values: ItemOutput) => void;
  onClose: () => void;
  isSaving: boolean;
  error: unknown;
}

function ItemEditForm({
  title,
  defaultValues,
  onSubmit,
  onClose,
  isSaving,
  error,
}: ItemEditFormProps) {
  const { t } = useTranslation('inventory');
  const formId = useId();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    setValue,
    formState: { errors },
  } = useForm<ItemValues, unknown, ItemOutput>({
    resolver: zodResolver(ItemSchema),
    defaultValues,
    mode: 'onTouched',
  });
  useEffect(() => {
    const field = serverFieldError(error, FIELDS);
    if (field) setError(field.field, { type: 'server' });
  }, [error, setError]);

  const shown: FieldErrors = {};
  if (errors.sku) shown.sku = { type: 'validate', message: t('errors.sku') };
  if (errors.weight) shown.weight = { type: 'validate', message: t('errors.weight') };

  return (
    <FocusModal
      open
      onClose={onClose}
      title={title}
      formId={formId}
      isSaving={isSaving}
      className="max-w-2xl"
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-5"
        onSubmit={handleSubmit(onSubmit)}
      >
        {error !== null && error !== undefined && <Alert>{getErrorMessage(error)}</Alert>}
        <TextInput label={t('fields.title')} autoComplete="off" {...register('title')} />
        <TextInput label={t('fields.sku')} autoComplete="off" errors={shown} {...register('sku')} />
        <TextInput
          label={t('fields.description')}
          autoComplete="off"
          {...register('description')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput label={t('fields.hsCode')} autoComplete="off" {...register('hs_code')} />
          <TextInput
            label={t('fields.originCountry')}
            autoComplete="off"
            {...register('origin_country')}
          />
          <TextInput label={t('fields.midCode')} autoComplete="off" {...register('mid_code')} />
          <TextInput label={t('fields.material')} autoComplete="off" {...register('material')} />
          <TextInput
            label={t('fields.weight')}
            inputMode="numeric"
            autoComplete="off"
            errors={shown}
            {...register('weight')}
          />
        </div>
        <Switch
          label={t('fields.requiresShipping')}
          description={t('fields.requiresShippingHint')}
          checked={watch('requires_shipping')}
          onCheckedChange={(checked) =>
            setValue('requires_shipping', checked, { shouldDirty: true })
          }
        />
      </form>
    </FocusModal>
  );
}
