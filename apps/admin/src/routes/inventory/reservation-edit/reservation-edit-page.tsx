import { getErrorMessage } from '@storedesk/client';
import { useAdminReservation, useAdminUpdateReservation } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/alert';
import { toast } from '@/components/ui/toast';
import { ReservationFormModal } from '../common/reservation-form-modal';

/** `/a/inventory/reservations/:reservationId/edit`: change how many, where, or why. */
export function ReservationEditPage() {
  const { t } = useTranslation('inventory');
  const { reservationId = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const close = () => navigate({ pathname: '/a/inventory/reservations', search: location.search });
  const reservation = useAdminReservation(reservationId);
  const update = useAdminUpdateReservation(reservationId, {
    onSuccess: () => {
      toast.success(t('reservations.saved'));
      close();
    },
  });
  if (reservation.isError) return <Alert>{getErrorMessage(reservation.error)}</Alert>;
  if (!reservation.data) return null;
  const current = reservation.data.reservation;
  return (
    <ReservationFormModal
      title={t('reservations.editTitle')}
      fixedItem
      defaultValues={{
        inventory_item_id: current.inventory_item_id,
        location_id: current.location_id,
        quantity: String(current.quantity),
        description: current.description ?? '',
      }}
      onSubmit={(values) =>
        update.mutate({
          location_id: values.location_id,
          quantity: values.quantity,
          description: values.description === '' ? null : values.description,
        })
      }
      onClose={close}
      isSaving={update.isPending}
      error={update.error}
    />
  );
}
