import { useAdminShippingOption, useAdminUpdateShippingOption } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from '@/components/ui/toast';
import { regionSearch, useRegionParam } from '@/routes/settings/common/use-region-param';
import { OptionFormModal } from '../common/option-form-modal';
import { SHIPPING_PATH } from '../common/paths';

/** `/a/settings/shipping/options/:id/edit`: name, price, tax flag, requirements, staff-only. */
export function OptionEditModal() {
  const { t } = useTranslation('shipping');
  const id = useParams().id!;
  const navigate = useNavigate();
  const { regions } = useRegionParam();
  const option = useAdminShippingOption(id);
  const region = regions.find((entry) => entry.id === option.data?.shipping_option.region_id);
  const close = () => void navigate(`${SHIPPING_PATH}${regionSearch(region)}`);
  const update = useAdminUpdateShippingOption(id, {
    onSuccess: () => {
      toast.success(t('edit.saved'));
      close();
    },
  });
  if (!option.data || !region) return null;
  const current = option.data.shipping_option;
  return (
    <OptionFormModal
      heading={t(current.is_return ? 'edit.returnHeading' : 'edit.heading', {
        name: current.name,
      })}
      submitLabel={t('edit.submit')}
      region={region}
      option={current}
      isReturn={current.is_return}
      isSaving={update.isPending}
      error={update.error}
      onSubmit={(body) =>
        update.mutate({
          name: body.name,
          price_type: body.price_type,
          ...(body.amount !== undefined && { amount: body.amount }),
          includes_tax: body.includes_tax,
          admin_only: body.admin_only,
          requirements: body.requirements,
        })
      }
      onClose={close}
    />
  );
}
