import type { Product } from '@storedesk/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RowLink } from '@/components/data-table/row-link';
import { ProductStatusBadge } from '@/components/product-status-badge';

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

const column = createColumnHelper<Product>();

/**
 * The product table's columns: image, title (sortable, to the product's page), collection,
 * status, sales channels and inventory; on a phone a card shows title, status and inventory.
 */
export function useProductColumns() {
  const { t, i18n } = useTranslation('products');
  return useMemo(() => {
    const number = new Intl.NumberFormat(i18n.language);
    const none = (text: string) => <span className="text-slate-400">{text}</span>;
    return [
      column.accessor('thumbnail', {
        header: () => <span className="sr-only">{t('list.columns.thumbnail')}</span>,
        cell: ({ getValue }) => {
          const src = getValue();
          return src ? (
            <img
              src={src}
              alt=""
              loading="lazy"
              className="size-10 rounded object-cover ring-1 ring-slate-200"
            />
          ) : (
            <span aria-hidden="true" className="block size-10 rounded bg-slate-100" />
          );
        },
        meta: { label: t('list.columns.thumbnail'), className: 'w-16' },
      }),
      column.accessor('title', {
        header: t('list.columns.title'),
        enableSorting: true,
        enableHiding: false,
        cell: ({ row: { original } }) => (
          <>
            <RowLink to={`/a/products/${original.id}`}>{original.title}</RowLink>
            {original.subtitle && (
              <p className="truncate text-xs text-slate-500">{original.subtitle}</p>
            )}
          </>
        ),
        meta: { card: 'title', className: 'max-w-xs' },
      }),
      column.accessor((product) => product.collection?.title ?? null, {
        id: 'collection',
        header: t('list.columns.collection'),
        cell: ({ getValue }) => getValue() ?? none(t('list.noValue')),
        meta: { card: 'detail' },
      }),
      column.accessor('status', {
        header: t('list.columns.status'),
        cell: ({ getValue }) => <ProductStatusBadge status={getValue()} />,
        meta: { card: 'status' },
      }),
      column.accessor((product) => product.sales_channels ?? [], {
        id: 'sales_channels',
        header: t('list.columns.salesChannels'),
        cell: ({ getValue }) => {
          const channels = getValue();
          if (channels.length === 0) return none(t('list.noChannels'));
          return (
            <>
              {channels
                .slice(0, CHANNELS_SHOWN)
                .map((channel) => channel.name)
                .join(', ')}
              {channels.length > CHANNELS_SHOWN && (
                <span
                  className="ms-1 text-slate-500"
                  title={channels.map((channel) => channel.name).join(', ')}
                >
                  {t('list.moreChannels', { n: channels.length - CHANNELS_SHOWN })}
                </span>
              )}
            </>
          );
        },
      }),
      column.accessor(inventoryOf, {
        id: 'inventory',
        header: t('list.columns.inventory'),
        cell: ({ getValue }) => {
          const { stock, variants } = getValue();
          return variants === 0
            ? t('list.noVariants')
            : t('list.inventory', {
                stock: number.format(stock),
                variants: t('list.variantCount', { count: variants }),
              });
        },
        meta: { card: 'figure' },
      }),
    ];
  }, [t, i18n.language]);
}
