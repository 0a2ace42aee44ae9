import { getErrorMessage } from '@storedesk/client';
import type { Product } from '@storedesk/contract';
import {
  useAdminCreateProduct,
  useAdminDeleteProduct,
  useAdminUpdateProduct,
} from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DeleteAction, useLeaveOnDelete } from '@/components/detail/delete-action';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast';
import { UiButton } from '@/components/ui/ui-button';
import { duplicateBody } from '../duplicate';

/** Publish / unpublish, duplicate (as a draft copy) and delete (after confirmation). */
export function ProductActions({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  const navigate = useNavigate();
  const publish = useAdminUpdateProduct(product.id, {
    onSuccess: ({ product: saved }) =>
      toast.success(saved.status === 'published' ? t('detail.published') : t('detail.unpublished')),
    onError: (error) => toast.error(getErrorMessage(error)),
  });
  const duplicate = useAdminCreateProduct({
    onSuccess: ({ product: copy }) => {
      toast.success(t('detail.duplicated'));
      navigate(`/a/products/${copy.id}`);
    },
    onError: (error) => toast.error(getErrorMessage(error)),
  });
  const remove = useAdminDeleteProduct(
    product.id,
    useLeaveOnDelete('/a/products', () => t('detail.deleted', { title: product.title })),
  );
  const suffix = () => Math.random().toString(36).slice(2, 7);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Switch
        label={t('detail.publishedSwitch')}
        checked={product.status === 'published'}
        disabled={publish.isPending}
        onCheckedChange={(on) => publish.mutate({ status: on ? 'published' : 'draft' })}
      />
      <UiButton
        variant="secondary"
        isLoading={duplicate.isPending}
        onClick={() =>
          duplicate.mutate(
            duplicateBody(product, t('detail.copyTitle', { title: product.title }), suffix()),
          )
        }
      >
        {t('detail.duplicate')}
      </UiButton>
      <DeleteAction
        mutation={remove}
        label={t('detail.delete')}
        title={t('detail.deleteTitle', { title: product.title })}
        description={t('detail.deleteText')}
        confirmLabel={t('detail.delete')}
      />
    </div>
  );
}
