import { CLAIM_REASONS, type AdminPostOrdersOrderClaimsReq } from '@storedesk/contract';
import { useAdminCreateClaim, useAdminShippingOptions } from '@storedesk/react';
import { useEffect, useMemo } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form/form-modal';
import { SelectField } from '@/components/form/select-field';
import { TextInput } from '@/components/ui/text-input';
import { toast } from '@/components/ui/toast';
import { UiButton } from '@/components/ui/ui-button';
import { claimableLines, claimRefundFor } from '@/routes/claims/common/claim-view';
import { currencyStep, toMajorUnits, toMinorUnits } from '@/routes/pricing/common/money';
import { isolate, useOrderFormat } from '../../common/format';
import { refundableOf, type OrderView } from '../../common/order-view';
import { serverField } from '../../common/server-field';
import {
  chosenReturnLines,
  emptyReturnLines,
  readReturnLines,
  ReturnLinesPicker,
  type ReturnLinesForm,
} from './return-lines-picker';
import { VariantSearch, type PickedVariant } from './variant-search';

type ClaimType = AdminPostOrdersOrderClaimsReq['type'];
type ClaimReason = (typeof CLAIM_REASONS)[number];

interface ReplacementValues extends PickedVariant {
  /** As typed. */
  quantity: string;
}

interface ClaimValues extends ReturnLinesForm {
  type: ClaimType;
  /** Major units, as typed: what the claimed units were paid until staff type their own. */
  refund: string;
  /** The replacements, in the order they were added. */
  replacements: ReplacementValues[];
  shipping_option_id: string;
  return_option_id: string;
  notify: boolean;
}

const OPTIONS_QUERY = { limit: 200 };
/** The most of one replacement a claim sends here. */
const MAX_REPLACEMENT_QUANTITY = 1000;
const SERVER_FIELDS = [
  'claim_items',
  'additional_items',
  'shipping_methods',
  'return_shipping',
  'refund_amount',
] as const;

/** A whole number from 1 to the most, as typed; null when it is not one. */
function replacementQuantityOf(text: string): number | null {
  const value = text.trim();
  if (!/^\d+$/.test(value)) return null;
  const quantity = Number(value);
  return quantity >= 1 && quantity <= MAX_REPLACEMENT_QUANTITY ? quantity : null;
}

/**
 * Register a claim: per fulfilled line that can still be claimed, how many, why (missing item,
 * wrong item, production failure, other) and a note; then how the store settles it: a refund
 * (what the claimed units were paid to start with, at most what the payment can still give
 * back) or replacements sent free of charge (found in the catalogue, with the shipping option
 * they go by); optionally a return that brings the claimed items back; whether the customer is
 * told. The summary says before anything is sent what the store gives: 'Refund $20.00 to the
 * customer' or 'Send 2 items free of charge'. A refusal naming a line or a field shows beside it.
 */
