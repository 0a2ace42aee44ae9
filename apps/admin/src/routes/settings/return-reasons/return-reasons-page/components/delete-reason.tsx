import type { ReturnReason } from '@storedesk/contract';
import { useAdminDeleteReturnReason } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '@/components/detail/confirm-delete';
import { toast } from '@/components/ui/toast';

/** Asks before deleting a reason; a group's reasons go with it, and the question says so. */
export function DeleteReason({ reason, onClose }: { reason: ReturnReason; onClose: () => void }) {
  const { t } = useTranslation('returns');
  const children = reason.return_reason_children?.length ?? 0;
  const remove = useAdminDeleteReturnReason(reason.id, {
    onSuccess: () => {
      toast.success(t('reasons.deleted', { label: reason.label }));
      onClose();
    },
  });
  return (
    <ConfirmDelete
      mutation={remove}
      title={t('reasons.deleteTitle', { label: reason.label })}
      description={
        children > 0 ? t('reasons.deleteGroupText', { count: children }) : t('reasons.deleteText')
      }
      confirmLabel={t('reasons.deleteConfirm')}
      onClose={onClose}
    />
  );
}
