import { getErrorMessage } from '@storedesk/client';
import {
  useAdminAddProductsToSalesChannel,
  useAdminDeleteProductsFromSalesChannel,
  useAdminProducts,
} from '@storedesk/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ListPagination } from '@/components/list-pagination';
import { ProductPicker } from '@/components/product-picker';
import { Spinner } from '@/components/spinner';
import { TextInput } from '@/components/ui/text-input';
import { toast } from '@/components/ui/toast';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { channelProductsQuery, PRODUCTS_PAGE_SIZE } from '../query';

/** The products sold through a channel: search, pick some to remove, or add more in one batch. */
export function ChannelProducts({ channelId }: { channelId: string }) {
  const { t } = useTranslation('salesChannels');
  const { t: common } = useTranslation('common');
  const listId = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [picking, setPicking] = useState(false);
  const products = useAdminProducts(channelProductsQuery(channelId, offset, q), {
    placeholderData: keepPreviousData,
  });
  const add = useAdminAddProductsToSalesChannel(channelId, {
    onSuccess: (_data, variables) => {
      toast.success(t('products.added', { count: variables.product_ids.length }));
      setPicking(false);
    },
  });
  const remove = useAdminDeleteProductsFromSalesChannel(channelId, {
    onSuccess: (_data, variables) => {
      toast.success(t('products.removed', { count: variables.product_ids.length }));
      setSelected(new Set());
    },
  });

  const rows = products.data?.products ?? [];
  const allOnPage = rows.length > 0 && rows.every((product) => selected.has(product.id));
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const togglePage = () =>
    setSelected((current) => {
      const next = new Set(current);
      for (const product of rows) {
        if (allOnPage) next.delete(product.id);
        else next.add(product.id);
      }
      return next;
    });

  return (
    <Card aria-labelledby="channel-products" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="channel-products" className="text-lg font-semibold">
          {t('products.title')}
        </h2>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            disabled={selected.size === 0}
            isLoading={remove.isPending}
            onClick={() =>
              remove.mutate({ product_ids: [...selected].map((productId) => ({ id: productId })) })
            }
          >
            {t('products.removeSelected', { count: selected.size })}
          </Button>
          <Button
            onClick={() => {
              add.reset();
              setPicking(true);
            }}
          >
            {t('products.add')}
          </Button>
        </div>
      </div>
      {remove.isError && <Alert>{getErrorMessage(remove.error)}</Alert>}
      <TextInput
        type="search"
        label={t('products.search')}
        value={search}
        autoComplete="off"
        className="max-w-sm"
        aria-controls={listId}
        onChange={(event) => {
          setSearch(event.target.value);
          setOffset(0);
        }}
      />
      {products.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
          <Spinner />
          {t('products.loading')}
        </p>
      ) : products.isError ? (
        <Alert>{getErrorMessage(products.error)}</Alert>
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-600">{q ? t('products.noMatch') : t('products.empty')}</p>
      ) : (
        <div id={listId}>
          <label className="flex items-center gap-3 border-b border-slate-200 px-1 pb-2 text-xs font-semibold text-slate-600 uppercase">
            <input
              type="checkbox"
              className="size-4 accent-slate-900"
              checked={allOnPage}
              onChange={togglePage}
            />
            {t('products.selectPage')}
          </label>
          <ul className="divide-y divide-slate-100">
            {rows.map((product) => (
              <li key={product.id}>
                <label className="flex items-center gap-3 px-1 py-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-slate-900"
                    checked={selected.has(product.id)}
                    onChange={() => toggle(product.id)}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium break-words text-slate-900">
                      {product.title}
                    </span>
                    <span className="block text-slate-500">
                      {common('productPicker.variants', { count: product.variants?.length ?? 0 })}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </div>
      )}
      {products.data && (
        <ListPagination
          count={products.data.count}
          offset={offset}
          limit={PRODUCTS_PAGE_SIZE}
          onOffsetChange={setOffset}
          labels={{
            range: t('list.range', {
              from: Math.min(offset + 1, products.data.count),
              to: Math.min(offset + PRODUCTS_PAGE_SIZE, products.data.count),
              count: products.data.count,
            }),
            previous: t('list.previous'),
            next: t('list.next'),
          }}
        />
      )}
      <ProductPicker
        open={picking}
        onClose={() => setPicking(false)}
        isAlreadyAdded={(product) =>
          product.sales_channels?.some((channel) => channel.id === channelId) ?? false
        }
        isConfirming={add.isPending}
        error={add.isError ? getErrorMessage(add.error) : undefined}
        title={t('picker.title')}
        alreadyAddedLabel={t('picker.alreadyAdded')}
        onConfirm={(picked) =>
          add.mutate({ product_ids: picked.map((product) => ({ id: product.id })) })
        }
      />
    </Card>
  );
}
