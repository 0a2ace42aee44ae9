import type { AdminPostOrdersOrderReturnsReq, ReturnReason } from '@storedesk/contract';
import {
  useAdminRequestReturn,
  useAdminReturnReasons,
  useAdminShippingOptions,
  useAdminStockLocations,
  useAdminStore,
} from '@storedesk/react';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form/form-modal';
import { SelectField } from '@/components/form/select-field';
import { TextInput } from '@/components/ui/text-input';
import { toast } from '@/components/ui/toast';
import { useOrderFormat } from '../../common/format';
import { quantityOf, refundFor, returnableLines } from '../../common/order-returns';
import type { OrderView } from '../../common/order-view';
import { serverField } from '../../common/server-field';
import { useRefreshOrders } from '../../common/use-refresh-orders';

interface RequestValues {
  /** One row per line that can still be returned, in the order's order. */
  lines: { item_id: string; quantity: string; reason_id: string; note: string }[];
  shipping_option_id: string;
  receive_now: boolean;
  location_id: string;
}

const LIST_QUERY = { limit: 200 };

/**
 * Text set apart from the sentence around it (Unicode first-strong isolate), for an option's
 * text, where no element can do it: an English name in an Arabic sentence keeps its order.
 */
const isolate = (text: string) => `\u2068${text}\u2069`;
const SERVER_FIELDS = ['items', 'return_shipping', 'location_id'] as const;

/** The reason options: a reason on its own, or a group whose reasons are chosen (not the group). */
function ReasonOptions({ reasons }: { reasons: ReturnReason[] }) {
  return reasons.map((reason) =>
    reason.return_reason_children.length > 0 ? (
      <optgroup key={reason.id} label={reason.label}>
        {reason.return_reason_children.map((child) => (
          <option key={child.id} value={child.id}>
            {child.label}
          </option>
        ))}
      </optgroup>
    ) : (
      <option key={reason.id} value={reason.id}>
        {reason.label}
      </option>
    ),
  );
}

/**
 * Ask for a return: per line that can still be returned (fulfilled, less what live returns
 * hold) how many come back, with a reason and a note; an optional return shipping option at its
 * price; and whether the items are here already (then received at once, into the chosen stock
 * location). The summary says what the return refunds before anything is sent, worked out as the
 * server does. A refusal naming a line, the shipping option or the location shows beside it.
 */
