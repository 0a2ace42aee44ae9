import { useAdminStockLocation, useAdminUpdateStockLocation } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from '@/components/ui/toast';
import { LOCATION_DETAIL_QUERY } from '../location-detail/loader';
import {
  LocationFormModal,
  locationFormValues,
  toLocationBody,
} from '../common/location-form-modal';

/** `/a/settings/locations/:id/edit`: the location's name and address, over its page. */
export function LocationEditPage() {
  const { t } = useTranslation('locations');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useAdminStockLocation(id, LOCATION_DETAIL_QUERY);
  const back = () => navigate(`/a/settings/locations/${id}`);
  const update = useAdminUpdateStockLocation(id, {
    onSuccess: () => {
      toast.success(t('detail.saved'));
      back();
    },
  });
  // The detail page (the parent route) shows loading and errors.
  if (!location.data) return null;
  const current = location.data.stock_location;
  return (
    <LocationFormModal
      title={t('detail.editTitle', { name: current.name })}
      defaultValues={locationFormValues(current)}
      onSubmit={(values) => update.mutate(toLocationBody(values))}
      onClose={back}
      isSaving={update.isPending}
      error={update.error}
    />
  );
}
