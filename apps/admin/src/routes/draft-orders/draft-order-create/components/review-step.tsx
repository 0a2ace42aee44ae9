import type { Region } from '@storedesk/contract';
import { useAdminShippingOptions } from '@storedesk/react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { DetailList } from '@/components/detail/detail-list';
import { useOrderFormat } from '@/routes/orders/common/format';
import { useDisplayNames } from '@/routes/settings/regions/common/display-names';
import { addressLines } from '@/routes/orders/common/order-view';
import { priceOf } from '../../common/items-form';
import type { CreateValues } from '../create-form';

interface ReviewStepProps {
  /** The region chosen on the first step: its currency prices the lines. */
  region: Region;
  /** Why the server refused the draft (a field's reason is on its step). */
  error: string | null;
}

interface ReviewLine {
  key: string;
  title: string;
  detail: string | null;
  quantity: string;
  /** The unit price in minor units, when the wizard knows it. */
  price: number | null;
}

/**
 * Step 4: what was entered, before anything is saved: the customer, the region, each line
 * (with its unit price where the wizard knows it), the address and the shipping option. Taxes
 * and totals are the server's: the draft's page shows them once Create has saved it.
 */
export function ReviewStep({ region, error }: ReviewStepProps) {
  const { t } = useTranslation('draftOrders');
  const format = useOrderFormat();
  const names = useDisplayNames();
  const { getValues } = useFormContext<CreateValues>();
  const values = getValues();
  const currency = region.currency_code;
  // The shipping step's query: answered from the cache.
  const options = useAdminShippingOptions({ region_id: region.id, is_return: false, limit: 100 });
  const option = options.data?.shipping_options.find((entry) => entry.id === values.option_id);

  const lines: ReviewLine[] = [
    ...values.variants.map((line, index) => {
      const chosen = line.choices.find((choice) => choice.id === line.variant_id);
      return {
        key: `variant-${index}`,
        title: line.product_title,
        detail: chosen?.title ?? null,
        quantity: line.quantity.trim(),
        price: chosen?.price ?? null,
      };
    }),
    ...values.custom.map((line, index) => {
      const price = priceOf(line.price, currency);
      return {
        key: `custom-${index}`,
        title: line.title.trim(),
        detail: t('detail.items.custom'),
        quantity: line.quantity.trim(),
        price: typeof price === 'number' ? price : null,
      };
    }),
  ];

  const optionPrice = values.option_calculated
    ? priceOf(values.option_price, currency)
    : (option?.amount ?? null);
  const optionName = option?.name ?? t('noValue');
  const shipping =
    typeof optionPrice === 'number'
      ? t('review.optionPrice', { name: optionName, price: format.money(optionPrice, currency) })
      : optionName;

  return (
    <div className="flex flex-col gap-6">
      {error && <Alert>{error}</Alert>}
      <DetailList
        items={[
          [
            t('review.customer'),
            <span key="customer" className="flex flex-col">
              <span className="break-all">{values.email.trim()}</span>
              <span className="text-slate-500">
                {t(values.mode === 'existing' ? 'customer.modeExisting' : 'customer.modeNew')}
              </span>
            </span>,
          ],
          [
            t('review.region'),
            t('customer.regionOption', {
              name: region.name,
              currency: currency.toUpperCase(),
            }),
          ],
          [
            t('review.shipTo'),
            addressLines(
              { ...values.address, country_code: values.address.country_code || null },
              (iso) => names.country(iso),
            ).join('\n'),
          ],
          [t('review.shippingOption'), shipping],
        ]}
      />
      <section aria-labelledby="draft-review-lines" className="flex flex-col gap-2">
        <h3 id="draft-review-lines" className="font-semibold text-slate-900">
          {t('review.lines')}
        </h3>
        <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200">
          {lines.map((line) => (
            <li key={line.key} className="flex flex-col gap-0.5 px-3 py-2">
              <span className="font-medium break-words text-slate-900">{line.title}</span>
              {line.detail && (
                <span className="text-sm break-words text-slate-600">{line.detail}</span>
              )}
              <span className="text-sm text-slate-500 tabular-nums">
                {line.price === null
                  ? t('detail.items.quantityShown', { quantity: line.quantity })
                  : t('review.lineQuantity', {
                      quantity: line.quantity,
                      price: format.money(line.price, currency),
                    })}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
        {t('review.totalsNote')}
      </p>
    </div>
  );
}
