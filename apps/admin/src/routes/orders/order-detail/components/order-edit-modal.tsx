import { getErrorMessage } from '@storedesk/client';
import type { OrderEdit } from '@storedesk/contract';
import {
  useAdminConfirmOrderEdit,
  useAdminCreateOrderEdit,
  useAdminDeleteOrderEdit,
  useAdminDeleteOrderEditItemChange,
  useAdminOrderEdit,
  useAdminOrderEditAddLineItem,
  useAdminOrderEditDeleteLineItem,
  useAdminOrderEditUpdateLineItem,
  useAdminRequestOrderEditConfirmation,
  useAdminUpdateOrderEdit,
} from '@storedesk/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { TextareaField } from '@/components/form/textarea-field';
import { Spinner } from '@/components/spinner';
import { Dialog } from '@/components/ui/dialog';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/components/ui/toast';
import { UiButton } from '@/components/ui/ui-button';
import {
  changesOf,
  differenceKind,
  lineName,
  type ChangeView,
} from '@/routes/order-edits/common/order-edit-rules';
import { useOrderFormat } from '../../common/format';
import type { OrderView } from '../../common/order-view';
import { OrderEditLink } from './order-edit-link';
import { OrderEditTotals } from './order-edit-totals';
import { VariantSearch, type PickedVariant } from './variant-search';

/** The most of one line an edit sets here (the contract allows more; the stepper stops here). */
const MAX_QUANTITY = 1000;

type EditLine = OrderEdit['items'][number] & {
  original_item_id?: string | null;
  description?: string | null;
};

/** A whole number from 1 to the most, as typed; null when it is not one. */
function quantityOf(text: string): number | null {
  const value = text.trim();
  if (!/^\d+$/.test(value)) return null;
  const quantity = Number(value);
  return quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : null;
}

interface OrderEditModalProps {
  order: OrderView;
  /** The edit in progress to resume; null starts a new one when the modal opens. */
  editId: string | null;
  onClose: () => void;
}

/**
 * The order editor (Medusa v1 order edit): it starts an edit of the order (or resumes the one in
 * progress) and shows the edit's lines with quantity steppers and Remove, Add items from the
 * catalogue priced in the order's region, each change with Undo, an internal note, and the totals
 * before staff decide. Every step is a request on the edit; nothing changes on the order until it
 * is confirmed. Send to customer asks them to confirm (and pay what it costs more) and shows the
 * link; Confirm now applies it at once (a higher total is not charged automatically, a lower one
 * is refunded). Discard deletes the edit; closing keeps it to resume from the Order edits section.
 */
