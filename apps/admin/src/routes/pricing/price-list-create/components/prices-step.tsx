import type { Product } from '@storedesk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/list/empty-state';
import { ProductPicker } from '@/components/product-picker';
import { UiButton } from '@/components/ui/ui-button';
import { priceChanges, type PriceCells } from '../../common/price-cells';
import { PriceGrid } from '../../common/price-grid';
import { useStepGate } from '../use-step-gate';

interface PricesStepProps {
  products: Product[];
  onProductsChange: (products: Product[]) => void;
  currencies: readonly string[];
  storeError: string | undefined;
  cells: PriceCells;
  onCellsChange: (update: (cells: PriceCells) => PriceCells) => void;
}

/** Step 3: pick products, then a price per variant and store currency (empty cells stay unset). */
export function PricesStep({
  products,
  onProductsChange,
  currencies,
  storeError,
  cells,
  onCellsChange,
}: PricesStepProps) {
  const { t } = useTranslation('pricing');
  const [picking, setPicking] = useState(false);
  useStepGate(priceChanges(products, currencies, cells).invalid.length === 0);

  const remove = (product: Product) => {
    onProductsChange(products.filter((item) => item.id !== product.id));
    const variantIds = new Set((product.variants ?? []).map((variant) => variant.id));
    onCellsChange((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([key]) => !variantIds.has(key.split(':')[0]!)),
      ),
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">{t('create.pricesHint')}</p>
        <Button variant="secondary" onClick={() => setPicking(true)}>
          {t('grid.addProducts')}
        </Button>
      </div>
      {storeError && <Alert>{storeError}</Alert>}
      {products.length === 0 ? (
        <EmptyState>{t('grid.noProducts')}</EmptyState>
      ) : (
        <PriceGrid
          products={products}
          currencies={currencies}
          cells={cells}
          onCellChange={(key, value) => onCellsChange((current) => ({ ...current, [key]: value }))}
          productActions={(product) => (
            <UiButton
              variant="ghost"
              className="px-2 py-1 text-xs"
              onClick={() => remove(product)}
              aria-label={t('grid.removeProductLabel', { product: product.title })}
            >
              {t('grid.removeProduct')}
            </UiButton>
          )}
        />
      )}
      <ProductPicker
        open={picking}
        onClose={() => setPicking(false)}
        excludeIds={products.map((product) => product.id)}
        title={t('picker.title')}
        alreadyAddedLabel={t('picker.alreadyAdded')}
        onConfirm={(picked) => {
          onProductsChange([...products, ...picked]);
          setPicking(false);
        }}
      />
    </div>
  );
}
