import { getErrorMessage } from '@storedesk/client';
import type { Product } from '@storedesk/contract';
import { useAdminDeletePriceListProductPrices } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';

interface RemoveProductPricesDialogProps {
  listId: string;
  product: Product;
  onClose: () => void;
}

/** Asks, then removes every price the list has for one product's variants. */
export function RemoveProductPricesDialog({
  listId,
  product,
  onClose,
}: RemoveProductPricesDialogProps) {
  const { t } = useTranslation('pricing');
  const remove = useAdminDeletePriceListProductPrices(listId, product.id, {
    onSuccess: (data) => {
      toast.success(t('detail.productPricesRemoved', { count: data.ids.length }));
      onClose();
    },
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('detail.removePricesTitle', { product: product.title })}
      description={t('detail.removePricesText')}
      confirmLabel={t('grid.removePrices')}
      variant="danger"
      isLoading={remove.isPending}
      error={remove.error ? getErrorMessage(remove.error) : undefined}
      onConfirm={() => remove.mutate()}
    />
  );
}
