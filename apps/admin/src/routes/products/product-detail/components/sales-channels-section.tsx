import { getErrorMessage } from '@storedesk/client';
import type { Product } from '@storedesk/contract';
import { useAdminSalesChannels, useAdminUpdateProduct } from '@storedesk/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { toast } from '@/components/ui/toast';
import { UiButton } from '@/components/ui/ui-button';
import { Section } from '@/components/detail/section';

/** The sales channels the product is sold in. */
export function SalesChannelsSection({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  const channels = useAdminSalesChannels({ limit: 200 });
  const saved = (product.sales_channels ?? []).map((channel) => channel.id);
  const [selected, setSelected] = useState<string[] | null>(null);
  const update = useAdminUpdateProduct(product.id, {
    onSuccess: () => {
      setSelected(null);
      toast.success(t('detail.saved'));
    },
  });
  const current = selected ?? saved;
  return (
    <Section
      title={t('detail.salesChannels')}
      actions={
        selected !== null && (
          <UiButton
            isLoading={update.isPending}
            onClick={() => update.mutate({ sales_channels: current.map((id) => ({ id })) })}
          >
            {t('detail.save')}
          </UiButton>
        )
      }
    >
      <div className="flex flex-col gap-1">
        {(channels.data?.sales_channels ?? []).map((channel) => (
          <label key={channel.id} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={current.includes(channel.id)}
              onChange={(event) =>
                setSelected(
                  event.target.checked
                    ? [...current, channel.id]
                    : current.filter((id) => id !== channel.id),
                )
              }
            />
            {channel.name}
          </label>
        ))}
      </div>
      {update.isError && <Alert>{getErrorMessage(update.error)}</Alert>}
    </Section>
  );
}
