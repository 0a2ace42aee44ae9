import { getErrorMessage } from '@storedesk/client';
import type { Product } from '@storedesk/contract';
import { useAdminUpdateProduct } from '@storedesk/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { toast } from '@/components/ui/toast';
import { UiButton } from '@/components/ui/ui-button';
import { MediaEditor } from '../../common/media-editor';
import { Section } from '@/components/detail/section';

/** Images: upload, reorder, remove; Save sends them in order, the first as the thumbnail. */
export function MediaSection({ product }: { product: Product }) {
  const { t } = useTranslation('products');
  const saved = (product.images ?? []).map((image) => image.url);
  const [images, setImages] = useState<string[] | null>(null);
  const [uploading, setUploading] = useState(false);
  const update = useAdminUpdateProduct(product.id, {
    onSuccess: () => {
      setImages(null);
      toast.success(t('detail.saved'));
    },
  });
  const current = images ?? saved;
  return (
    <Section
      title={t('detail.media')}
      actions={
        images !== null && (
          <>
            <UiButton variant="secondary" onClick={() => setImages(null)}>
              {t('detail.cancel')}
            </UiButton>
            <UiButton
              isLoading={update.isPending}
              disabled={uploading}
              onClick={() => update.mutate({ images: current, thumbnail: current[0] ?? null })}
            >
              {t('detail.saveMedia')}
            </UiButton>
          </>
        )
      }
    >
      <MediaEditor images={current} onChange={setImages} onUploadingChange={setUploading} />
      {update.isError && <Alert>{getErrorMessage(update.error)}</Alert>}
    </Section>
  );
}
