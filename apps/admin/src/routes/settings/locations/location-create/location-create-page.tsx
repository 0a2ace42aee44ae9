import { useAdminCreateStockLocation } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { LocationFormModal, emptyLocation, toCreateBody } from '../common/location-form-modal';

/** `/a/settings/locations/new`: a new location in a full-screen editor over the list. */
export function LocationCreatePage() {
  const { t } = useTranslation('locations');
  const navigate = useNavigate();
  const location = useLocation();
  const create = useAdminCreateStockLocation({
    onSuccess: (data) => {
      toast.success(t('create.created', { name: data.stock_location.name }));
      navigate(`/a/settings/locations/${data.stock_location.id}`);
    },
  });
  return (
    <LocationFormModal
      title={t('create.title')}
      saveLabel={t('create.save')}
      defaultValues={emptyLocation}
      onSubmit={(values) => create.mutate(toCreateBody(values))}
      onClose={() => navigate({ pathname: '/a/settings/locations', search: location.search })}
      isSaving={create.isPending}
      error={create.error}
    />
  );
}
