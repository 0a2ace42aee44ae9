import { getErrorMessage } from '@storedesk/client';
import type { OrderEdit } from '@storedesk/contract';
import {
  useAdminCancelOrderEdit,
  useAdminConfirmOrderEdit,
  useAdminDeleteOrderEdit,
  useAdminMarkPaymentCollectionAsAuthorized,
  useAdminOrderEdits,
} from '@storedesk/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Section } from '@/components/detail/section';
import { Spinner } from '@/components/spinner';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { UiButton } from '@/components/ui/ui-button';
import {
  OrderEditStatusBadge,
  PaymentCollectionBadge,
} from '@/routes/order-edits/common/order-edit-badges';
import {
  changesOf,
  differenceKind,
  draftOf,
  editBlocker,
} from '@/routes/order-edits/common/order-edit-rules';
import { useOrderFormat } from '../../common/format';
import type { OrderView } from '../../common/order-view';
import { OrderEditLink } from './order-edit-link';
import { OrderEditModal } from './order-edit-modal';

/** The most edits one order lists here (an order rarely has more than a few). */
const EDITS_QUERY = { limit: 100 } as const;

type Kind = 'confirm' | 'cancel' | 'markPaid' | 'discard';

interface Asking {
  kind: Kind;
  edit: OrderEdit;
  name: string;
}

/**
 * The order's edits (Medusa v1 order edits), oldest first: each with its status, its changes, the
 * difference and, while it waits for the customer, the link to send them, how its payment stands
 * and Mark as paid, Confirm and Cancel; an edit still being made is resumed or discarded. Edit
 * order opens the editor while the order is not canceled or archived and nothing is fulfilled
 * (otherwise the button is off and the section says why).
 */
export function OrderEditSection({ order }: { order: OrderView }) {
  const { t } = useTranslation('orderEdits');
  const format = useOrderFormat();
  const money = (amount: number) => format.money(amount, order.currency_code);
  const query = useAdminOrderEdits({ order_id: order.id, ...EDITS_QUERY });
  const edits = [...(query.data?.order_edits ?? [])].sort((a, b) =>
    a.created_at.localeCompare(b.created_at),
  );
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const draft = draftOf(edits);
  const blocker = query.isSuccess ? editBlocker(order, edits) : null;

  const done = (message: string) => () => {
    toast.success(message);
    setAsking(null);
  };
  const editId = asking?.edit.id ?? '';
  const name = asking?.name ?? '';
  const confirm = useAdminConfirmOrderEdit(editId, {
    onSuccess: done(t('section.confirmed', { name })),
  });
  const cancel = useAdminCancelOrderEdit(editId, {
    onSuccess: done(t('section.canceled', { name })),
  });
  const discard = useAdminDeleteOrderEdit(editId, {
    onSuccess: done(t('section.discarded', { name })),
  });
  const markPaid = useAdminMarkPaymentCollectionAsAuthorized(
    asking?.edit.payment_collection_id ?? '',
    { onSuccess: done(t('section.paid')) },
  );
  const mutations = { confirm, cancel, discard, markPaid };
  const current = asking ? mutations[asking.kind] : null;
  const ask = (next: Asking) => {
    mutations[next.kind].reset();
    setAsking(next);
  };
  const amount = money(Math.abs(asking?.edit.payment_collection?.amount ?? 0));

  return (
    <Section
      title={t('section.title')}
      description={blocker ? t(`section.blocked.${blocker}`) : undefined}
      actions={
        <UiButton
          variant="secondary"
          disabled={!query.isSuccess || blocker !== null}
          onClick={() => setEditing({ id: draft?.id ?? null })}
        >
          {draft ? t('section.resume') : t('section.edit')}
        </UiButton>
      }
    >
      {query.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner />
        </p>
      ) : query.isError ? (
        <Alert>{getErrorMessage(query.error)}</Alert>
      ) : edits.length === 0 ? (
        <p className="text-sm text-slate-600">{t('section.none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {edits.map((edit, index) => {
            const editName = t('section.name', { number: index + 1 });
            return (
              <EditCard
                key={edit.id}
                order={order}
                edit={edit}
                name={editName}
                onResume={() => setEditing({ id: edit.id })}
                onAsk={(kind) => ask({ kind, edit, name: editName })}
              />
            );
          })}
        </ul>
      )}
      {editing && (
        <OrderEditModal order={order} editId={editing.id} onClose={() => setEditing(null)} />
      )}
      <Dialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        variant={asking?.kind === 'cancel' || asking?.kind === 'discard' ? 'danger' : 'primary'}
        title={asking ? t(`section.dialogs.${asking.kind}.title`, { name, amount }) : ''}
        description={asking ? t(`section.dialogs.${asking.kind}.text`) : ''}
        confirmLabel={asking ? t(`section.dialogs.${asking.kind}.confirm`) : ''}
        cancelLabel={t('section.keep')}
        isLoading={current?.isPending ?? false}
        error={current?.error ? getErrorMessage(current.error) : undefined}
        onConfirm={() => current?.mutate()}
      />
    </Section>
  );
}

