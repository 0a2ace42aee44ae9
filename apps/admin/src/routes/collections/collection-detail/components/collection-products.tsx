import { getErrorMessage } from '@storedesk/client';
import type { AdminProductCollection } from '@storedesk/contract';
import {
  useAdminAddProductsToCollection,
  useAdminRemoveProductsFromCollection,
} from '@storedesk/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { ProductPicker } from '@/components/product-picker';
import { toast } from '@/components/ui/toast';

/** The collection's products: pick more to add (batch), tick some to remove (batch). */
export function CollectionProducts({ collection }: { collection: AdminProductCollection }) {
  const { t } = useTranslation(['collections', 'common']);
  const listId = useId();
  const [picking, setPicking] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const add = useAdminAddProductsToCollection(collection.id, {
    onSuccess: (_data, { product_ids }) => {
      setPicking(false);
      toast.success(t('products.added', { count: product_ids.length }));
    },
  });
  const remove = useAdminRemoveProductsFromCollection(collection.id, {
    onSuccess: (data) => {
      setSelected(new Set());
      toast.success(t('products.removed', { count: data.removed_products.length }));
    },
  });
  const products = collection.products;
  // Only ids still in the collection count (a refresh may have dropped some).
  const chosen = products.filter((product) => selected.has(product.id)).map(({ id }) => id);
  const allChosen = products.length > 0 && chosen.length === products.length;

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Card aria-labelledby="products-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="products-heading" className="text-lg font-semibold">
            {t('products.heading')}
          </h2>
          <p className="text-sm text-slate-500">
            {t('products.count', { count: products.length })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {chosen.length > 0 && (
            <Button
              variant="secondary"
              isLoading={remove.isPending}
              onClick={() => remove.mutate({ product_ids: chosen })}
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
      {products.length === 0 ? (
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
                setSelected(allChosen ? new Set() : new Set(products.map(({ id }) => id)))
              }
            />
            {t('products.selectAll')}
          </label>
          <ul id={listId} className="divide-y divide-slate-100">
            {products.map((product) => (
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
                <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
                  {t(`products.status.${product.status}`)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {remove.isError && <Alert>{getErrorMessage(remove.error)}</Alert>}
      <p className="text-xs text-slate-500">{t('products.moveHint')}</p>
      <ProductPicker
        open={picking}
        onClose={() => !add.isPending && setPicking(false)}
        excludeIds={products.map(({ id }) => id)}
        isConfirming={add.isPending}
        error={add.error ? getErrorMessage(add.error) : undefined}
        onConfirm={(picked) => add.mutate({ product_ids: picked.map(({ id }) => id) })}
        title={t('picker.title')}
        alreadyAddedLabel={t('picker.alreadyAdded')}
      />
    </Card>
  );
}