export function OrderEditModal({ order, editId: resumeId, onClose }: OrderEditModalProps) {
  const { t } = useTranslation('orderEdits');
  const [editId, setEditId] = useState<string | null>(resumeId);
  const [problem, setProblem] = useState<unknown>(null);
  const [sent, setSent] = useState(false);
  const [asking, setAsking] = useState<'confirm' | 'discard' | null>(null);
  const id = editId ?? '';

  const create = useAdminCreateOrderEdit({
    onSuccess: (data) => setEditId(data.order_edit.id),
  });
  // One edit per opening, even when React runs the effect twice.
  const started = useRef(false);
  useEffect(() => {
    if (editId !== null || started.current) return;
    started.current = true;
    create.mutate({ order_id: order.id });
  }, [editId, create, order.id]);

  const query = useAdminOrderEdit(id, undefined, { enabled: editId !== null });
  const edit = query.data?.order_edit;
  const failed = (error: unknown) => setProblem(error);
  const fresh = { onMutate: () => setProblem(null), onError: failed };
  const add = useAdminOrderEditAddLineItem(id, fresh);
  const request = useAdminRequestOrderEditConfirmation(id, {
    ...fresh,
    onSuccess: () => setSent(true),
  });
  const confirm = useAdminConfirmOrderEdit(id, {
    onSuccess: () => {
      toast.success(t('editor.confirmed'));
      onClose();
    },
  });
  const discard = useAdminDeleteOrderEdit(id, {
    onSuccess: () => {
      toast.success(t('editor.discarded'));
      onClose();
    },
  });
  const deciding = request.isPending || confirm.isPending || discard.isPending;

  const format = useOrderFormat();
  const money = (amount: number) => format.money(amount, order.currency_code);
  const lines = (edit?.items ?? []) as EditLine[];
  const changes = edit ? changesOf(edit) : [];
  const hasChanges = changes.length > 0;
  const difference = edit?.difference_due ?? 0;
  const startError = create.error ?? query.error;

  if (sent && edit) {
    return (
      <Modal open size="large" onClose={onClose}>
        <Modal.Body>
          <Modal.Header title={t('editor.sent.title')} />
          <Modal.Content className="flex flex-col gap-3 text-sm">
            <p>{t('editor.sent.text')}</p>
            {difference > 0 && (
              <p className="font-medium text-amber-900">
                {t('editor.sent.pays', { amount: money(difference) })}
              </p>
            )}
            <OrderEditLink editId={edit.id} />
          </Modal.Content>
        </Modal.Body>
        <Modal.Footer>
          <UiButton onClick={onClose}>{t('editor.sent.done')}</UiButton>
        </Modal.Footer>
      </Modal>
    );
  }

  return (
    <Modal open size="large" onClose={() => !deciding && onClose()}>
      <Modal.Body>
        <Modal.Header title={t('editor.title', { number: order.display_id })}>
          <p className="text-sm text-slate-500">{t('editor.hint')}</p>
        </Modal.Header>
        <Modal.Content className="flex flex-col gap-6">
          {startError ? (
            <Alert>{getErrorMessage(startError)}</Alert>
          ) : !edit ? (
            <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
              <Spinner />
              {t('editor.starting')}
            </p>
          ) : (
            <>
              {problem !== null && <Alert>{getErrorMessage(problem)}</Alert>}
              <section className="flex flex-col gap-2" aria-label={t('editor.lines')}>
                <h3 className="text-sm font-medium text-slate-900">{t('editor.lines')}</h3>
                {lines.length === 0 ? (
                  <p className="text-sm text-slate-500">{t('editor.noLines')}</p>
                ) : (
                  <ul className="flex flex-col gap-2">
                    {lines.map((line) => (
                      <EditLineRow
                        key={line.id}
                        editId={edit.id}
                        line={line}
                        original={order.items.find((item) => item.id === line.original_item_id)}
                        currency={order.currency_code}
                        onProblem={setProblem}
                      />
                    ))}
                  </ul>
                )}
              </section>

              <fieldset className="flex min-w-0 flex-col gap-2">
                <legend className="mb-1 text-sm font-medium text-slate-900">
                  {t('editor.add')}
                </legend>
                <VariantSearch
                  regionId={order.region_id}
                  currency={order.currency_code}
                  picked={lines
                    .filter((line) => !line.original_item_id)
                    .map((line) => line.variant_id ?? '')}
                  onAdd={(variant: PickedVariant) =>
                    add.mutate({ variant_id: variant.variant_id, quantity: 1 })
                  }
                />
                {add.isPending && (
                  <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
                    <Spinner />
                  </p>
                )}
              </fieldset>

              <section className="flex flex-col gap-2" aria-label={t('editor.changes')}>
                <h3 className="text-sm font-medium text-slate-900">{t('editor.changes')}</h3>
                {hasChanges ? (
                  <ul className="flex flex-col gap-1">
                    {changes.map((change) => (
                      <ChangeRow
                        key={change.id}
                        editId={edit.id}
                        change={change}
                        onProblem={setProblem}
                      />
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-slate-500">{t('editor.noChanges')}</p>
                )}
              </section>

              <NoteField edit={edit} onProblem={setProblem} />

              <OrderEditTotals
                current={order.total}
                next={edit.total}
                difference={difference}
                currency={order.currency_code}
              />
            </>
          )}
        </Modal.Content>
      </Modal.Body>
      <Modal.Footer className="flex-wrap">
        <UiButton
          variant="ghost"
          className="me-auto text-red-700"
          disabled={!edit || deciding}
          onClick={() => {
            discard.reset();
            setAsking('discard');
          }}
        >
          {t('editor.discard')}
        </UiButton>
        <UiButton
          variant="secondary"
          disabled={!edit || !hasChanges || deciding}
          isLoading={request.isPending}
          onClick={() => request.mutate()}
        >
          {t('editor.send')}
        </UiButton>
        <UiButton
          disabled={!edit || !hasChanges || deciding}
          onClick={() => {
            confirm.reset();
            setAsking('confirm');
          }}
        >
          {t('editor.confirm')}
        </UiButton>
      </Modal.Footer>
      <Dialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        variant={asking === 'discard' ? 'danger' : 'primary'}
        title={
          asking === 'discard' ? t('editor.discardDialog.title') : t('editor.confirmDialog.title')
        }
        description={
          asking === 'discard' ? (
            t('editor.discardDialog.text')
          ) : (
            <>
              {t('editor.confirmDialog.text')}{' '}
              {differenceKind(difference) === 'pays' ? (
                <strong className="font-medium text-amber-900">
                  {t('editor.confirmDialog.more', { amount: money(difference) })}
                </strong>
              ) : differenceKind(difference) === 'refund' ? (
                t('editor.confirmDialog.less', { amount: money(-difference) })
              ) : null}
            </>
          )
        }
        confirmLabel={
          asking === 'discard'
            ? t('editor.discardDialog.confirm')
            : t('editor.confirmDialog.confirm')
        }
        cancelLabel={t('editor.keep')}
        isLoading={asking === 'discard' ? discard.isPending : confirm.isPending}
        error={
          asking === 'discard'
            ? discard.error
              ? getErrorMessage(discard.error)
              : undefined
            : confirm.error
              ? getErrorMessage(confirm.error)
              : undefined
        }
        onConfirm={() => (asking === 'discard' ? discard.mutate() : confirm.mutate())}
      />
    </Modal>
  );
}

interface EditLineRowProps {
  editId: string;
  line: EditLine;
  /** The order's line the edit's line copies (none for an added line). */
  original: { quantity: number } | undefined;
  currency: string;
  onProblem: (error: unknown) => void;
}

/** One line of the edit: name, price, the quantity (one less, typed, one more) and Remove. */
function EditLineRow({ editId, line, original, currency, onProblem }: EditLineRowProps) {
  const { t } = useTranslation('orderEdits');
  const format = useOrderFormat();
  const name = lineName(line);
  const [text, setText] = useState(String(line.quantity));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => setText(String(line.quantity)), [line.quantity]);
  const callbacks = { onMutate: () => onProblem(null), onError: onProblem };
  const update = useAdminOrderEditUpdateLineItem(editId, line.id, callbacks);
  const remove = useAdminOrderEditDeleteLineItem(editId, line.id, callbacks);
  const busy = update.isPending || remove.isPending;
  const isNew = !line.original_item_id;
  const changed = original !== undefined && original.quantity !== line.quantity;

  const commit = (value: number | null) => {
    if (value === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (value === line.quantity) {
      setText(String(value));
      return;
    }
    setText(String(value));
    update.mutate({ quantity: value });
  };

  return (
    <li className="grid items-center gap-3 rounded-lg border border-slate-200 p-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto_auto]">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium break-words text-slate-900">
          {line.title}
          {isNew && (
            <span className="rounded bg-sky-100 px-1.5 py-0.5 text-xs font-medium text-sky-800">
              {t('editor.new')}
            </span>
          )}
        </p>
        {line.description && <p className="break-words text-slate-500">{line.description}</p>}
        <p className="text-slate-500">
          {t('editor.unitPrice', { price: format.money(line.unit_price, currency) })}
          {changed && (
            <span className="text-amber-800">
              {' · '}
              {t('editor.was', { quantity: original.quantity })}
            </span>
          )}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <div className="flex items-center gap-1">
          <UiButton
            variant="secondary"
            className="size-9 justify-center px-0"
            aria-label={t('editor.decrease', { title: name })}
            disabled={busy || line.quantity <= 1}
            onClick={() => commit(line.quantity - 1)}
          >
            −
          </UiButton>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_QUANTITY}
            step={1}
            aria-label={t('editor.quantityOf', { title: name })}
            aria-invalid={invalid || undefined}
            disabled={busy}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => commit(quantityOf(text))}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              commit(quantityOf(text));
            }}
            className={`h-9 w-16 rounded-md border px-2 text-center tabular-nums ${invalid ? 'border-red-500' : 'border-slate-300'}`}
          />
          <UiButton
            variant="secondary"
            className="size-9 justify-center px-0"
            aria-label={t('editor.increase', { title: name })}
            disabled={busy || line.quantity >= MAX_QUANTITY}
            onClick={() => commit(line.quantity + 1)}
          >
            +
          </UiButton>
        </div>
        {invalid && (
          <p className="text-xs text-red-700">{t('editor.quantityError', { max: MAX_QUANTITY })}</p>
        )}
      </div>
      <UiButton
        variant="ghost"
        className="justify-self-start"
        aria-label={t('editor.removeNamed', { title: name })}
        disabled={busy}
        onClick={() => remove.mutate()}
      >
        {t('editor.remove')}
      </UiButton>
    </li>
  );
}

