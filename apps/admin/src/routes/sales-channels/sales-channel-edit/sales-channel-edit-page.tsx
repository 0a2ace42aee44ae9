import { useAdminSalesChannel, useAdminUpdateSalesChannel } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from '@/components/ui/toast';
import { SalesChannelFormModal, toChannelBody } from '../common/sales-channel-form-modal';

/** `/a/sales-channels/:id/edit`: the channel's name, description and state, over its page. */
export function SalesChannelEditPage() {
  const { t } = useTranslation('salesChannels');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const channel = useAdminSalesChannel(id);
  const back = () => navigate(`/a/sales-channels/${id}`);
  const update = useAdminUpdateSalesChannel(id, {
    onSuccess: () => {
      toast.success(t('detail.saved'));
      back();
    },
  });
  // The detail page (the parent route) shows loading and errors.
  if (!channel.data) return null;
  const current = channel.data.sales_channel;
  return (
    <SalesChannelFormModal
      heading={t('detail.editTitle', { name: current.name })}
      defaultValues={{
        name: current.name,
        description: current.description ?? '',
        enabled: !current.is_disabled,
      }}
      onSubmit={(values) => update.mutate(toChannelBody(values))}
      onClose={back}
      isSaving={update.isPending}
      error={update.error}
    />
  );
}
