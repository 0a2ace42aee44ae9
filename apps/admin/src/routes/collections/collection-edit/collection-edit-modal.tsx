import { useAdminCollection, useAdminUpdateCollection } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from '@/components/ui/toast';
import { CollectionFormModal } from '../common/collection-form';

/** `/a/collections/:id/edit`: title, handle and metadata of the collection the page shows. */
export function CollectionEditModal() {
  const { t } = useTranslation('collections');
  const id = useParams().id!;
  const navigate = useNavigate();
  const collection = useAdminCollection(id);
  const close = () => void navigate(`/a/collections/${id}`);
  const update = useAdminUpdateCollection(id, {
    onSuccess: () => {
      toast.success(t('edit.saved'));
      close();
    },
  });

  // The detail page behind the modal has read the collection already (same query).
  if (!collection.data) return null;
  return (
    <CollectionFormModal
      heading={t('edit.heading')}
      submitLabel={t('edit.submit')}
      collection={collection.data.collection}
      isSaving={update.isPending}
      error={update.error}
      onSubmit={(body) => update.mutate(body)}
      onClose={close}
    />
  );
}
