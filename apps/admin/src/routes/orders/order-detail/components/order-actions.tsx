import { getErrorMessage } from '@storedesk/client';
import { useAdminArchiveOrder, useAdminCancelOrder, useAdminCompleteOrder } from '@storedesk/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { ChevronDownIcon } from '@/components/ui/icons';
import { Popover } from '@/components/ui/popover';
import { toast } from '@/components/ui/toast';
import { UiButton } from '@/components/ui/ui-button';
import { canRegisterClaim } from '@/routes/claims/common/claim-view';
import { canRegisterExchange } from '../../common/order-swaps';
import type { OrderView } from '../../common/order-view';
import { RegisterClaimModal } from './register-claim-modal';
import { RegisterExchangeModal } from './register-exchange-modal';

type Action = 'complete' | 'cancel' | 'archive';

/** Which of the three the order's status allows (the server checks again, in the same statement). */
function allowed(order: OrderView): Action[] {
  const live = order.fulfillments.some((fulfillment) => !fulfillment.canceled_at);
  return [
    ...(order.status === 'pending' || order.status === 'requires_action'
      ? (['complete'] as const)
      : []),
    ...(['pending', 'requires_action', 'completed'].includes(order.status) &&
    !live &&
    order.refunds.length === 0
      ? (['cancel'] as const)
      : []),
    ...(order.status === 'completed' || order.status === 'canceled' ? (['archive'] as const) : []),
  ];
}

/**
 * The order's menu: register an exchange or a claim (their dialogs), complete, cancel (which
 * releases its stock and voids or refunds its payment) and archive, each as the order allows and
 * the last three asked first. A refusal stays in the dialog.
 */
export function OrderActions({ order }: { order: OrderView }) {
  const { t } = useTranslation('orders');
  const { t: swaps } = useTranslation('swaps');
  const { t: claims } = useTranslation('claims');
  const [menuOpen, setMenuOpen] = useState(false);
  const [asking, setAsking] = useState<Action | null>(null);
  const [exchanging, setExchanging] = useState(false);
  const [claiming, setClaiming] = useState(false);
  const done = (action: Action) => () => {
    toast.success(t(`detail.actions.${action}.done`));
    setAsking(null);
  };
  const mutations = {
    complete: useAdminCompleteOrder(order.id, { onSuccess: done('complete') }),
    cancel: useAdminCancelOrder(order.id, { onSuccess: done('cancel') }),
    archive: useAdminArchiveOrder(order.id, { onSuccess: done('archive') }),
  };
  const actions = allowed(order);
  const exchange = canRegisterExchange(order);
  const claim = canRegisterClaim(order);
  if (actions.length === 0 && !exchange && !claim) return null;
  const current = asking ? mutations[asking] : null;

  return (
    <>
      <Popover
        title={t('detail.actions.menu')}
        align="end"
        open={menuOpen}
        onOpenChange={setMenuOpen}
        className="w-56 p-1.5"
        trigger={
          <UiButton variant="secondary">
            {t('detail.actions.menu')}
            <ChevronDownIcon size={16} />
          </UiButton>
        }
      >
        <ul className="flex flex-col">
          {exchange && (
            <li>
              <button
                type="button"
                onClick={() => {
                  setMenuOpen(false);
                  setExchanging(true);
                }}
                className="w-full rounded-md px-3 py-2 text-start text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-900"
              >
                {swaps('section.register')}
              </button>
            </li>
          )}
          {claim && (
            <li>
              <button
                type="button"
                onClick={() => {
                  setMenuOpen(false);
                  setClaiming(true);
                }}
                className="w-full rounded-md px-3 py-2 text-start text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-900"
              >
                {claims('section.register')}
              </button>
            </li>
          )}
          {actions.map((action) => (
            <li key={action}>
              <button
                type="button"
                onClick={() => {
                  setMenuOpen(false);
                  mutations[action].reset();
                  setAsking(action);
                }}
                className={`w-full rounded-md px-3 py-2 text-start text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-900 ${action === 'cancel' ? 'text-red-700' : 'text-slate-800'}`}
              >
                {t(`detail.actions.${action}.label`)}
              </button>
            </li>
          ))}
        </ul>
      </Popover>
      <Dialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        variant={asking === 'cancel' ? 'danger' : 'primary'}
        title={asking ? t(`detail.actions.${asking}.title`, { number: order.display_id }) : ''}
        description={asking ? t(`detail.actions.${asking}.text`) : ''}
        confirmLabel={asking ? t(`detail.actions.${asking}.confirm`) : ''}
        cancelLabel={t('detail.keep')}
        isLoading={current?.isPending ?? false}
        error={current?.error ? getErrorMessage(current.error) : undefined}
        onConfirm={() => current?.mutate()}
      />
      {exchanging && <RegisterExchangeModal order={order} onClose={() => setExchanging(false)} />}
      {claiming && <RegisterClaimModal order={order} onClose={() => setClaiming(false)} />}
    </>
  );
}
