import type { Return } from '@storedesk/contract';
import { useAdminReceiveReturn, useAdminStockLocations, useAdminStore } from '@storedesk/react';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form/form-modal';
import { SelectField } from '@/components/form/select-field';
import { TextInput } from '@/components/ui/text-input';
import { toast } from '@/components/ui/toast';
import { toMajorUnits, toMinorUnits } from '@/routes/pricing/common/money';
import { useOrderFormat } from '../../common/format';
import { heldByReturns, quantityOf, refundFor, returnableOf } from '../../common/order-returns';
import { refundableOf, type OrderView } from '../../common/order-view';
import { serverField } from '../../common/server-field';
import { useRefreshOrders } from '../../common/use-refresh-orders';

interface ReceiveValues {
  /** One row per line of the return, in its order. */
  lines: { item_id: string; quantity: string }[];
  location_id: string;
  /** Major units, as typed. */
  refund: string;
}

const LOCATIONS_QUERY = { limit: 200 };
const SERVER_FIELDS = ['items', 'location_id', 'refund'] as const;

interface ReceiveReturnModalProps {
  order: OrderView;
  entry: Return;
  /** 'Return 1'. */
  name: string;
  onClose: () => void;
}

/**
 * Receive a return: how many of each line arrived (what was asked for to start with, at most
 * what was fulfilled less what other returns hold), the stock location they go back to, and the
 * refund (the return's amount to start with, following the quantities until staff type their
 * own; at most what the payment can still give back). It says what will be refunded before
 * anything is sent. An exchange's or a claim's return refunds nothing (the exchange's difference
 * or the claim settles the money), so it has no refund. A refusal naming a line, the location or the refund shows beside it.
 */
