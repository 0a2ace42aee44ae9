import { useAdminProducts, useAdminVariants } from '@storedesk/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '@/components/list/list-search';
import { Spinner } from '@/components/spinner';
import { TextInput } from '@/components/ui/text-input';
import { UiButton } from '@/components/ui/ui-button';
import { useOrderFormat } from '../../common/format';

/** A variant picked to send, with what it costs in the order's region (null: no price there). */
export interface PickedVariant {
  variant_id: string;
  /** The product's title. */
  title: string;
  variant_title: string;
  sku: string | null;
  unit_price: number | null;
}

/** How many products one search shows. */
const PRODUCTS_SHOWN = 5;

interface VariantSearchProps {
  regionId: string;
  currency: string;
  /** Variants already picked: their Add button is off. */
  picked: readonly string[];
  onAdd: (variant: PickedVariant) => void;
}

/**
 * A search of the catalogue for items to send (product title, handle or SKU): the first products
 * found with their variants, each priced as the order's region prices it (price lists too) and
 * with its stock, and an Add button. A variant without a price in the region cannot be added:
 * the server would refuse it. It sits inside the exchange's form, so Enter searches at once
 * instead of sending the form.
 */
export function VariantSearch({ regionId, currency, picked, onAdd }: VariantSearchProps) {
  const { t } = useTranslation('swaps');
  const format = useOrderFormat();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q]);

  const products = useAdminProducts(
    { q, limit: PRODUCTS_SHOWN },
    { enabled: q !== '', placeholderData: keepPreviousData },
  );
  const found = q ? (products.data?.products ?? []) : [];
  const ids = found.flatMap((product) => (product.variants ?? []).map((variant) => variant.id));
  // The products list is not priced: the same variants again, priced for the region.
  const priced = useAdminVariants(
    { id: ids.join(','), region_id: regionId, limit: ids.length },
    { enabled: ids.length > 0, placeholderData: keepPreviousData },
  );
  const priceOf = (id: string) => {
    const variant = priced.data?.variants.find((entry) => entry.id === id);
    return variant ? (variant.calculated_price ?? null) : undefined;
  };
  const busy = q !== '' && (products.isFetching || (ids.length > 0 && priced.isPending));

  return (
    <div className="flex flex-col gap-2">
      <TextInput
        type="search"
        label={t('register.search')}
        placeholder={t('register.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          setQ(text.trim());
        }}
        clearable={text !== ''}
        onClear={() => {
          setText('');
          setQ('');
        }}
        autoComplete="off"
      />
      {busy && (
        <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
          <Spinner />
          {t('register.searching')}
        </p>
      )}
      {q !== '' && products.isSuccess && found.length === 0 && (
        <p className="text-sm text-slate-600">{t('register.noMatches', { q })}</p>
      )}
      {found.length > 0 && (
        <ul
          aria-label={t('register.results')}
          className="flex max-h-72 flex-col divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200"
        >
          {found.flatMap((product) =>
            (product.variants ?? []).map((variant) => {
              const price = priceOf(variant.id);
              const name = `${product.title} · ${variant.title}`;
              const added = picked.includes(variant.id);
              return (
                <li
                  key={variant.id}
                  className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2 text-sm"
                >
                  <div className="min-w-0 flex-1">
                    <p className="font-medium break-words text-slate-900">{product.title}</p>
                    <p className="break-words text-slate-500">
                      {[variant.title, variant.sku].filter(Boolean).join(' · ')}
                      {variant.manage_inventory && (
                        <>
                          {' · '}
                          {t('register.inStock', { count: variant.inventory_quantity })}
                        </>
                      )}
                    </p>
                  </div>
                  <span className="shrink-0 text-slate-700 tabular-nums">
                    {price === undefined
                      ? ''
                      : price === null
                        ? t('register.noPrice', { currency: currency.toUpperCase() })
                        : format.money(price, currency)}
                  </span>
                  <UiButton
                    variant="secondary"
                    className="shrink-0 px-3 py-1"
                    disabled={added || price === null || price === undefined}
                    aria-label={t('register.addNamed', { title: name })}
                    onClick={() =>
                      onAdd({
                        variant_id: variant.id,
                        title: product.title,
                        variant_title: variant.title,
                        sku: variant.sku,
                        unit_price: price ?? null,
                      })
                    }
                  >
                    {added ? t('register.added') : t('register.add')}
                  </UiButton>
                </li>
              );
            }),
          )}
        </ul>
      )}
    </div>
  );
}