export function RequestReturnModal({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const { t } = useTranslation('returns');
  const format = useOrderFormat();
  const money = (amount: number) => format.money(amount, order.currency_code);
  const lines = useMemo(() => returnableLines(order), [order]);
  const reasons = useAdminReturnReasons();
  const options = useAdminShippingOptions({
    region_id: order.region_id,
    is_return: true,
    ...LIST_QUERY,
  });
  const store = useAdminStore();
  const locations = useAdminStockLocations(LIST_QUERY);
  const locationList = useMemo(() => locations.data?.stock_locations ?? [], [locations.data]);
  const defaultLocation = store.data?.store.default_location_id ?? null;
  const refresh = useRefreshOrders();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = useForm<RequestValues>({
    defaultValues: {
      lines: lines.map(({ line }) => ({
        item_id: line.id,
        quantity: '0',
        reason_id: '',
        note: '',
      })),
      shipping_option_id: '',
      receive_now: false,
      location_id: '',
    },
  });
  useEffect(() => {
    // Once the store is read too: its default location is the one to offer.
    if (getValues('location_id') || locationList.length === 0 || store.isPending) return;
    const preferred =
      locationList.find((entry) => entry.id === defaultLocation) ?? locationList[0]!;
    setValue('location_id', preferred.id);
  }, [locationList, defaultLocation, store.isPending, getValues, setValue]);

  const watched = useWatch({ control });
  const chosen = (watched.lines ?? []).map((row, index) => ({
    item_id: lines[index]!.line.id,
    quantity: quantityOf(row?.quantity ?? '', lines[index]!.left) ?? 0,
  }));
  const returnOptions = options.data?.shipping_options ?? [];
  const option = returnOptions.find((entry) => entry.id === watched.shipping_option_id);
  const shippingPrice = option ? (option.amount ?? 0) : 0;
  const estimate = refundFor(order.items, chosen, shippingPrice);
  const receiveNow = watched.receive_now ?? false;

  const request = useAdminRequestReturn(order.id, {
    onSuccess: (_data, body) => {
      toast.success(body.receive_now ? t('request.doneReceived') : t('request.done'));
      onClose();
    },
    // `items[n]` is the nth line sent, which is the row of that line.
    onError: (error, body) => {
      const field = serverField(error, SERVER_FIELDS);
      if (!field) {
        // Received at once but the provider refused the refund: the return exists all the same.
        refresh();
        return;
      }
      const [head, index, leaf] = field.path.split('.');
      const message = { type: 'server', message: field.message };
      if (head === 'location_id') setError('location_id', message);
      else if (head === 'return_shipping') setError('shipping_option_id', message);
      else {
        const row = lines.findIndex(({ line }) => line.id === body.items[Number(index)]?.item_id);
        const name = leaf === 'reason_id' ? 'reason_id' : leaf === 'note' ? 'note' : 'quantity';
        if (row >= 0) setError(`lines.${row}.${name}`, message);
      }
    },
  });
  const onField = serverField(request.error, SERVER_FIELDS) !== null;

  const submit = handleSubmit((values) => {
    let valid = true;
    const items: AdminPostOrdersOrderReturnsReq['items'] = [];
    values.lines.forEach((row, index) => {
      const { line, left } = lines[index]!;
      const quantity = quantityOf(row.quantity, left);
      if (quantity === null) {
        valid = false;
        setError(`lines.${index}.quantity`, {
          type: 'validate',
          message: t('request.errors.quantity', { max: left }),
        });
        return;
      }
      if (row.note.trim().length > 2000) {
        valid = false;
        setError(`lines.${index}.note`, {
          type: 'validate',
          message: t('request.errors.noteTooLong'),
        });
      }
      if (quantity > 0) {
        items.push({
          item_id: line.id,
          quantity,
          ...(row.reason_id ? { reason_id: row.reason_id } : {}),
          ...(row.note.trim() ? { note: row.note.trim() } : {}),
        });
      }
    });
    if (values.receive_now && locationList.length > 0 && !values.location_id) {
      valid = false;
      setError('location_id', { type: 'validate', message: t('request.errors.location') });
    }
    if (!valid) return;
    if (items.length === 0) {
      setError('root', { type: 'validate', message: t('request.errors.nothing') });
      return;
    }
    request.mutate({
      items,
      ...(values.shipping_option_id
        ? { return_shipping: { option_id: values.shipping_option_id } }
        : {}),
      ...(values.receive_now
        ? { receive_now: true, ...(values.location_id ? { location_id: values.location_id } : {}) }
        : {}),
    });
  });

  return (
    <FormModal
      open
      heading={t('request.title')}
      submitLabel={t('request.submit')}
      isSaving={request.isPending}
      error={request.error}
      errorOnField={onField}
      onSubmit={submit}
      onClose={onClose}
      className="flex flex-col gap-5"
    >
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">{t('request.items')}</legend>
        {errors.root && (
          <p role="alert" className="text-sm text-red-700">
            {errors.root.message}
          </p>
        )}
        <ul className="flex flex-col divide-y divide-slate-100">
          {lines.map(({ line, left }, index) => {
            const picked = (chosen[index]?.quantity ?? 0) > 0;
            const variant = [line.variant?.title, line.variant?.sku].filter(Boolean).join(' · ');
            return (
              <li key={line.id} data-testid="return-line" className="flex flex-col gap-3 py-3">
                <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0 text-sm">
                    <p className="font-medium break-words text-slate-900">{line.title}</p>
                    {variant && <p className="break-words text-slate-500">{variant}</p>}
                    <p className="text-slate-500">
                      {t('request.left', { left, quantity: line.quantity })}
                    </p>
                  </div>
                  <TextInput
                    label={
                      <span className="sr-only">
                        {t('request.quantityOf', { title: line.title })}
                      </span>
                    }
                    className="shrink-0 sm:w-36"
                    type="number"
                    min={0}
                    max={left}
                    step={1}
                    inputMode="numeric"
                    errors={errors}
                    {...register(`lines.${index}.quantity`)}
                  />
                </div>
                {picked && (
                  <div className="grid gap-3 sm:grid-cols-2">
                    <SelectField
                      label={
                        <>
                          <span aria-hidden="true">{t('request.reason')}</span>
                          <span className="sr-only">
                            {t('request.reasonOf', { title: line.title })}
                          </span>
                        </>
                      }
                      error={errors.lines?.[index]?.reason_id?.message}
                      {...register(`lines.${index}.reason_id`)}
                    >
                      <option value="">{t('request.noReason')}</option>
                      <ReasonOptions reasons={reasons.data?.return_reasons ?? []} />
                    </SelectField>
                    <TextInput
                      label={
                        <>
                          <span aria-hidden="true">{t('request.note')}</span>
                          <span className="sr-only">
                            {t('request.noteOf', { title: line.title })}
                          </span>
                        </>
                      }
                      autoComplete="off"
                      errors={errors}
                      {...register(`lines.${index}.note`)}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <SelectField
        label={t('request.shipping')}
        disabled={options.isPending}
        error={errors.shipping_option_id?.message}
        {...register('shipping_option_id')}
      >
        <option value="">
          {options.isPending ? t('request.loadingOptions') : t('request.noShipping')}
        </option>
        {returnOptions.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {t('request.shippingOption', {
              name: isolate(entry.name),
              price: isolate(money(entry.amount ?? 0)),
            })}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-col gap-3">
        <label className="inline-flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" className="size-4 accent-slate-900" {...register('receive_now')} />
          {t('request.receiveNow')}
        </label>
        {receiveNow && locationList.length > 0 && (
          <SelectField
            label={t('request.location')}
            required
            error={errors.location_id?.message}
            {...register('location_id')}
          >
            {locationList.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <section
        aria-label={t('request.summary')}
        className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 text-sm"
      >
        <dl className="flex flex-col gap-1">
          <div className="flex justify-between gap-4 text-slate-600">
            <dt>{t('request.itemsValue')}</dt>
            <dd dir="ltr" className="tabular-nums">
              {money(estimate.items)}
            </dd>
          </div>
          {option && (
            <div className="flex justify-between gap-4 text-slate-600">
              <dt>{t('request.shippingCost')}</dt>
              <dd dir="ltr" className="tabular-nums">
                {money(-shippingPrice)}
              </dd>
            </div>
          )}
          <div className="flex justify-between gap-4 font-semibold text-slate-900">
            <dt>{receiveNow ? t('request.refundNow') : t('request.refundOnReceipt')}</dt>
            <dd dir="ltr" className="tabular-nums" data-testid="return-refund">
              {money(estimate.refund)}
            </dd>
          </div>
        </dl>
        <p className="text-xs text-slate-500">{t('request.refundHint')}</p>
      </section>
    </FormModal>
  );
}
