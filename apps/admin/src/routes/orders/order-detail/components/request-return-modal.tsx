import {
  useAdminRequestReturn,
  useAdminShippingOptions,
  useAdminStockLocations,
  useAdminStore,
} from '@storedesk/react';
import { useEffect, useMemo } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form/form-modal';
import { SelectField } from '@/components/form/select-field';
import { toast } from '@/components/ui/toast';
import { isolate, useOrderFormat } from '../../common/format';
import { refundFor, returnableLines } from '../../common/order-returns';
import type { OrderView } from '../../common/order-view';
import { serverField } from '../../common/server-field';
import { useRefreshOrders } from '../../common/use-refresh-orders';
import {
  chosenReturnLines,
  emptyReturnLines,
  readReturnLines,
  ReturnLinesPicker,
  type ReturnLinesForm,
} from './return-lines-picker';

interface RequestValues extends ReturnLinesForm {
  shipping_option_id: string;
  receive_now: boolean;
  location_id: string;
}

const LIST_QUERY = { limit: 200 };

const SERVER_FIELDS = ['items', 'return_shipping', 'location_id'] as const;

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
  const form = useForm<RequestValues>({
    defaultValues: {
      lines: emptyReturnLines(lines),
      shipping_option_id: '',
      receive_now: false,
      location_id: '',
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = form;
  useEffect(() => {
    // Once the store is read too: its default location is the one to offer.
    if (getValues('location_id') || locationList.length === 0 || store.isPending) return;
    const preferred =
      locationList.find((entry) => entry.id === defaultLocation) ?? locationList[0]!;
    setValue('location_id', preferred.id);
  }, [locationList, defaultLocation, store.isPending, getValues, setValue]);

  const watched = useWatch({ control });
  const chosen = chosenReturnLines(watched.lines, lines);
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
    const read = readReturnLines(values.lines, lines);
    let valid = read.items !== null;
    for (const problem of read.problems) {
      setError(`lines.${problem.index}.${problem.field}`, {
        type: 'validate',
        message:
          problem.field === 'quantity'
            ? t('request.errors.quantity', { max: problem.max })
            : t('request.errors.noteTooLong'),
      });
    }
    if (values.receive_now && locationList.length > 0 && !values.location_id) {
      valid = false;
      setError('location_id', { type: 'validate', message: t('request.errors.location') });
    }
    const items = read.items;
    if (!valid || !items) return;
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
      <FormProvider {...form}>
        <ReturnLinesPicker lines={lines} legend={t('request.items')} error={errors.root?.message} />
      </FormProvider>
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
