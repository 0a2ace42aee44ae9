import { useAdminCreateShippingOption, useAdminShippingProfiles } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/components/ui/toast';
import { regionSearch, useRegionParam } from '@/routes/settings/common/use-region-param';
import { OptionFormModal } from '../common/option-form-modal';
import { PROFILES_QUERY, SHIPPING_PATH } from '../common/paths';

/** `/a/settings/shipping/options/new?region=` (`&return=1` for a return option). */
export function OptionCreateModal() {
  const { t } = useTranslation('shipping');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const isReturn = params.get('return') === '1';
  const { region } = useRegionParam();
  const profiles = useAdminShippingProfiles(PROFILES_QUERY);
  const close = () => void navigate(`${SHIPPING_PATH}${regionSearch(region)}`);
  const create = useAdminCreateShippingOption({
    onSuccess: ({ shipping_option }) => {
      toast.success(t('create.created', { name: shipping_option.name }));
      close();
    },
  });
  if (!region || !profiles.data) return null;
  return (
    <OptionFormModal
      heading={t(isReturn ? 'create.returnHeading' : 'create.heading')}
      submitLabel={t('create.submit')}
      region={region}
      isReturn={isReturn}
      profiles={profiles.data.shipping_profiles}
      isSaving={create.isPending}
      error={create.error}
      onSubmit={(body) => create.mutate(body)}
      onClose={close}
    />
  );
}