export function RegisterClaimModal({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const { t } = useTranslation('claims');
  const format = useOrderFormat();
  const currency = order.currency_code;
  const money = (amount: number) => format.money(amount, currency);
  const lines = useMemo(() => claimableLines(order), [order]);
  const maxRefund = Math.max(refundableOf(order), 0);
  const canRefund = maxRefund > 0;
  const options = useAdminShippingOptions({ region_id: order.region_id, ...OPTIONS_QUERY });
  const returnOptions = (options.data?.shipping_options ?? []).filter((entry) => entry.is_return);
  const outboundOptions = (options.data?.shipping_options ?? []).filter(
    (entry) => !entry.is_return,
  );
  const reasons = useMemo(
    () => ({
      placeholder: t('register.chooseReason'),
      options: CLAIM_REASONS.map((value) => ({ value, label: t(`reason.${value}`) })),
    }),
    [t],
  );
  const wording = useMemo(
    () => ({
      left: (left: number, quantity: number) => t('register.left', { left, quantity }),
      quantityOf: (title: string) => t('register.quantityOf', { title }),
    }),
    [t],
  );

  const form = useForm<ClaimValues>({
    defaultValues: {
      lines: emptyReturnLines(lines),
      type: canRefund ? 'refund' : 'replace',
      refund: toMajorUnits(0, currency),
      replacements: [],
      shipping_option_id: '',
      return_option_id: '',
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
  const replacements = useFieldArray({ control, name: 'replacements', keyName: 'key' });
  const watched = useWatch({ control });
  const type = watched.type ?? 'refund';

  // The refund follows the claimed lines (what they were paid) until staff type their own.
  const claimed = chosenReturnLines(watched.lines, lines);
  const suggested = Math.min(claimRefundFor(order.items, claimed), maxRefund);
  const refundEdited = dirtyFields.refund === true;
  useEffect(() => {
    if (!refundEdited) setValue('refund', toMajorUnits(suggested, currency));
  }, [refundEdited, suggested, currency, setValue]);
  const refund = toMinorUnits(watched.refund ?? '', currency);

  const claimedUnits = claimed.reduce((sum, line) => sum + line.quantity, 0);
  const sentUnits = (watched.replacements ?? []).reduce(
    (sum, item) => sum + (replacementQuantityOf(item?.quantity ?? '') ?? 0),
    0,
  );
  const returnOption = returnOptions.find((entry) => entry.id === watched.return_option_id);
  const outbound = outboundOptions.find((entry) => entry.id === watched.shipping_option_id);

  const create = useAdminCreateClaim(order.id, {
    onSuccess: () => {
      toast.success(t('register.done'));
      onClose();
    },
    // `claim_items[n]` and `additional_items[n]` are the nth sent, which map back to their rows.
    onError: (error, body) => {
      const field = serverField(error, SERVER_FIELDS);
      if (!field) return;
      const [head, index, leaf] = field.path.split('.');
      const message = { type: 'server', message: field.message };
      if (head === 'return_shipping') setError('return_option_id', message);
      else if (head === 'shipping_methods') setError('shipping_option_id', message);
      else if (head === 'refund_amount') setError('refund', message);
      else if (head === 'additional_items') {
        const row = Number(index);
        if (index !== undefined && row >= 0 && row < replacements.fields.length) {
          setError(`replacements.${row}.quantity`, message);
        } else setError('root.replacements', message);
      } else {
        const sent = body.claim_items[Number(index)];
        const row = lines.findIndex(({ line }) => line.id === sent?.item_id);
        const name = leaf === 'reason' ? 'reason_id' : leaf === 'note' ? 'note' : 'quantity';
        if (row >= 0) setError(`lines.${row}.${name}`, message);
        else setError('root', message);
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
    // Every claimed line says why.
    const picked = chosenReturnLines(values.lines, lines);
    values.lines.forEach((row, index) => {
      if ((picked[index]?.quantity ?? 0) > 0 && !row.reason_id) {
        valid = false;
        setError(`lines.${index}.reason_id`, {
          type: 'validate',
          message: t('register.errors.reason'),
        });
      }
    });
    const replace = values.type === 'replace';
    const additional = values.replacements.map((item, index) => {
      const quantity = replacementQuantityOf(item.quantity);
      if (replace && quantity === null) {
        valid = false;
        setError(`replacements.${index}.quantity`, {
          type: 'validate',
          message: t('register.errors.replacementQuantity', { max: MAX_REPLACEMENT_QUANTITY }),
        });
      }
      return { variant_id: item.variant_id, quantity: quantity ?? 0 };
    });
    if (replace && additional.length === 0) {
      valid = false;
      setError('root.replacements', {
        type: 'validate',
        message: t('register.errors.noReplacements'),
      });
    }
    const amount = toMinorUnits(values.refund, currency);
    if (!replace) {
      if (amount === null || amount === undefined) {
        valid = false;
        setError('refund', { type: 'validate', message: t('register.errors.amountFormat') });
      } else if (amount > maxRefund) {
        valid = false;
        setError('refund', {
          type: 'validate',
          message: t('register.errors.amountTooHigh', { max: money(maxRefund) }),
        });
      }
    }
    const items = read.items;
    if (!valid || !items) return;
    if (items.length === 0) {
      setError('root', { type: 'validate', message: t('register.errors.nothingClaimed') });
      return;
    }
    const claimItems = items.map(({ reason_id, ...line }) => ({
      ...line,
      reason: reason_id as ClaimReason,
    }));
    const body: AdminPostOrdersOrderClaimsReq = {
      type: values.type,
      claim_items: claimItems,
      ...(replace
        ? {
            additional_items: additional,
            ...(values.shipping_option_id
              ? { shipping_methods: [{ option_id: values.shipping_option_id, price: 0 }] }
              : {}),
          }
        : // The server works out the same default: send only an amount of staff's own.
          typeof amount === 'number' && amount !== claimRefundFor(order.items, items)
          ? { refund_amount: amount }
          : {}),
      ...(values.return_option_id
        ? { return_shipping: { option_id: values.return_option_id } }
        : {}),
      no_notification: !values.notify,
    };
    create.mutate(body);
  });

  const add = (variant: PickedVariant) => replacements.append({ ...variant, quantity: '1' });
  const option = (entry: { name: string; amount?: number | null }) =>
    t('register.option', {
      name: isolate(entry.name),
      price: isolate(money(entry.amount ?? 0)),
    });

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
        <ReturnLinesPicker
          lines={lines}
          legend={t('register.lines')}
          error={errors.root?.message}
          reasons={reasons}
          wording={wording}
        />
      </FormProvider>

      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">{t('register.settle')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {(['refund', 'replace'] as const).map((value) => {
            const disabled = value === 'refund' && !canRefund;
            return (
              <label
                key={value}
                className={`flex items-start gap-2 rounded-lg border p-3 text-sm ${type === value ? 'border-slate-900 bg-slate-50' : 'border-slate-200'} ${disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'}`}
              >
                <input
                  type="radio"
                  value={value}
                  disabled={disabled}
                  className="mt-0.5 size-4 shrink-0 accent-slate-900"
                  {...register('type')}
                />
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">
                    {t(`register.types.${value}.label`)}
                  </span>
                  <span className="block text-slate-500">
                    {disabled ? t('register.nothingToRefund') : t(`register.types.${value}.hint`)}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      {type === 'refund' ? (
        <div className="flex flex-col gap-1">
          <TextInput
            label={t('register.refund')}
            inputMode="decimal"
            step={currencyStep(currency)}
            autoComplete="off"
            prefix={currency.toUpperCase()}
            className="sm:max-w-xs"
            errors={errors}
            {...register('refund')}
          />
          <p className="text-sm text-slate-500">
            {t('register.refundHint', { amount: money(suggested), max: money(maxRefund) })}
          </p>
        </div>
      ) : (
        <fieldset className="flex min-w-0 flex-col gap-3">
          <legend className="mb-1 text-sm font-medium text-slate-900">
            {t('register.replacements')}
          </legend>
          <VariantSearch
            regionId={order.region_id}
            currency={currency}
            picked={(watched.replacements ?? []).map((item) => item?.variant_id ?? '')}
            onAdd={add}
          />
          {errors.root?.replacements && (
            <p role="alert" className="text-sm text-red-700">
              {errors.root.replacements.message}
            </p>
          )}
          {replacements.fields.length === 0 ? (
            <p className="text-sm text-slate-500">{t('register.noReplacements')}</p>
          ) : (
            <ul aria-label={t('register.chosen')} className="flex flex-col gap-2">
              {replacements.fields.map((field, index) => {
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
                    </div>
                    <TextInput
                      label={
                        <span className="sr-only">
                          {t('register.replacementQuantityOf', { title: name })}
                        </span>
                      }
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={MAX_REPLACEMENT_QUANTITY}
                      step={1}
                      errors={errors}
                      {...register(`replacements.${index}.quantity`)}
                    />
                    <UiButton
                      variant="ghost"
                      className="justify-self-start"
                      aria-label={t('register.removeNamed', { title: name })}
                      onClick={() => replacements.remove(index)}
                    >
                      {t('register.remove')}
                    </UiButton>
                  </li>
                );
              })}
            </ul>
          )}
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
                {entry.name}
              </option>
            ))}
          </SelectField>
        </fieldset>
      )}

      <SelectField
        label={t('register.returnShipping')}
        disabled={options.isPending}
        error={errors.return_option_id?.message}
        {...register('return_option_id')}
      >
        <option value="">
          {options.isPending ? t('register.loadingOptions') : t('register.noReturn')}
        </option>
        {returnOptions.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {option(entry)}
          </option>
        ))}
      </SelectField>

      <label className="inline-flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="size-4 accent-slate-900" {...register('notify')} />
        {t('register.notify')}
      </label>

      <section
        aria-label={t('register.summary')}
        className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 text-sm"
      >
        <dl className="flex flex-col gap-1 text-slate-600">
          <div className="flex justify-between gap-4">
            <dt>{t('register.claimedItems')}</dt>
            <dd className="tabular-nums">{claimedUnits}</dd>
          </div>
          {type === 'replace' && (
            <div className="flex justify-between gap-4">
              <dt>{t('register.shippedBy')}</dt>
              <dd className="min-w-0 text-end break-words">
                {outbound ? outbound.name : t('register.noShipping')}
              </dd>
            </div>
          )}
          <div className="flex justify-between gap-4">
            <dt>{t('register.comingBack')}</dt>
            <dd className="min-w-0 text-end break-words">
              {returnOption
                ? t('register.option', {
                    name: returnOption.name,
                    price: money(returnOption.amount ?? 0),
                  })
                : t('register.notComingBack')}
            </dd>
          </div>
        </dl>
        <p
          className="border-t border-slate-200 pt-2 font-semibold text-slate-900"
          data-testid="claim-total"
          aria-live="polite"
        >
          {type === 'replace'
            ? t('register.sendFree', { count: sentUnits })
            : refund === null || refund === undefined
              ? t('register.errors.amountFormat')
              : refund > 0
                ? t('register.refundTotal', { amount: money(refund) })
                : t('register.refundNothing')}
        </p>
        <p className="text-xs text-slate-500">
          {type === 'replace' ? t('register.replaceHint') : t('register.refundNow')}
        </p>
      </section>
    </FormModal>
  );
}
