import type { AdminPostOrdersOrderSwapsReq } from '@storedesk/contract';
import { useAdminCreateSwap, useAdminShippingOptions } from '@storedesk/react';
import { useEffect, useMemo } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form/form-modal';
import { SelectField } from '@/components/form/select-field';
import { TextInput } from '@/components/ui/text-input';
import { toast } from '@/components/ui/toast';
import { UiButton } from '@/components/ui/ui-button';
import { currencyStep, toMajorUnits, toMinorUnits } from '@/routes/pricing/common/money';
import { isolate, useOrderFormat } from '../../common/format';
import { returnableLines } from '../../common/order-returns';
import { addedTaxRate, exchangeEstimate } from '../../common/order-swaps';
import { orderView, type OrderView } from '../../common/order-view';
import { serverField } from '../../common/server-field';
import {
  chosenReturnLines,
  emptyReturnLines,
  readReturnLines,
  ReturnLinesPicker,
  type ReturnLinesForm,
} from './return-lines-picker';
import { VariantSearch, type PickedVariant } from './variant-search';

interface NewItemValues extends PickedVariant {
  /** As typed. */
  quantity: string;
}

interface ExchangeValues extends ReturnLinesForm {
  /** The new items, in the order they were added. */
  additional: NewItemValues[];
  return_option_id: string;
  shipping_option_id: string;
  /** Major units, as typed. */
  shipping_price: string;
  notify: boolean;
}

const OPTIONS_QUERY = { limit: 200 };
/** The most of one new item an exchange sends here. */
const MAX_NEW_QUANTITY = 1000;
const SERVER_FIELDS = [
  'return_items',
  'additional_items',
  'return_shipping',
  'custom_shipping_options',
] as const;

/** A whole number from 1 to the most, as typed; null when it is not one. */
function newQuantityOf(text: string): number | null {
  const value = text.trim();
  if (!/^\d+$/.test(value)) return null;
  const quantity = Number(value);
  return quantity >= 1 && quantity <= MAX_NEW_QUANTITY ? quantity : null;
}

/**
 * Register an exchange (v1 swap): per line that can still come back, how many (with a reason and
 * a note); the new items, found in the catalogue and priced in the order's region; the return
 * shipping (optional) and how the new items ship at what price; whether the customer is told.
 * The summary says before anything is sent what comes back is worth, what the new items and
 * shipping cost, and the difference: what the customer pays or gets back, as the exchange's
 * cart will work it out. One that costs the customer nothing is confirmed at once; one that
 * costs more waits for them to pay. A refusal naming a line or an option shows beside it.
 */
