import { zodResolver } from '@hookform/resolvers/zod';
import type { Product } from '@storedesk/contract';
import { useAdminCreateVariant } from '@storedesk/react';
import { useId, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Modal } from '@/components/ui/modal';
import { TextInput } from '@/components/ui/text-input';
import { toast } from '@/components/ui/toast';
import { UiButton } from '@/components/ui/ui-button';
import { productErrorMap, useTranslatedErrors } from '../../common/field-errors';
import { serverIssues } from '../../common/server-errors';
import {
  AddVariantForm,
  addVariantPath,
  emptyVariant,
  toVariantBody,
  type AddVariantOutput,
  type AddVariantValues,
} from './add-variant';

const resolver = zodResolver(AddVariantForm, { error: productErrorMap });

/** A new variant of an existing product: its option values, SKU, stock and prices. */
export function AddVariantModal({
  product,
  currencies,
  onClose,
}: {
  product: Product;
  currencies: readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation('products');
  const listPrefix = useId();
  const [formError, setFormError] = useState<string>();
  const form = useForm<AddVariantValues, unknown, AddVariantOutput>({
    resolver,
    defaultValues: emptyVariant(product, currencies),
  });
  const errors = useTranslatedErrors(form.formState.errors);
  const create = useAdminCreateVariant(product.id);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const body = toVariantBody(product, values);
    try {
      await create.mutateAsync(body);
      toast.success(t('variants.added'));
      onClose();
    } catch (error) {
      const rest: string[] = [];
      for (const issue of serverIssues(error, (path) => addVariantPath(path, body) !== null)) {
        const field = issue.path ? addVariantPath(issue.path, body) : null;
        if (field)
          form.setError(field as Path<AddVariantValues>, {
            type: 'server',
            message: issue.message,
          });
        else rest.push(issue.message);
      }
      setFormError(rest.join(' ') || undefined);
    }
  });

  return (
    <Modal open onClose={onClose}>
      <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
        <Modal.Body>
          <Modal.Header title={t('variants.addTitle')} />
          <Modal.Content className="flex flex-col gap-4">
            {formError && <Alert>{formError}</Alert>}
            {(product.options ?? []).length > 0 && (
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                {(product.options ?? []).map((option) => {
                  const known = [...new Set((option.values ?? []).map((entry) => entry.value))];
                  return (
                    <div key={option.id}>
                      <TextInput
                        label={option.title}
                        required
                        list={`${listPrefix}-${option.id}`}
                        errors={errors}
                        {...form.register(`options.${option.id}`)}
                      />
                      <datalist id={`${listPrefix}-${option.id}`}>
                        {known.map((value) => (
                          <option key={value} value={value} />
                        ))}
                      </datalist>
                    </div>
                  );
                })}
              </div>
            )}
            <TextInput
              label={t('variants.title')}
              tooltip={t('variants.titleHint')}
              errors={errors}
              {...form.register('title')}
            />
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <TextInput label={t('variants.sku')} errors={errors} {...form.register('sku')} />
              <TextInput
                label={t('variants.inventory')}
                type="number"
                min={0}
                errors={errors}
                {...form.register('inventory_quantity', { valueAsNumber: true })}
              />
            </div>
            {currencies.length > 0 && (
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                {currencies.map((code) => (
                  <TextInput
                    key={code}
                    label={t('variants.priceIn', { currency: code.toUpperCase() })}
                    inputMode="decimal"
                    errors={errors}
                    {...form.register(`prices.${code}`)}
                  />
                ))}
              </div>
            )}
          </Modal.Content>
        </Modal.Body>
        <Modal.Footer>
          <UiButton variant="secondary" onClick={onClose}>
            {t('detail.cancel')}
          </UiButton>
          <UiButton type="submit" isLoading={create.isPending}>
            {t('variants.add')}
          </UiButton>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
