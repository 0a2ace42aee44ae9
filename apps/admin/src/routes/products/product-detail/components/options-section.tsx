import { getErrorMessage } from '@storedesk/client';
import type { Product, ProductOption } from '@storedesk/contract';
import {
  useAdminCreateProductOption,
  useAdminDeleteProductOption,
  useAdminUpdateProductOption,
} from '@storedesk/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Dialog } from '@/components/ui/dialog';
import { TextInput } from '@/components/ui/text-input';
import { toast } from '@/components/ui/toast';
import { UiButton } from '@/components/ui/ui-button';
import { Section } from '@/components/detail/section';

function OptionRow({ product, option }: { product: Product; option: ProductOption }) {
  const { t } = useTranslation('products');
  const [title, setTitle] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const rename = useAdminUpdateProductOption(product.id, { onSuccess: () => setTitle(null) });
  const remove = useAdminDeleteProductOption(product.id, {
    onSuccess: () => {
      setConfirming(false);
      toast.success(t('detail.optionDeleted'));
    },
  });
  const values = [
    ...new Set(
      (product.variants ?? []).flatMap((variant) =>
        (variant.options ?? []).filter((v) => v.option_id === option.id).map((v) => v.value),
      ),
    ),
  ];
  return (
    <li className="flex flex-col gap-2 border-b border-slate-100 pb-3 last:border-0">
      {title === null ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <p className="text-sm font-medium text-slate-900">{option.title}</p>
            <p className="text-sm text-slate-500">{values.join(', ') || '—'}</p>
          </div>
          <div className="flex gap-1">
            <UiButton variant="ghost" onClick={() => setTitle(option.title)}>
              {t('detail.rename')}
            </UiButton>
            <UiButton variant="ghost" className="text-red-700" onClick={() => setConfirming(true)}>
              {t('detail.delete')}
            </UiButton>
          </div>
        </div>
      ) : (
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (title.trim()) rename.mutate({ option_id: option.id, title: title.trim() });
          }}
        >
          <TextInput
            label={t('detail.optionTitle')}
            className="flex-1"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
          <UiButton type="submit" isLoading={rename.isPending}>
            {t('detail.save')}
          </UiButton>
          <UiButton variant="secondary" onClick={() => setTitle(null)}>
            {t('detail.cancel')}
          </UiButton>
        </form>
      )}
      {rename.isError && <Alert>{getErrorMessage(rename.error)}</Alert>}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('detail.deleteOptionTitle', { title: option.title })}
        description={t('detail.deleteOptionText')}
        confirmLabel={t('detail.delete')}
        variant="danger"
        isLoading={remove.isPending}
        error={remove.isError ? getErrorMessage(remove.error) : undefined}
        onConfirm={() => remove.mutate(option.id)}
      />
    </li>
  );
}

/** The product's options: add one, rename or delete each. */
export function OptionsSection({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  const [title, setTitle] = useState('');
  const add = useAdminCreateProductOption(product.id, { onSuccess: () => setTitle('') });
  return (
    <Section title={t('detail.options')}>
      <ul className="flex flex-col gap-3">
        {(product.options ?? []).map((option) => (
          <OptionRow key={option.id} product={product} option={option} />
        ))}
      </ul>
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (title.trim()) add.mutate({ title: title.trim() });
        }}
      >
        <TextInput
          label={t('detail.newOption')}
          tooltip={t('detail.newOptionHint')}
          className="flex-1"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <UiButton type="submit" variant="secondary" isLoading={add.isPending}>
          {t('detail.addOption')}
        </UiButton>
      </form>
      {add.isError && <Alert>{getErrorMessage(add.error)}</Alert>}
    </Section>
  );
}
