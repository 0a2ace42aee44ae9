import { getErrorMessage } from '@storedesk/client';
import { useAdminDeleteDraftOrder, useAdminDraftOrderRegisterPayment } from '@storedesk/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClassName } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DeleteAction, useLeaveOnDelete } from '@/components/detail/delete-action';
import { toast } from '@/components/ui/toast';
import { useOrderFormat } from '@/routes/orders/common/format';
import { draftCurrency, type DraftOrderView } from '../../common/draft-view';

/**
 * An open draft: Mark as paid (asks first; the draft becomes an order, whose page opens) and
 * Delete (asks first). A completed draft: the link to its order.
 */
export function DraftActions({ draft }: { draft: DraftOrderView }) {
  const { t } = useTranslation('draftOrders');
  const { t: common } = useTranslation('common');
  const format = useOrderFormat();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const pay = useAdminDraftOrderRegisterPayment(draft.id, {
    onSuccess: ({ order }) => {
      toast.success(t('detail.paid', { number: draft.display_id }));
      void navigate(`/a/orders/${String(order.id)}`);
    },
  });
  const remove = useAdminDeleteDraftOrder(
    draft.id,
    useLeaveOnDelete('/a/draft-orders', () => t('detail.deleted', { number: draft.display_id })),
  );

  if (draft.status === 'completed') {
    return draft.order_id ? (
      <Link to={`/a/orders/${draft.order_id}`} className={buttonClassName('primary')}>
        {t('detail.viewOrder')}
      </Link>
    ) : null;
  }
  const empty = (draft.cart.items ?? []).length === 0;
  return (
    <div className="flex flex-wrap gap-2">
      <DeleteAction
        mutation={remove}
        label={t('detail.delete')}
        title={t('detail.deleteTitle', { number: draft.display_id })}
        description={t('detail.deleteText')}
        confirmLabel={t('detail.deleteConfirm')}
      />
      <Button
        disabled={empty}
        title={empty ? t('detail.payNeedsItems') : undefined}
        onClick={() => {
          pay.reset();
          setConfirming(true);
        }}
      >
        {t('detail.markPaid')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('detail.payTitle', { number: draft.display_id })}
        description={t('detail.payText', {
          total: format.money(draft.cart.total ?? 0, draftCurrency(draft)),
        })}
        confirmLabel={t('detail.payConfirm')}
        cancelLabel={common('actions.cancel')}
        isLoading={pay.isPending}
        error={pay.error ? getErrorMessage(pay.error) : undefined}
        onConfirm={() => pay.mutate()}
      />
    </div>
  );
}
