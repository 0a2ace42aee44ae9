import type { Product } from '@storedesk/contract';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { formatMoney } from '../../common/money';
import { useFormatListDate } from '../../common/price-list-badges';
import { priceChanges, type PriceCells } from '../../common/price-cells';
import { localToIso, type PriceListFormValues } from '../../common/price-list-form';
import { useStepGate } from '../use-step-gate';

interface SummaryStepProps {
  products: readonly Product[];
  currencies: readonly string[];
  cells: PriceCells;
  error: string | undefined;
}

/** Step 4 (summary, no step indicator): what Submit will create. */
export function SummaryStep({ products, currencies, cells, error }: SummaryStepProps) {
  const { t, i18n } = useTranslation('pricing');
  const { getValues } = useFormContext<PriceListFormValues>();
  const formatDate = useFormatListDate();
  useStepGate(true);
  const values = getValues();
  const { prices } = priceChanges(products, currencies, cells);
  const variants = new Map(
    products.flatMap((product) =>
      (product.variants ?? []).map((variant) => [variant.id, { product, variant }] as const),
    ),
  );

  const rows: [string, string][] = [
    [t('fields.type'), t(`type.${values.type}`)],
    [t('fields.name'), values.name.trim()],
    [t('fields.description'), values.description.trim() || t('summary.noDescription')],
    [t('fields.status'), t(`status.${values.status}`)],
    [t('fields.startsAt'), formatDate(localToIso(values.starts_at))],
    [t('fields.endsAt'), formatDate(localToIso(values.ends_at))],
  ];

  return (
    <div className="flex flex-col gap-5">
      <h3 className="text-base font-semibold text-slate-900">{t('summary.title')}</h3>
      {error && <Alert>{error}</Alert>}
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="summary-prices">
        <h4 id="summary-prices" className="text-sm font-semibold text-slate-900">
          {t('summary.prices', { count: prices.length })}
        </h4>
        {prices.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">{t('summary.noPrices')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 text-sm">
            {prices.map((price) => {
              const found = variants.get(price.variant_id);
              return (
                <li
                  key={`${price.variant_id}:${price.currency_code}`}
                  className="flex justify-between gap-4 py-1.5"
                >
                  <span className="text-slate-700">
                    {found ? `${found.product.title} · ${found.variant.title}` : price.variant_id}
                  </span>
                  <span className="font-medium text-slate-900 tabular-nums">
                    {formatMoney(price.amount, price.currency_code!, i18n.language)}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
