import { useAdminCreateShippingProfile } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { SHIPPING_PATH } from '../common/paths';
import { ProfileFormModal } from '../common/profile-form-modal';

/** `/a/settings/shipping/profiles/new`: a custom profile, then its page (to add products). */
export function ProfileCreateModal() {
  const { t } = useTranslation('shipping');
  const navigate = useNavigate();
  const create = useAdminCreateShippingProfile({
    onSuccess: ({ shipping_profile }) => {
      toast.success(t('profiles.created', { name: shipping_profile.name }));
      void navigate(`${SHIPPING_PATH}/profiles/${shipping_profile.id}`);
    },
  });
  return (
    <ProfileFormModal
      heading={t('profiles.createHeading')}
      submitLabel={t('profiles.createSubmit')}
      isSaving={create.isPending}
      error={create.error}
      onSubmit={({ name }) => create.mutate({ name, type: 'custom' })}
      onClose={() => void navigate(SHIPPING_PATH)}
    />
  );
}
