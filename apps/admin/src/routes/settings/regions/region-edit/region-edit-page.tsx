import { useAdminRegion, useAdminUpdateRegion } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from '@/components/ui/toast';
import { RegionFormModal, regionFormValues, toRegionBody } from '../common/region-form-modal';

/** `/a/settings/regions/:id/edit`: every field of the region, over its page. */
export function RegionEditPage() {
  const { t } = useTranslation('regions');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const region = useAdminRegion(id);
  const back = () => navigate(`/a/settings/regions/${id}`);
  const update = useAdminUpdateRegion(id, {
    onSuccess: () => {
      toast.success(t('detail.saved'));
      back();
    },
  });
  // The detail page (the parent route) shows loading and errors.
  if (!region.data) return null;
  const current = region.data.region;
  return (
    <RegionFormModal
      heading={t('detail.editTitle', { name: current.name })}
      regionId={current.id}
      defaultValues={regionFormValues(current)}
      onSubmit={(values) => update.mutate(toRegionBody(values))}
      onClose={back}
      isSaving={update.isPending}
      error={update.error}
    />
  );
}
