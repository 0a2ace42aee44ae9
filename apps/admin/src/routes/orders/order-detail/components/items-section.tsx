import { useTranslation } from 'react-i18next';
import { Section } from '@/components/detail/section';
import { useOrderFormat } from '../../common/format';
import type { OrderView } from '../../common/order-view';

/**
 * The order's lines, each with how many are fulfilled and shipped, then its totals: subtotal,
 * discount, shipping, tax, total, and what was paid and refunded.
 */
export function ItemsSection({ order }: { order: OrderView }) {
  const { t } = useTranslation('orders');
  const format = useOrderFormat();
  const money = (amount: number) => format.money(amount, order.currency_code);
  const totals: [string, string, boolean?][] = [
    [t('detail.totals.subtotal'), money(order.subtotal)],
    ...(order.discount_total > 0
      ? ([[t('detail.totals.discount'), money(-order.discount_total)]] as [string, string][])
      : []),
    [t('detail.totals.shipping'), money(order.shipping_total)],
    [t('detail.totals.tax'), money(order.tax_total)],
    [t('detail.totals.total'), money(order.total), true],
    [t('detail.totals.paid'), money(order.paid_total)],
    [t('detail.totals.refunded'), money(order.refunded_total)],
  ];

  return (
    <Section
      title={t('detail.items.title')}
      description={t('detail.items.count', { n: order.items.length })}
    >
      <ul className="divide-y divide-slate-100">
        {order.items.map((line) => {
          const variant = [line.variant?.title, line.variant?.sku].filter(Boolean).join(' · ');
          return (
            <li key={line.id} data-testid="order-line" className="flex gap-3 py-3 first:pt-0">
              {line.thumbnail ? (
                <img
                  src={line.thumbnail}
                  alt=""
                  loading="lazy"
                  className="size-12 shrink-0 rounded object-cover ring-1 ring-slate-200"
                />
              ) : (
                <span aria-hidden="true" className="block size-12 shrink-0 rounded bg-slate-100" />
              )}
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium break-words text-slate-900">{line.title}</p>
                {variant && <p className="text-slate-500">{variant}</p>}
                <p className="text-slate-600">
                  {t('detail.items.quantityPrice', {
                    quantity: line.quantity,
                    price: money(line.unit_price),
                  })}
                </p>
                <p className="text-xs text-slate-500">
                  {t('detail.items.progress', {
                    fulfilled: line.fulfilled_quantity ?? 0,
                    shipped: line.shipped_quantity ?? 0,
                    quantity: line.quantity,
                  })}
                  {(line.returned_quantity ?? 0) > 0 &&
                    ` · ${t('detail.items.returned', { returned: line.returned_quantity })}`}
                </p>
              </div>
              <p className="shrink-0 text-sm font-medium text-slate-900 tabular-nums">
                {money(line.total)}
              </p>
            </li>
          );
        })}
      </ul>
      <dl className="flex flex-col gap-1.5 border-t border-slate-200 pt-4 text-sm">
        {totals.map(([label, value, strong]) => (
          <div
            key={label}
            className={`flex justify-between gap-4 ${strong ? 'font-semibold text-slate-900' : 'text-slate-600'}`}
          >
            <dt>{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
