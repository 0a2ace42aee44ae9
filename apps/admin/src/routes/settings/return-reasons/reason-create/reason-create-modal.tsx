import { useAdminCreateReturnReason, useAdminReturnReasons } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/components/ui/toast';
import { REASONS_PATH } from '../common/paths';
import { ReasonFormModal } from '../common/reason-form-modal';

/** `/a/settings/return-reasons/new?parent=`: a new reason, on its own or in a group. */
export function ReasonCreateModal() {
  const { t } = useTranslation('returns');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reasons = useAdminReturnReasons();
  const close = () => void navigate(REASONS_PATH);
  const create = useAdminCreateReturnReason({
    onSuccess: ({ return_reason }) => {
      toast.success(t('reasons.create.created', { label: return_reason.label }));
      close();
    },
  });
  if (!reasons.data) return null;
  return (
    <ReasonFormModal
      heading={t('reasons.create.heading')}
      submitLabel={t('reasons.create.submit')}
      groups={reasons.data.return_reasons}
      parentId={params.get('parent') ?? undefined}
      isSaving={create.isPending}
      error={create.error}
      onSubmit={(body) =>
        create.mutate({
          label: body.label,
          value: body.value,
          ...(body.description ? { description: body.description } : {}),
          ...(body.parent_return_reason_id
            ? { parent_return_reason_id: body.parent_return_reason_id }
            : {}),
        })
      }
      onClose={close}
    />
  );
}
