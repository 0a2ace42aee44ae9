import { getErrorMessage } from '@storedesk/client';
import type { PriceList, Product } from '@storedesk/contract';
import {
  useAdminCreatePriceListPrices,
  useAdminDeletePriceListPrices,
  useAdminPriceListProducts,
} from '@storedesk/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Section } from '@/components/detail/section';
import { EmptyState } from '@/components/list/empty-state';
import { ListPagination } from '@/components/list/list-pagination';
import { useLocalListState } from '@/components/list/use-list-state';
import { ProductPicker } from '@/components/product-picker';
import { Spinner } from '@/components/spinner';
import { toast } from '@/components/ui/toast';
import { UiButton } from '@/components/ui/ui-button';
import { cellsFromPrices, priceChanges, type PriceCells } from '../../common/price-cells';
import { PriceGrid } from '../../common/price-grid';
import { useStoreCurrencies } from '../../common/use-store-currencies';
import { PRODUCTS_PAGE_SIZE, productsQuery } from '../query';
import { RemoveProductPricesDialog } from './remove-product-prices-dialog';

/**
 * The list's price grid: its products (a page at a time) × the store's currencies. Changed cells
 * are saved in one `POST /prices/batch` (changed prices keep their id), emptied cells removed;
 * 'Add products' puts more products in the grid, 'Remove prices' drops a product's prices.
 */
export function PriceListPrices({ priceList }: { priceList: PriceList }) {
  const { t } = useTranslation('pricing');
  const { state: page, update } = useLocalListState(PRODUCTS_PAGE_SIZE);
  const listed = useAdminPriceListProducts(priceList.id, productsQuery(page), {
    placeholderData: keepPreviousData,
  });
  const extraCodes = useMemo(
    () => [...new Set(priceList.prices.map((price) => price.currency_code))].sort(),
    [priceList.prices],
  );
  const { codes: currencies } = useStoreCurrencies(extraCodes);
  const saved = useMemo(() => cellsFromPrices(priceList.prices), [priceList.prices]);
  const [cells, setCells] = useState<PriceCells>(saved.cells);
  const [added, setAdded] = useState<Product[]>([]);
  const [picking, setPicking] = useState(false);
  const [removing, setRemoving] = useState<Product | null>(null);
  // After a save the list comes back with new prices: the grid starts again from them.
  const [savedFrom, setSavedFrom] = useState(priceList.prices);
  if (savedFrom !== priceList.prices) {
    setSavedFrom(priceList.prices);
    setCells(saved.cells);
    setAdded([]);
  }

  const listedProducts = listed.data?.products ?? [];
  const listedIds = new Set(listedProducts.map((product) => product.id));
  const products = [...listedProducts, ...added.filter((product) => !listedIds.has(product.id))];
  const changes = priceChanges(products, currencies, cells, saved.existing);
  const dirty = changes.prices.length > 0 || changes.removeIds.length > 0;

  const addPrices = useAdminCreatePriceListPrices(priceList.id);
  const deletePrices = useAdminDeletePriceListPrices(priceList.id);
  const saving = addPrices.isPending || deletePrices.isPending;
  const saveError = addPrices.error ?? deletePrices.error;

  const save = async () => {
    addPrices.reset();
    deletePrices.reset();
    try {
      if (changes.removeIds.length > 0) {
        await deletePrices.mutateAsync({ price_ids: changes.removeIds });
      }
      if (changes.prices.length > 0) await addPrices.mutateAsync({ prices: changes.prices });
      toast.success(t('detail.pricesSaved'));
    } catch {
      // Shown above the grid from the mutation's error.
    }
  };

  const discard = () => {
    setCells(saved.cells);
    setAdded([]);
  };

  return (
    <Section
      title={t('detail.prices')}
      description={t('detail.pricesHint')}
      actions={
        <Button variant="secondary" onClick={() => setPicking(true)}>
          {t('grid.addProducts')}
        </Button>
      }
    >
      {saveError && <Alert>{getErrorMessage(saveError)}</Alert>}
      {listed.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
          <Spinner />
          {t('detail.loadingPrices')}
        </p>
      ) : listed.isError ? (
        <Alert>{getErrorMessage(listed.error)}</Alert>
      ) : products.length === 0 ? (
        <EmptyState>{t('grid.noProducts')}</EmptyState>
      ) : (
        <PriceGrid
          products={products}
          currencies={currencies}
          cells={cells}
          disabled={saving}
          onCellChange={(key, value) => setCells((current) => ({ ...current, [key]: value }))}
          productActions={(product) => (
            <UiButton
              variant="ghost"
              className="px-2 py-1 text-xs"
              aria-label={t('grid.removePricesLabel', { product: product.title })}
              onClick={() =>
                listedIds.has(product.id)
                  ? setRemoving(product)
                  : setAdded((current) => current.filter((item) => item.id !== product.id))
              }
            >
              {t('grid.removePrices')}
            </UiButton>
          )}
        />
      )}
      {listed.data && (
        <ListPagination
          count={listed.data.count}
          page={page.page}
          limit={page.limit}
          onPageChange={(next) => update({ page: next })}
        />
      )}
      <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4">
        <Button variant="secondary" disabled={!dirty || saving} onClick={discard}>
          {t('detail.discard')}
        </Button>
        <Button
          isLoading={saving}
          disabled={!dirty || changes.invalid.length > 0}
          onClick={() => void save()}
        >
          {t('detail.savePrices')}
        </Button>
      </div>
      <ProductPicker
        open={picking}
        onClose={() => setPicking(false)}
        excludeIds={products.map((product) => product.id)}
        title={t('picker.title')}
        alreadyAddedLabel={t('picker.alreadyAdded')}
        onConfirm={(picked) => {
          setAdded((current) => [...current, ...picked]);
          setPicking(false);
        }}
      />
      {removing && (
        <RemoveProductPricesDialog
          listId={priceList.id}
          product={removing}
          onClose={() => setRemoving(null)}
        />
      )}
    </Section>
  );
}
