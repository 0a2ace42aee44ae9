import { zodResolver } from '@hookform/resolvers/zod';
import { REFUND_REASONS } from '@storedesk/contract';
import { useAdminRefundPayment } from '@storedesk/react';
import { useId } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form/form-modal';
import { SelectField } from '@/components/form/select-field';
import { shownErrors } from '@/components/form/shown-errors';
import { TextareaField } from '@/components/form/textarea-field';
import { useServerFieldError } from '@/components/form/use-server-field-error';
import { TextInput } from '@/components/ui/text-input';
import { toast } from '@/components/ui/toast';
import { useOrderFormat } from '../../common/format';
import { refundableOf, type OrderView } from '../../common/order-view';
import { refundSchema, type RefundValues } from './refund-form';

const FIELDS = ['amount', 'reason', 'note'] as const;

interface RefundModalProps {
  order: OrderView;
  onClose: () => void;
}

/**
 * Refund: an amount in the currency's major units (at most what the payment may still give
 * back), a reason, a note kept with the refund, and whether the customer is mailed. A refusal
 * naming a field (`amount: …`) shows under that field.
 */
export function RefundModal({ order, onClose }: RefundModalProps) {
  const { t } = useTranslation('orders');
  const format = useOrderFormat();
  const hintId = useId();
  const max = refundableOf(order);
  const currency = order.currency_code;
  const refund = useAdminRefundPayment(order.id, {
    onSuccess: (_data, body) => {
      toast.success(t('detail.refund.done', { amount: format.money(body.amount, currency) }));
      onClose();
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RefundValues, unknown, ReturnType<ReturnType<typeof refundSchema>['parse']>>({
    resolver: zodResolver(refundSchema(currency, max)),
    defaultValues: { amount: '', reason: 'other', note: '', notify: true },
  });
  const fieldError = useServerFieldError(refund.error, FIELDS, setError);
  const shown: FieldErrors = shownErrors(errors, FIELDS, (field, problem) =>
    field === 'amount'
      ? t(`detail.refund.errors.${problem.message as RefundProblem}`, {
          max: format.money(max, currency),
        })
      : field === 'note'
        ? t('detail.refund.errors.noteTooLong')
        : undefined,
  );

  return (
    <FormModal
      open
      size="small"
      heading={t('detail.refund.title')}
      submitLabel={t('detail.refund.submit')}
      isSaving={refund.isPending}
      error={refund.error}
      errorOnField={fieldError !== null}
      onSubmit={handleSubmit((body) => refund.mutate(body))}
      onClose={onClose}
      className="flex flex-col gap-4"
    >
      <div className="flex flex-col gap-1">
        <TextInput
          label={t('detail.refund.amount')}
          required
          inputMode="decimal"
          autoComplete="off"
          autoFocus
          prefix={currency.toUpperCase()}
          aria-describedby={hintId}
          errors={shown}
          {...register('amount')}
        />
        <p id={hintId} className="text-sm text-slate-500">
          {t('detail.refund.amountHint', { max: format.money(max, currency) })}
        </p>
      </div>
      <SelectField
        label={t('detail.refund.reason')}
        required
        error={shown.reason?.message as string | undefined}
        {...register('reason')}
      >
        {REFUND_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {t(`refundReason.${reason}`)}
          </option>
        ))}
      </SelectField>
      <TextareaField
        label={t('detail.refund.note')}
        error={shown.note?.message as string | undefined}
        {...register('note')}
      />
      <label className="inline-flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" className="size-4 accent-slate-900" {...register('notify')} />
        {t('detail.refund.notify')}
      </label>
    </FormModal>
  );
}

type RefundProblem = 'amountRequired' | 'amountFormat' | 'amountZero' | 'amountTooHigh';
