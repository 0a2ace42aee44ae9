import { useAdminShippingProfile, useAdminUpdateShippingProfile } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from '@/components/ui/toast';
import { SHIPPING_PATH } from '../common/paths';
import { ProfileFormModal } from '../common/profile-form-modal';

/** `/a/settings/shipping/profiles/:id/edit`: the profile's name. */
export function ProfileEditModal() {
  const { t } = useTranslation('shipping');
  const id = useParams().id!;
  const navigate = useNavigate();
  const profile = useAdminShippingProfile(id);
  const close = () => void navigate(`${SHIPPING_PATH}/profiles/${id}`);
  const update = useAdminUpdateShippingProfile(id, {
    onSuccess: () => {
      toast.success(t('profiles.saved'));
      close();
    },
  });
  if (!profile.data) return null;
  return (
    <ProfileFormModal
      heading={t('profiles.editHeading')}
      submitLabel={t('profiles.editSubmit')}
      name={profile.data.shipping_profile.name}
      isSaving={update.isPending}
      error={update.error}
      onSubmit={({ name }) => update.mutate({ name })}
      onClose={close}
    />
  );
}
