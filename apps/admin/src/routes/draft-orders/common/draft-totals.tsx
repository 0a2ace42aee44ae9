import { useTranslation } from 'react-i18next';
import { useOrderFormat } from '@/routes/orders/common/format';
import { draftCurrency, type DraftOrderView } from './draft-view';

/** The draft's totals as the server works them out: subtotal, shipping, tax and total. */
export function DraftTotals({ draft }: { draft: DraftOrderView }) {
  const { t } = useTranslation('draftOrders');
  const format = useOrderFormat();
  const currency = draftCurrency(draft);
  const money = (amount: number | undefined) => format.money(amount ?? 0, currency);
  const rows: [string, string][] = [
    [t('totals.subtotal'), money(draft.cart.subtotal)],
    [t('totals.shipping'), money(draft.cart.shipping_total)],
    [t('totals.tax'), money(draft.cart.tax_total)],
  ];
  if ((draft.cart.discount_total ?? 0) > 0) {
    rows.splice(1, 0, [t('totals.discount'), `−${money(draft.cart.discount_total)}`]);
  }
  return (
    <dl className="flex flex-col gap-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-slate-600">{label}</dt>
          <dd className="text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-semibold">
        <dt>{t('totals.total')}</dt>
        <dd className="tabular-nums">{money(draft.cart.total)}</dd>
      </div>
    </dl>
  );
}
