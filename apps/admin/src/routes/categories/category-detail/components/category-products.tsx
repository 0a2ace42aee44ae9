import { getErrorMessage } from '@storedesk/client';
import {
  useAdminAddProductsToCategory,
  useAdminDeleteProductsFromCategory,
  useAdminProducts,
} from '@storedesk/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ListPagination } from '@/components/list-pagination';
import { ProductPicker } from '@/components/product-picker';
import { Spinner } from '@/components/spinner';
import { toast } from '@/components/ui/toast';

const PAGE_SIZE = 20;

/** The products in the category (this one only, not its subcategories); add and remove in batch. */
export function CategoryProducts({ categoryId }: { categoryId: string }) {
  const { t } = useTranslation(['categories', 'common']);
  const listId = useId();
  const [offset, setOffset] = useState(0);
  const [picking, setPicking] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const products = useAdminProducts(
    { category_id: [categoryId], limit: PAGE_SIZE, offset },
    { placeholderData: keepPreviousData },
  );
  const add = useAdminAddProductsToCategory(categoryId, {
    onSuccess: (_data, { product_ids }) => {
      setPicking(false);
      toast.success(t('products.added', { count: product_ids.length }));
    },
  });
  const remove = useAdminDeleteProductsFromCategory(categoryId, {
    onSuccess: (_data, { product_ids }) => {
      setSelected(new Set());
      toast.success(t('products.removed', { count: product_ids.length }));
    },
  });
  const shown = products.data?.products ?? [];
  const chosen = shown.filter((product) => selected.has(product.id)).map(({ id }) => id);
  const allChosen = shown.length > 0 && chosen.length === shown.length;

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Card aria-labelledby="category-products-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="category-products-heading" className="text-lg font-semibold">
            {t('products.heading')}
          </h2>
          {products.data && (
            <p className="text-sm text-slate-500">
              {t('products.count', { count: products.data.count })}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {chosen.length > 0 && (
            <Button
              variant="secondary"
              isLoading={remove.isPending}
              onClick={() => remove.mutate({ product_ids: chosen.map((id) => ({ id })) })}
            >
              {t('products.removeSelected', { count: chosen.length })}
            </Button>
          )}
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
      {products.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
          <Spinner />
          {t('products.loading')}
        </p>
      ) : products.isError ? (
        <Alert>{getErrorMessage(products.error)}</Alert>
      ) : shown.length === 0 ? (
        <p className="text-sm text-slate-600">{t('products.empty')}</p>
      ) : (
        <div>
          <label className="flex items-center gap-3 border-b border-slate-200 pb-2 text-sm text-slate-600">
            <input
              type="checkbox"
              className="size-4 accent-slate-900"
              checked={allChosen}
              aria-controls={listId}
              onChange={() =>
                setSelected(allChosen ? new Set() : new Set(shown.map(({ id }) => id)))
              }
            />
            {t('products.selectAll')}
          </label>
          <ul id={listId} className="divide-y divide-slate-100">
            {shown.map((product) => (
              <li key={product.id} className="flex items-center gap-3 py-2">
                <input
                  type="checkbox"
                  className="size-4 accent-slate-900"
                  checked={selected.has(product.id)}
                  aria-label={t('products.select', { title: product.title })}
                  onChange={() => toggle(product.id)}
                />
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/a/products/${product.id}`}
                    className="font-medium break-words text-slate-900 underline-offset-4 hover:underline"
                  >
                    {product.title}
                  </Link>
                  <p className="font-mono text-xs break-all text-slate-500">/{product.handle}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
      {products.data && (
        <ListPagination
          count={products.data.count}
          offset={offset}
          limit={PAGE_SIZE}
          onOffsetChange={setOffset}
          labels={{
            range: t('products.range', {
              from: Math.min(offset + 1, products.data.count),
              to: Math.min(offset + PAGE_SIZE, products.data.count),
              count: products.data.count,
            }),
            previous: t('products.previous'),
            next: t('products.next'),
          }}
        />
      )}
      {remove.isError && <Alert>{getErrorMessage(remove.error)}</Alert>}
      <ProductPicker
        open={picking}
        onClose={() => !add.isPending && setPicking(false)}
        excludeIds={shown.map(({ id }) => id)}
        isConfirming={add.isPending}
        error={add.error ? getErrorMessage(add.error) : undefined}
        onConfirm={(picked) => add.mutate({ product_ids: picked.map(({ id }) => ({ id })) })}
        title={t('picker.title')}
        alreadyAddedLabel={t('picker.alreadyAdded')}
      />
    </Card>
  );
}