export function ReceiveReturnModal({ order, entry, name, onClose }: ReceiveReturnModalProps) {
  const { t } = useTranslation('returns');
  const { t: swaps } = useTranslation('swaps');
  const { t: claims } = useTranslation('claims');
  // An exchange's or a claim's return refunds nothing: the exchange or the claim settles it.
  const forExchange = Boolean(entry.swap_id);
  const settledElsewhere = forExchange || Boolean(entry.claim_order_id);
  const format = useOrderFormat();
  const currency = order.currency_code;
  const money = (amount: number) => format.money(amount, currency);
  const maxRefund = Math.max(refundableOf(order), 0);
  const lines = useMemo(() => {
    const held = heldByReturns(order, entry.id);
    return entry.items.map((item) => {
      const line = order.items.find((candidate) => candidate.id === item.item_id);
      return {
        item,
        title: line?.title ?? item.item_id,
        max: line ? returnableOf(line, held) : item.quantity,
      };
    });
  }, [order, entry]);
  const store = useAdminStore();
  const locations = useAdminStockLocations(LOCATIONS_QUERY);
  const locationList = useMemo(() => locations.data?.stock_locations ?? [], [locations.data]);
  const preferred = entry.location_id ?? store.data?.store.default_location_id ?? null;
  const refresh = useRefreshOrders();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors, dirtyFields },
  } = useForm<ReceiveValues>({
    defaultValues: {
      lines: lines.map(({ item }) => ({ item_id: item.item_id, quantity: String(item.quantity) })),
      location_id: '',
      refund: toMajorUnits(entry.refund_amount, currency),
    },
  });
  useEffect(() => {
    // Once the store is read too: its default location is the one to offer.
    if (getValues('location_id') || locationList.length === 0 || store.isPending) return;
    const chosen = locationList.find((location) => location.id === preferred) ?? locationList[0]!;
    setValue('location_id', chosen.id);
  }, [locationList, preferred, store.isPending, getValues, setValue]);

  const typed = useWatch({ control, name: 'refund' });
  const refund = toMinorUnits(typed ?? '', currency);

  // Until staff type an amount of their own, the refund follows what arrived: the return's
  // amount while everything asked for came, else what the items that came give back (as the
  // server works it out when the return is asked for), less the return shipping.
  const counted = useWatch({ control, name: 'lines' });
  const arrived = lines.map(({ item, max }, index) => ({
    item_id: item.item_id,
    quantity: quantityOf(counted?.[index]?.quantity ?? '', max) ?? 0,
  }));
  const asAsked = arrived.every((line, index) => line.quantity === lines[index]!.item.quantity);
  const suggested = asAsked
    ? entry.refund_amount
    : refundFor(order.items, arrived, entry.shipping_method?.price ?? 0).refund;
  const edited = dirtyFields.refund === true;
  useEffect(() => {
    if (!edited && !settledElsewhere) setValue('refund', toMajorUnits(suggested, currency));
  }, [edited, settledElsewhere, suggested, currency, setValue]);

  const receive = useAdminReceiveReturn(entry.id, {
    onSuccess: () => {
      toast.success(t('receive.done', { name }));
      onClose();
    },
    onError: (error) => {
      const field = serverField(error, SERVER_FIELDS);
      if (!field) {
        // Received, but the provider refused the refund: the return changed all the same.
        refresh();
        return;
      }
      const message = { type: 'server', message: field.message };
      const [head, index] = field.path.split('.');
      if (head === 'location_id') setError('location_id', message);
      else if (head === 'refund') setError('refund', message);
      else setError(`lines.${Number(index)}.quantity`, message);
    },
  });
  const onField = serverField(receive.error, SERVER_FIELDS) !== null;

  const submit = handleSubmit((values) => {
    let valid = true;
    const items = values.lines.map((row, index) => {
      const quantity = quantityOf(row.quantity, lines[index]!.max);
      if (quantity === null) {
        valid = false;
        setError(`lines.${index}.quantity`, {
          type: 'validate',
          message: t('receive.errors.quantity', { max: lines[index]!.max }),
        });
      }
      return { item_id: row.item_id, quantity: quantity ?? 0 };
    });
    const amount = settledElsewhere
      ? entry.refund_amount
      : (toMinorUnits(values.refund, currency) ?? (values.refund.trim() ? null : 0));
    if (amount === null) {
      valid = false;
      setError('refund', { type: 'validate', message: t('receive.errors.amountFormat') });
    } else if (amount > maxRefund && amount > 0) {
      valid = false;
      setError('refund', {
        type: 'validate',
        message: t('receive.errors.amountTooHigh', { max: money(maxRefund) }),
      });
    }
    if (locationList.length > 0 && !values.location_id) {
      valid = false;
      setError('location_id', { type: 'validate', message: t('receive.errors.location') });
    }
    if (!valid) return;
    if (items.every((item) => item.quantity === 0)) {
      setError('root', { type: 'validate', message: t('receive.errors.nothing') });
      return;
    }
    receive.mutate({
      items,
      ...(values.location_id ? { location_id: values.location_id } : {}),
      ...(amount !== entry.refund_amount ? { refund: amount ?? 0 } : {}),
    });
  });

  return (
    <FormModal
      open
      heading={t('receive.title', { name })}
      submitLabel={t('receive.submit')}
      isSaving={receive.isPending}
      error={receive.error}
      errorOnField={onField}
      onSubmit={submit}
      onClose={onClose}
      className="flex flex-col gap-5"
    >
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">{t('receive.items')}</legend>
        {errors.root && (
          <p role="alert" className="text-sm text-red-700">
            {errors.root.message}
          </p>
        )}
        <ul className="flex flex-col divide-y divide-slate-100">
          {lines.map(({ item, title, max }, index) => (
            <li
              key={item.item_id}
              className="flex flex-col gap-2 py-2 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0 text-sm">
                <p className="font-medium break-words text-slate-900">{title}</p>
                <p className="text-slate-500">
                  {t('receive.requested', { quantity: item.requested_quantity ?? item.quantity })}
                </p>
                {item.reason && (
                  <p className="text-xs break-words text-slate-500">{item.reason.label}</p>
                )}
              </div>
              <TextInput
                label={<span className="sr-only">{t('receive.quantityOf', { title })}</span>}
                className="shrink-0 sm:w-36"
                type="number"
                min={0}
                max={max}
                step={1}
                inputMode="numeric"
                errors={errors}
                {...register(`lines.${index}.quantity`)}
              />
            </li>
          ))}
        </ul>
      </fieldset>
      {locationList.length > 0 && (
        <SelectField
          label={t('receive.location')}
          required
          error={errors.location_id?.message}
          {...register('location_id')}
        >
          {locationList.map((location) => (
            <option key={location.id} value={location.id}>
              {location.name}
            </option>
          ))}
        </SelectField>
      )}
      {settledElsewhere ? (
        <p
          className="rounded-lg bg-slate-50 p-3 text-sm font-medium text-slate-900"
          data-testid="receive-refund"
        >
          {forExchange ? swaps('receiveNoRefund') : claims('receiveNoRefund')}
        </p>
      ) : (
        <>
          <div className="flex flex-col gap-1">
            <TextInput
              label={t('receive.refund')}
              inputMode="decimal"
              autoComplete="off"
              prefix={currency.toUpperCase()}
              errors={errors}
              {...register('refund')}
            />
            <p className="text-sm text-slate-500">
              {t('receive.refundHint', {
                amount: money(entry.refund_amount),
                max: money(maxRefund),
              })}
            </p>
          </div>
          <p
            className="rounded-lg bg-slate-50 p-3 text-sm font-medium text-slate-900"
            data-testid="receive-refund"
            aria-live="polite"
          >
            {refund !== null && refund !== undefined && refund > 0
              ? t('receive.willRefund', { amount: money(refund) })
              : refund === null
                ? t('receive.errors.amountFormat')
                : t('receive.willRefundNothing')}
          </p>
        </>
      )}
    </FormModal>
  );
}
