import { useAdminTaxRate, useAdminUpdateTaxRate } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from '@/components/ui/toast';
import { OVERRIDE_DETAIL, TAXES_PATH } from '../common/queries';
import { TaxRateFormModal } from '../common/tax-rate-form';
import { regionSearch, useRegionParam } from '@/routes/settings/common/use-region-param';

/** `/a/settings/tax-rates/:id/edit`: an override with everything it applies to. */
export function TaxRateEditModal() {
  const { t } = useTranslation('taxes');
  const id = useParams().id!;
  const navigate = useNavigate();
  const { regions, region: shown } = useRegionParam();
  const rate = useAdminTaxRate(id, OVERRIDE_DETAIL);
  const region = regions.find((entry) => entry.id === rate.data?.tax_rate.region_id) ?? shown;
  const close = () => void navigate(`${TAXES_PATH}${regionSearch(region)}`);
  const update = useAdminUpdateTaxRate(id, {
    onSuccess: () => {
      toast.success(t('edit.saved'));
      close();
    },
  });
  if (!rate.data || !region) return null;
  return (
    <TaxRateFormModal
      heading={t('edit.heading', { name: rate.data.tax_rate.name ?? '' })}
      submitLabel={t('edit.submit')}
      region={region}
      rate={rate.data.tax_rate}
      isSaving={update.isPending}
      error={update.error}
      onSubmit={(body) => update.mutate(body)}
      onClose={close}
    />
  );
}
