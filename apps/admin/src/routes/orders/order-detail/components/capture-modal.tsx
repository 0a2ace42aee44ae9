import { useAdminCapturePayment } from '@storedesk/react';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/form/form-modal';
import { useServerFieldError } from '@/components/form/use-server-field-error';
import { TextInput } from '@/components/ui/text-input';
import { toast } from '@/components/ui/toast';
import { toMinorUnits } from '@/routes/pricing/common/money';
import { useOrderFormat } from '../../common/format';
import type { OrderPaymentView, OrderView } from '../../common/order-view';

interface CaptureModalProps {
  order: OrderView;
  payment: OrderPaymentView;
  onClose: () => void;
}

/**
 * Capture: the whole authorised amount, or part of it (typed in major units; the rest of the
 * authorisation is released by the provider). A refusal naming the amount shows under it.
 */
export function CaptureModal({ order, payment, onClose }: CaptureModalProps) {
  const { t } = useTranslation('orders');
  const format = useOrderFormat();
  const currency = order.currency_code;
  const [part, setPart] = useState(false);
  const capture = useAdminCapturePayment(order.id, {
    onSuccess: ({ order: saved }) => {
      toast.success(t('detail.capture.done', { amount: format.money(saved.paid_total, currency) }));
      onClose();
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ amount: string }>({ defaultValues: { amount: '' } });
  const fieldError = useServerFieldError(capture.error, ['amount'], setError);
  const shown: FieldErrors = errors.amount ? { amount: errors.amount } : {};

  const submit = handleSubmit(({ amount: text }) => {
    if (!part) return capture.mutate();
    const amount = toMinorUnits(text, currency);
    const problem =
      amount === undefined
        ? 'amountRequired'
        : amount === null
          ? 'amountFormat'
          : amount <= 0
            ? 'amountZero'
            : amount > payment.amount
              ? 'amountTooHigh'
              : null;
    if (problem) {
      setError('amount', {
        type: 'validate',
        message: t(`detail.capture.errors.${problem}`, {
          max: format.money(payment.amount, currency),
        }),
      });
      return;
    }
    capture.mutate({ amount: amount! });
  });

  return (
    <FormModal
      open
      size="small"
      heading={t('detail.capture.title')}
      submitLabel={t('detail.capture.submit')}
      isSaving={capture.isPending}
      error={capture.error}
      errorOnField={fieldError !== null}
      onSubmit={submit}
      onClose={onClose}
      className="flex flex-col gap-4"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">
          {t('detail.capture.how')}
        </legend>
        <label className="inline-flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" checked={!part} onChange={() => setPart(false)} />
          {t('detail.capture.full', { amount: format.money(payment.amount, currency) })}
        </label>
        <label className="inline-flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" checked={part} onChange={() => setPart(true)} />
          {t('detail.capture.part')}
        </label>
      </fieldset>
      {part && (
        <TextInput
          label={t('detail.capture.amount')}
          required
          inputMode="decimal"
          autoComplete="off"
          autoFocus
          prefix={currency.toUpperCase()}
          errors={shown}
          {...register('amount')}
        />
      )}
    </FormModal>
  );
}
