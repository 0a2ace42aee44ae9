import { useAdminCreateCollection } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { CollectionFormModal } from '../common/collection-form';

/** `/a/collections/new`: creates a collection, then opens it. */
export function CollectionCreateModal() {
  const { t } = useTranslation('collections');
  const navigate = useNavigate();
  const { search } = useLocation();
  const create = useAdminCreateCollection({
    onSuccess: ({ collection }) => {
      toast.success(t('create.created', { title: collection.title }));
      void navigate(`/a/collections/${collection.id}`);
    },
  });

  return (
    <CollectionFormModal
      heading={t('create.heading')}
      submitLabel={t('create.submit')}
      isSaving={create.isPending}
      error={create.error}
      onSubmit={(body) => create.mutate(body)}
      onClose={() => void navigate({ pathname: '/a/collections', search })}
    />
  );
}
