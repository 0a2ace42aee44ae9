import { useAdminCreateTaxRate } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { TAXES_PATH } from '../common/queries';
import { TaxRateFormModal } from '../common/tax-rate-form';
import { regionSearch, useRegionParam } from '@/routes/settings/common/use-region-param';

/** `/a/settings/tax-rates/new?region=`: a new override in the region the page shows. */
export function TaxRateCreateModal() {
  const { t } = useTranslation('taxes');
  const navigate = useNavigate();
  const { region } = useRegionParam();
  const close = () => void navigate(`${TAXES_PATH}${regionSearch(region)}`);
  const create = useAdminCreateTaxRate({
    onSuccess: ({ tax_rate }) => {
      toast.success(t('create.created', { name: tax_rate.name }));
      close();
    },
  });
  if (!region) return null;
  return (
    <TaxRateFormModal
      heading={t('create.heading')}
      submitLabel={t('create.submit')}
      region={region}
      isSaving={create.isPending}
      error={create.error}
      onSubmit={(body) => create.mutate({ ...body, region_id: region.id })}
      onClose={close}
    />
  );
}
