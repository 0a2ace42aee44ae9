import type { DashboardTopProduct } from '@storedesk/contract';
import { formatAmount } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Section } from '@/components/detail/section';

interface TopProductsProps {
  products: readonly DashboardTopProduct[];
  /** The period, in words, under the heading. */
  period: string;
}

/** The products with most units sold in the period, with what their lines brought in. */
export function TopProducts({ products, period }: TopProductsProps) {
  const { t, i18n } = useTranslation('dashboard');
  const locale = i18n.language;

  return (
    <Section title={t('topProducts.title')} description={period}>
      {products.length === 0 ? (
        <p className="text-sm text-slate-600">{t('topProducts.empty')}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-slate-100">
          {products.map((product) => (
            <li
              key={product.product_id}
              className="flex items-center gap-3 py-3 first:pt-0 last:pb-0"
            >
              {product.thumbnail ? (
                <img
                  src={product.thumbnail}
                  alt=""
                  className="size-10 shrink-0 rounded-md border border-slate-200 object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="size-10 shrink-0 rounded-md border border-slate-200 bg-slate-100"
                />
              )}
              <div className="min-w-0 flex-1">
                <Link
                  to={`/a/products/${product.product_id}`}
                  className="block truncate font-medium text-slate-900 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
                >
                  {product.title}
                </Link>
                <p className="text-sm text-slate-600">
                  {t('topProducts.sold', { count: product.quantity })}
                </p>
              </div>
              <div className="shrink-0 text-end text-sm font-medium text-slate-900 tabular-nums">
                {product.sales.map((entry) => (
                  <p key={entry.currency_code}>
                    {formatAmount({
                      amount: entry.amount,
                      currency_code: entry.currency_code,
                      locale,
                    })}
                  </p>
                ))}
              </div>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
