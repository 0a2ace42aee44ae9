import { useAdminCreateSalesChannel } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { SalesChannelFormModal, toChannelBody } from '../common/sales-channel-form-modal';

/** `/a/sales-channels/new`: a new channel in a full-screen editor over the list. */
export function SalesChannelCreatePage() {
  const { t } = useTranslation('salesChannels');
  const navigate = useNavigate();
  const location = useLocation();
  const create = useAdminCreateSalesChannel({
    onSuccess: (data) => {
      toast.success(t('create.created', { name: data.sales_channel.name }));
      navigate(`/a/sales-channels/${data.sales_channel.id}`);
    },
  });
  return (
    <SalesChannelFormModal
      heading={t('create.title')}
      submitLabel={t('create.save')}
      defaultValues={{ name: '', description: '', enabled: true }}
      onSubmit={(values) => create.mutate(toChannelBody(values))}
      onClose={() => navigate({ pathname: '/a/sales-channels', search: location.search })}
      isSaving={create.isPending}
      error={create.error}
    />
  );
}
