import {
  useAdminReturnReason,
  useAdminReturnReasons,
  useAdminUpdateReturnReason,
} from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from '@/components/ui/toast';
import { REASONS_PATH } from '../common/paths';
import { ReasonFormModal } from '../common/reason-form-modal';

/** `/a/settings/return-reasons/:id/edit`: a reason's label, value and description. */
export function ReasonEditModal() {
  const { t } = useTranslation('returns');
  const id = useParams().id!;
  const navigate = useNavigate();
  const reason = useAdminReturnReason(id);
  const reasons = useAdminReturnReasons();
  const close = () => void navigate(REASONS_PATH);
  const update = useAdminUpdateReturnReason(id, {
    onSuccess: () => {
      toast.success(t('reasons.editForm.saved'));
      close();
    },
  });
  if (!reason.data || !reasons.data) return null;
  const current = reason.data.return_reason;
  return (
    <ReasonFormModal
      heading={t('reasons.editForm.heading', { label: current.label })}
      submitLabel={t('reasons.editForm.submit')}
      reason={current}
      groups={reasons.data.return_reasons}
      isSaving={update.isPending}
      error={update.error}
      onSubmit={(body) =>
        update.mutate({ label: body.label, value: body.value, description: body.description })
      }
      onClose={close}
    />
  );
}