interface EditCardProps {
  order: OrderView;
  edit: OrderEdit;
  name: string;
  onResume: () => void;
  onAsk: (kind: Kind) => void;
}

function EditCard({ order, edit, name, onResume, onAsk }: EditCardProps) {
  const { t } = useTranslation('orderEdits');
  const format = useOrderFormat();
  const money = (amount: number) => format.money(amount, order.currency_code);
  const changes = changesOf(edit);
  const collection = edit.payment_collection;
  const closed = edit.status === 'canceled' || edit.status === 'declined';
  const when =
    edit.status === 'confirmed' && edit.confirmed_at
      ? t('section.confirmedOn', { date: format.dateTime(edit.confirmed_at) })
      : edit.status === 'declined' && edit.declined_at
        ? t('section.declinedOn', { date: format.dateTime(edit.declined_at) })
        : edit.status === 'canceled' && edit.canceled_at
          ? t('section.canceledOn', { date: format.dateTime(edit.canceled_at) })
          : edit.status === 'requested' && edit.requested_at
            ? t('section.requestedOn', { date: format.dateTime(edit.requested_at) })
            : t('section.created', { date: format.dateTime(edit.created_at) });
  const canMarkPaid =
    edit.status === 'requested' &&
    collection !== null &&
    (collection.status === 'not_paid' || collection.status === 'awaiting');

  return (
    <li
      aria-label={name}
      className={`rounded-lg border border-slate-200 p-3 text-sm ${closed ? 'bg-slate-50 text-slate-500' : ''}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-slate-900">
            {name}
            <OrderEditStatusBadge status={edit.status} />
          </p>
          <p className="text-slate-500">{when}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {edit.status === 'created' && (
            <>
              <UiButton variant="secondary" className="px-3 py-1.5" onClick={onResume}>
                {t('section.resume')}
              </UiButton>
              <UiButton variant="ghost" className="px-3 py-1.5" onClick={() => onAsk('discard')}>
                {t('section.discard')}
              </UiButton>
            </>
          )}
          {edit.status === 'requested' && (
            <>
              {canMarkPaid && (
                <UiButton
                  variant="secondary"
                  className="px-3 py-1.5"
                  onClick={() => onAsk('markPaid')}
                >
                  {t('section.markPaid')}
                </UiButton>
              )}
              <UiButton className="px-3 py-1.5" onClick={() => onAsk('confirm')}>
                {t('section.confirm')}
              </UiButton>
              <UiButton variant="ghost" className="px-3 py-1.5" onClick={() => onAsk('cancel')}>
                {t('section.cancel')}
              </UiButton>
            </>
          )}
        </div>
      </div>

      {changes.length === 0 ? (
        <p className="mt-2 text-slate-500">{t('section.noChanges')}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-0.5">
          {changes.map((change) => (
            <li key={change.id} className="break-words">
              {t(`change.${change.type}`, {
                title: change.title,
                from: change.from,
                to: change.to,
              })}
            </li>
          ))}
        </ul>
      )}
      {edit.internal_note && (
        <p className="mt-1 break-words whitespace-pre-line text-slate-500">
          {t('section.note', { note: edit.internal_note })}
        </p>
      )}
      {edit.declined_reason && (
        <p className="mt-1 break-words text-slate-600">
          {t('section.declinedReason', { reason: edit.declined_reason })}
        </p>
      )}

      {/* Once confirmed, the order's total is the edit's: the timeline keeps the difference. */}
      {(edit.status === 'created' || edit.status === 'requested') && (
        <p className="mt-2 font-medium text-slate-900" data-testid="order-edit-card-difference">
          {t(`difference.${differenceKind(edit.difference_due)}`, {
            amount: money(Math.abs(edit.difference_due)),
          })}
        </p>
      )}

      {edit.status === 'requested' && (
        <div className="mt-3 flex flex-col gap-2 rounded-md bg-amber-50 p-2 text-amber-900">
          {collection && (
            <p className="flex flex-wrap items-center gap-2">
              {t('section.payment', { amount: money(collection.amount) })}
              <PaymentCollectionBadge status={collection.status} />
            </p>
          )}
          <OrderEditLink editId={edit.id} />
        </div>
      )}
    </li>
  );
}
