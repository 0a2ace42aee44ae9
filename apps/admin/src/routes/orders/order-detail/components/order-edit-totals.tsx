import { useTranslation } from 'react-i18next';
import { differenceKind } from '@/routes/order-edits/common/order-edit-rules';
import { useOrderFormat } from '../../common/format';

interface OrderEditTotalsProps {
  /** The order's total now. */
  current: number;
  /** The order's total once the edit is confirmed. */
  next: number;
  /** The edit's `difference_due` (the new total less the order's). */
  difference: number;
  currency: string;
}

/**
 * What an edit does to the price, before staff decide: the current and new totals, the
 * difference, and in words who pays whom ('The customer pays €15.00 more', '€5.00 will be
 * refunded to the customer', 'No change in price').
 */
export function OrderEditTotals({ current, next, difference, currency }: OrderEditTotalsProps) {
  const { t } = useTranslation('orderEdits');
  const format = useOrderFormat();
  const money = (amount: number) => format.money(amount, currency);
  const kind = differenceKind(difference);
  return (
    <section
      aria-label={t('editor.summary')}
      className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 text-sm"
    >
      <dl className="flex flex-col gap-1">
        <div className="flex justify-between gap-4 text-slate-600">
          <dt>{t('editor.currentTotal')}</dt>
          <dd dir="ltr" className="tabular-nums">
            {money(current)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 text-slate-600">
          <dt>{t('editor.newTotal')}</dt>
          <dd dir="ltr" className="tabular-nums" data-testid="order-edit-new-total">
            {money(next)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-1 font-semibold text-slate-900">
          <dt>{t('editor.difference')}</dt>
          <dd dir="ltr" className="tabular-nums">
            {money(difference)}
          </dd>
        </div>
      </dl>
      <p
        className={`font-medium ${kind === 'pays' ? 'text-amber-900' : 'text-slate-900'}`}
        data-testid="order-edit-difference"
        aria-live="polite"
      >
        {t(`difference.${kind}`, { amount: money(Math.abs(difference)) })}
      </p>
    </section>
  );
}
