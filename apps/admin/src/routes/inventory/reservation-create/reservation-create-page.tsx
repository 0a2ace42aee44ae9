import { useAdminCreateReservation } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { ReservationFormModal } from '../common/reservation-form-modal';

/** `/a/inventory/reservations/new`: hold stock by hand (a phone order, a customer's visit). */
export function ReservationCreatePage() {
  const { t } = useTranslation('inventory');
  const navigate = useNavigate();
  const location = useLocation();
  const close = () => navigate({ pathname: '/a/inventory/reservations', search: location.search });
  const create = useAdminCreateReservation({
    onSuccess: () => {
      toast.success(t('reservations.created'));
      close();
    },
  });
  return (
    <ReservationFormModal
      title={t('reservations.createTitle')}
      saveLabel={t('reservations.createSave')}
      fixedItem={false}
      defaultValues={{ inventory_item_id: '', location_id: '', quantity: '1', description: '' }}
      onSubmit={(values) =>
        create.mutate({
          inventory_item_id: values.inventory_item_id,
          location_id: values.location_id,
          quantity: values.quantity,
          ...(values.description ? { description: values.description } : {}),
        })
      }
      onClose={close}
      isSaving={create.isPending}
      error={create.error}
    />
  );
}