export function RegisterExchangeModal({
  order,
  onClose,
}: {
  order: OrderView;
  onClose: () => void;
}) {
  const { t } = useTranslation('swaps');
  const format = useOrderFormat();
  const currency = order.currency_code;
  const money = (amount: number) => format.money(amount, currency);
  const lines = useMemo(() => returnableLines(order), [order]);
  const options = useAdminShippingOptions({ region_id: order.region_id, ...OPTIONS_QUERY });
  const returnOptions = (options.data?.shipping_options ?? []).filter((entry) => entry.is_return);
  const outboundOptions = (options.data?.shipping_options ?? []).filter(
    (entry) => !entry.is_return,
  );
  const taxRate = addedTaxRate(order.region);

  const form = useForm<ExchangeValues>({
    defaultValues: {
      lines: emptyReturnLines(lines),
      additional: [],
      return_option_id: '',
      shipping_option_id: '',
      shipping_price: '',
      notify: true,
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, dirtyFields },
  } = form;
  const additional = useFieldArray({ control, name: 'additional', keyName: 'key' });
  const watched = useWatch({ control });

  // The new items' shipping costs what its option costs until staff type another price.
  const outbound = outboundOptions.find((entry) => entry.id === watched.shipping_option_id);
  const priceEdited = dirtyFields.shipping_price === true;
  useEffect(() => {
    if (priceEdited) return;
    setValue('shipping_price', outbound ? toMajorUnits(outbound.amount ?? 0, currency) : '');
  }, [outbound, priceEdited, currency, setValue]);

  const back = chosenReturnLines(watched.lines, lines);
  const out = (watched.additional ?? []).map((item) => ({
    unit_price: item?.unit_price ?? 0,
    quantity: newQuantityOf(item?.quantity ?? '') ?? 0,
  }));
  const returnOption = returnOptions.find((entry) => entry.id === watched.return_option_id);
  const shippingPrice = outbound ? (toMinorUnits(watched.shipping_price ?? '', currency) ?? 0) : 0;
  const estimate = exchangeEstimate({
    items: order.items,
    back,
    out,
    shippingPrice,
    returnShippingPrice: returnOption ? (returnOption.amount ?? 0) : 0,
    taxRate,
  });

  const create = useAdminCreateSwap(order.id, {
    onSuccess: (data) => {
      const made = orderView(data.order).swaps?.at(-1);
      const waiting = made ? made.confirmed_at === null && made.canceled_at === null : false;
      toast.success(waiting ? t('register.doneWaiting') : t('register.done'));
      onClose();
    },
    // `return_items[n]` and `additional_items[n]` are the nth sent, which map back to their rows.
    onError: (error, body) => {
      const field = serverField(error, SERVER_FIELDS);
      if (!field) return;
      const [head, index, leaf] = field.path.split('.');
      const message = { type: 'server', message: field.message };
      if (head === 'return_shipping') setError('return_option_id', message);
      else if (head === 'custom_shipping_options') {
        setError(leaf === 'price' ? 'shipping_price' : 'shipping_option_id', message);
      } else if (head === 'additional_items') {
        const row = Number(index);
        if (row >= 0 && row < additional.fields.length) {
          setError(`additional.${row}.quantity`, message);
        }
      } else {
        const sent = body.return_items[Number(index)];
        const row = lines.findIndex(({ line }) => line.id === sent?.item_id);
        const name = leaf === 'reason_id' ? 'reason_id' : leaf === 'note' ? 'note' : 'quantity';
        if (row >= 0) setError(`lines.${row}.${name}`, message);
      }
    },
  });
  const onField = serverField(create.error, SERVER_FIELDS) !== null;

  const submit = handleSubmit((values) => {
    const read = readReturnLines(values.lines, lines);
    let valid = read.items !== null;
    for (const problem of read.problems) {
      setError(`lines.${problem.index}.${problem.field}`, {
        type: 'validate',
        message:
          problem.field === 'quantity'
            ? t('register.errors.quantity', { max: problem.max })
            : t('register.errors.noteTooLong'),
      });
    }
    const newItems = values.additional.map((item, index) => {
      const quantity = newQuantityOf(item.quantity);
      if (quantity === null) {
        valid = false;
        setError(`additional.${index}.quantity`, {
          type: 'validate',
          message: t('register.errors.newQuantity', { max: MAX_NEW_QUANTITY }),
        });
      }
      return { variant_id: item.variant_id, quantity: quantity ?? 0 };
    });
    const price = toMinorUnits(values.shipping_price, currency);
    if (values.shipping_option_id && (price === null || price === undefined)) {
      valid = false;
      setError('shipping_price', { type: 'validate', message: t('register.errors.price') });
    }
    const items = read.items;
    if (!valid || !items) return;
    if (items.length === 0) {
      setError('root', { type: 'validate', message: t('register.errors.nothingBack') });
      return;
    }
    const body: AdminPostOrdersOrderSwapsReq = {
      return_items: items,
      ...(newItems.length > 0 ? { additional_items: newItems } : {}),
      ...(values.return_option_id
        ? { return_shipping: { option_id: values.return_option_id } }
        : {}),
      ...(values.shipping_option_id && typeof price === 'number'
        ? { custom_shipping_options: [{ option_id: values.shipping_option_id, price }] }
        : {}),
      no_notification: !values.notify,
    };
    create.mutate(body);
  });

  const add = (variant: PickedVariant) => additional.append({ ...variant, quantity: '1' });
  const difference = estimate.difference;

  return (
    <FormModal
      open
      heading={t('register.title')}
      submitLabel={t('register.submit')}
      isSaving={create.isPending}
      error={create.error}
      errorOnField={onField}
      onSubmit={submit}
      onClose={onClose}
      className="flex flex-col gap-6"
    >
      <FormProvider {...form}>
        <ReturnLinesPicker lines={lines} legend={t('register.back')} error={errors.root?.message} />
      </FormProvider>

      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-900">{t('register.out')}</legend>
        <VariantSearch
          regionId={order.region_id}
          currency={currency}
          picked={(watched.additional ?? []).map((item) => item?.variant_id ?? '')}
          onAdd={add}
        />
        {additional.fields.length === 0 ? (
          <p className="text-sm text-slate-500">{t('register.noNewItems')}</p>
        ) : (
          <ul aria-label={t('register.chosen')} className="flex flex-col gap-2">
            {additional.fields.map((field, index) => {
              const name = `${field.title} · ${field.variant_title}`;
              return (
                <li
                  key={field.key}
                  className="grid items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm sm:grid-cols-[minmax(0,1fr)_7rem_auto]"
                >
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900">{field.title}</p>
                    <p className="break-words text-slate-500">
                      {[field.variant_title, field.sku].filter(Boolean).join(' · ')}
                    </p>
                    <p className="text-slate-500">
                      {t('register.unitPrice', { price: money(field.unit_price ?? 0) })}
                    </p>
                  </div>
                  <TextInput
                    label={
                      <span className="sr-only">{t('register.quantityOf', { title: name })}</span>
                    }
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={MAX_NEW_QUANTITY}
                    step={1}
                    errors={errors}
                    {...register(`additional.${index}.quantity`)}
                  />
                  <UiButton
                    variant="ghost"
                    className="justify-self-start"
                    aria-label={t('register.removeNamed', { title: name })}
                    onClick={() => additional.remove(index)}
                  >
                    {t('register.remove')}
                  </UiButton>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('register.returnShipping')}
          disabled={options.isPending}
          error={errors.return_option_id?.message}
          {...register('return_option_id')}
        >
          <option value="">
            {options.isPending ? t('register.loadingOptions') : t('register.noReturnShipping')}
          </option>
          {returnOptions.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {t('register.option', {
                name: isolate(entry.name),
                price: isolate(money(entry.amount ?? 0)),
              })}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('register.shipping')}
          disabled={options.isPending}
          error={errors.shipping_option_id?.message}
          {...register('shipping_option_id')}
        >
          <option value="">
            {options.isPending ? t('register.loadingOptions') : t('register.noShipping')}
          </option>
          {outboundOptions.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {t('register.option', {
                name: isolate(entry.name),
                price: isolate(money(entry.amount ?? 0)),
              })}
            </option>
          ))}
        </SelectField>
        {outbound && (
          <TextInput
            label={t('register.shippingPrice')}
            inputMode="decimal"
            step={currencyStep(currency)}
            autoComplete="off"
            prefix={currency.toUpperCase()}
            className="sm:col-start-2"
            errors={errors}
            {...register('shipping_price')}
          />
        )}
      </div>

      <label className="inline-flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="size-4 accent-slate-900" {...register('notify')} />
        {t('register.notify')}
      </label>

      <section
        aria-label={t('register.summary')}
        className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 text-sm"
      >
        <dl className="flex flex-col gap-1">
          <div className="flex justify-between gap-4 text-slate-600">
            <dt>{t('register.credit')}</dt>
            <dd dir="ltr" className="tabular-nums" data-testid="exchange-credit">
              {money(-estimate.credit)}
            </dd>
          </div>
          <div className="flex justify-between gap-4 text-slate-600">
            <dt>{taxRate > 0 ? t('register.newItemsWithTax') : t('register.newItems')}</dt>
            <dd dir="ltr" className="tabular-nums" data-testid="exchange-new-items">
              {money(estimate.newItems)}
            </dd>
          </div>
          {outbound && (
            <div className="flex justify-between gap-4 text-slate-600">
              <dt>{t('register.shippingCost')}</dt>
              <dd dir="ltr" className="tabular-nums">
                {money(estimate.shipping)}
              </dd>
            </div>
          )}
          {returnOption && (
            <div className="flex justify-between gap-4 text-slate-600">
              <dt>{t('register.returnShippingCost')}</dt>
              <dd dir="ltr" className="tabular-nums">
                {money(estimate.returnShipping)}
              </dd>
            </div>
          )}
          <div className="flex justify-between gap-4 border-t border-slate-200 pt-1 font-semibold text-slate-900">
            <dt>{t('register.difference')}</dt>
            <dd dir="ltr" className="tabular-nums">
              {money(difference)}
            </dd>
          </div>
        </dl>
        <p
          className="font-medium text-slate-900"
          data-testid="exchange-difference"
          aria-live="polite"
        >
          {difference > 0
            ? t('register.customerPays', { amount: money(difference) })
            : difference < 0
              ? t('register.customerGetsBack', { amount: money(-difference) })
              : t('register.even')}
        </p>
        <p className="text-xs text-slate-500">
          {difference > 0 ? t('register.paysHint') : t('register.confirmedHint')}{' '}
          {taxRate > 0 ? t('register.taxHint', { rate: taxRate }) : t('register.noTaxHint')}
        </p>
      </section>
    </FormModal>
  );
}
