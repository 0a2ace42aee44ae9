import type { Product, ProductStatus } from '@storedesk/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const STATUS_LOOK: Record<ProductStatus, string> = {
  draft: 'bg-slate-100 text-slate-700 ring-slate-200',
  proposed: 'bg-amber-50 text-amber-800 ring-amber-200',
  published: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  rejected: 'bg-red-50 text-red-800 ring-red-200',
};

export function StatusBadge({ status }: { status: ProductStatus }) {
  const { t } = useTranslation('products');
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATUS_LOOK[status]}`}
    >
      {t(`list.status.${status}`)}
    </span>
  );
}

/** Stock summed over the product's variants, and how many variants there are. */
export function inventoryOf(product: Pick<Product, 'variants'>): {
  stock: number;
  variants: number;
} {
  const variants = product.variants ?? [];
  return {
    stock: variants.reduce((total, variant) => total + variant.inventory_quantity, 0),
    variants: variants.length,
  };
}

/** Channels shown by name before the rest is summed up as '+N more'. */
const CHANNELS_SHOWN = 2;

interface ProductTableProps {
  products: Product[];
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  /** Dims the rows while the next page loads. */
  isStale?: boolean;
}

const HEAD = 'px-3 py-2 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase';
const CELL = 'px-3 py-2 align-middle';

/** One page of products with a checkbox per row and one for the page. */
export function ProductTable({ products, selected, onSelectedChange, isStale }: ProductTableProps) {
  const { t, i18n } = useTranslation('products');
  const number = new Intl.NumberFormat(i18n.language);
  const selectedHere = products.filter((product) => selected.has(product.id)).length;
  const all = products.length > 0 && selectedHere === products.length;
  const some = selectedHere > 0 && !all;
  const pageBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (pageBox.current) pageBox.current.indeterminate = some;
  }, [some]);

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelectedChange(next);
  };

  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table
        className={`w-full min-w-[48rem] text-sm ${isStale ? 'opacity-60' : ''}`}
        aria-label={t('list.tableLabel')}
        aria-busy={isStale || undefined}
      >
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className="w-10 px-3 py-2">
              <input
                ref={pageBox}
                type="checkbox"
                className="size-4 accent-slate-900"
                aria-label={t('list.selectAll')}
                checked={all}
                onChange={(event) =>
                  onSelectedChange(
                    event.target.checked
                      ? new Set(products.map((product) => product.id))
                      : new Set(),
                  )
                }
              />
            </th>
            <th scope="col" className={`${HEAD} w-16`}>
              <span className="sr-only">{t('list.columns.thumbnail')}</span>
            </th>
            <th scope="col" className={HEAD}>
              {t('list.columns.title')}
            </th>
            <th scope="col" className={HEAD}>
              {t('list.columns.collection')}
            </th>
            <th scope="col" className={HEAD}>
              {t('list.columns.status')}
            </th>
            <th scope="col" className={HEAD}>
              {t('list.columns.salesChannels')}
            </th>
            <th scope="col" className={HEAD}>
              {t('list.columns.inventory')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {products.map((product) => {
            const { stock, variants } = inventoryOf(product);
            const channels = product.sales_channels ?? [];
            const isSelected = selected.has(product.id);
            return (
              <tr key={product.id} className={isSelected ? 'bg-slate-50' : 'hover:bg-slate-50'}>
                <td className={CELL}>
                  <input
                    type="checkbox"
                    className="size-4 accent-slate-900"
                    aria-label={t('list.selectRow', { title: product.title })}
                    checked={isSelected}
                    onChange={(event) => toggle(product.id, event.target.checked)}
                  />
                </td>
                <td className={CELL}>
                  {product.thumbnail ? (
                    <img
                      src={product.thumbnail}
                      alt=""
                      loading="lazy"
                      className="size-10 rounded object-cover ring-1 ring-slate-200"
                    />
                  ) : (
                    <span aria-hidden="true" className="block size-10 rounded bg-slate-100" />
                  )}
                </td>
                <td className={`${CELL} max-w-xs`}>
                  <Link
                    to={`/a/products/${product.id}`}
                    className="font-medium break-words text-slate-900 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
                  >
                    {product.title}
                  </Link>
                  {product.subtitle && (
                    <p className="truncate text-xs text-slate-500">{product.subtitle}</p>
                  )}
                </td>
                <td className={`${CELL} text-slate-700`}>
                  {product.collection?.title ?? (
                    <span className="text-slate-400">{t('list.noValue')}</span>
                  )}
                </td>
                <td className={CELL}>
                  <StatusBadge status={product.status} />
                </td>
                <td className={`${CELL} text-slate-700`}>
                  {channels.length === 0 ? (
                    <span className="text-slate-400">{t('list.noChannels')}</span>
                  ) : (
                    <>
                      {channels
                        .slice(0, CHANNELS_SHOWN)
                        .map((channel) => channel.name)
                        .join(', ')}
                      {channels.length > CHANNELS_SHOWN && (
                        <span
                          className="ms-1 text-slate-500"
                          title={channels.map((c) => c.name).join(', ')}
                        >
                          {t('list.moreChannels', { n: channels.length - CHANNELS_SHOWN })}
                        </span>
                      )}
                    </>
                  )}
                </td>
                <td className={`${CELL} text-slate-700`}>
                  {variants === 0
                    ? t('list.noVariants')
                    : t('list.inventory', {
                        stock: number.format(stock),
                        variants: t('list.variantCount', { count: variants }),
                      })}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