/** One change of the edit in words, with Undo. */
function ChangeRow({
  editId,
  change,
  onProblem,
}: {
  editId: string;
  change: ChangeView;
  onProblem: (error: unknown) => void;
}) {
  const { t } = useTranslation('orderEdits');
  const undo = useAdminDeleteOrderEditItemChange(editId, change.id, {
    onMutate: () => onProblem(null),
    onError: onProblem,
  });
  const sentence = t(`change.${change.type}`, {
    title: change.title,
    from: change.from,
    to: change.to,
  });
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <span className="min-w-0 break-words">{sentence}</span>
      <UiButton
        variant="ghost"
        className="px-2 py-1"
        aria-label={t('change.undoNamed', { change: sentence })}
        isLoading={undo.isPending}
        onClick={() => undo.mutate()}
      >
        {t('change.undo')}
      </UiButton>
    </li>
  );
}

/** The edit's internal note, saved when the field is left. */
function NoteField({ edit, onProblem }: { edit: OrderEdit; onProblem: (error: unknown) => void }) {
  const { t } = useTranslation('orderEdits');
  const saved = edit.internal_note ?? '';
  const [note, setNote] = useState(saved);
  const update = useAdminUpdateOrderEdit(edit.id, {
    onMutate: () => onProblem(null),
    onError: onProblem,
    onSuccess: () => toast.success(t('editor.noteSaved')),
  });
  return (
    <TextareaField
      label={t('editor.note')}
      placeholder={t('editor.notePlaceholder')}
      rows={2}
      maxLength={2000}
      value={note}
      onChange={(event) => setNote(event.target.value)}
      onBlur={() => {
        if (note.trim() !== saved.trim()) update.mutate({ internal_note: note.trim() });
      }}
    />
  );
}
