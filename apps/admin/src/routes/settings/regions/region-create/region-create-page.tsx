import { useAdminCreateRegion, useAdminStore } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { RegionFormModal, toRegionBody } from '../common/region-form-modal';

/** `/a/settings/regions/new`: a new region in a full-screen editor over the list. */
export function RegionCreatePage() {
  const { t } = useTranslation('regions');
  const navigate = useNavigate();
  const location = useLocation();
  const store = useAdminStore().data?.store;
  const create = useAdminCreateRegion({
    onSuccess: (data) => {
      toast.success(t('create.created', { name: data.region.name }));
      navigate(`/a/settings/regions/${data.region.id}`);
    },
  });
  // The list's loader has read the store: its default currency and usable providers preset.
  if (!store) return null;
  return (
    <RegionFormModal
      heading={t('create.title')}
      submitLabel={t('create.save')}
      defaultValues={{
        name: '',
        currency_code: store.default_currency_code,
        tax_rate: '0',
        tax_code: '',
        includes_tax: false,
        automatic_taxes: true,
        gift_cards_taxable: true,
        countries: [],
        payment_providers: store.payment_providers
          .filter((provider) => provider.is_installed && provider.id === 'manual')
          .map((provider) => provider.id),
        fulfillment_providers: store.fulfillment_providers
          .filter((provider) => provider.is_installed && provider.id === 'manual')
          .map((provider) => provider.id),
      }}
      onSubmit={(values) => create.mutate(toRegionBody(values))}
      onClose={() => navigate({ pathname: '/a/settings/regions', search: location.search })}
      isSaving={create.isPending}
      error={create.error}
    />
  );
}
