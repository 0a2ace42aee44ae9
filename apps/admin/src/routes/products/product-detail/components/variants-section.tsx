import type { DecoratedInventoryItem, Product } from '@storedesk/contract';
import {
  useAdminInventoryItems,
  useAdminSetLocationLevel,
  useAdminStockLocations,
  useAdminUpdateVariant,
} from '@storedesk/react';
import { getErrorMessage } from '@storedesk/client';
import { useMemo, useState } from 'react';
import { useFeatureFlag } from '@/features/feature-flags';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { UiButton } from '@/components/ui/ui-button';
import { serverIssues } from '../../common/server-errors';
import { columnOfPath, type VariantChange, type VariantStock } from './variant-grid-model';
import { AddVariantModal } from './add-variant-modal';
import { Section } from '@/components/detail/section';
import { VariantGrid, type GridSaveErrors } from './variant-grid';

/**
 * The variants with their price and stock grid (Save sends one update per changed variant), and
 * a modal to add one.
 */
export function VariantsSection({
  product,
  currencies,
}: {
  product: Product;
  currencies: string[];
}) {
  const { t } = useTranslation('products');
  const update = useAdminUpdateVariant(product.id);
  const [adding, setAdding] = useState(false);
  const { locations, stock } = useVariantStock(product);
  const setLevel = useAdminSetLocationLevel();

  const onSave = async (changes: VariantChange[]): Promise<GridSaveErrors> => {
    const failed: GridSaveErrors = {};
    for (const change of changes) {
      try {
        if (Object.keys(change.body).length > 0) {
          await update.mutateAsync({ variant_id: change.variantId, ...change.body });
        }
      } catch (error) {
        const cells: Record<string, string> = {};
        for (const issue of serverIssues(error, (path) => columnOfPath(path, change) !== null)) {
          const column = issue.path ? columnOfPath(issue.path, change) : null;
          cells[column ?? ''] = cells[column ?? '']
            ? `${cells[column ?? '']} ${issue.message}`
            : issue.message;
        }
        failed[change.variantId] = cells;
        continue;
      }
      // Stock per location: each changed level, created where the item is not kept yet.
      for (const level of change.stock ?? []) {
        try {
          await setLevel.mutateAsync({
            inventory_item_id: level.inventoryItemId,
            location_id: level.locationId,
            stocked_quantity: level.stocked_quantity,
            create: level.create,
          });
        } catch (error) {
          failed[change.variantId] = {
            ...failed[change.variantId],
            [level.column]: getErrorMessage(error),
          };
        }
      }
    }
    const saved = changes.length - Object.keys(failed).length;
    if (saved > 0) toast.success(t('variants.saved', { count: saved }));
    if (Object.keys(failed).length > 0)
      toast.error(t('variants.saveFailed', { count: Object.keys(failed).length }));
    return failed;
  };

  return (
    <Section
      title={t('detail.variants')}
      actions={
        <UiButton variant="secondary" onClick={() => setAdding(true)}>
          {t('variants.add')}
        </UiButton>
      }
    >
      <VariantGrid
        key={product.id}
        variants={product.variants ?? []}
        currencies={currencies}
        locations={locations}
        stock={stock}
        onSave={onSave}
      />
      {adding && (
        <AddVariantModal
          product={product}
          currencies={currencies}
          onClose={() => setAdding(false)}
        />
      )}
    </Section>
  );
}

/** Every stock location of the store (a handful), by name. */
const ALL_LOCATIONS = { limit: 200, order: 'name' } as const;

/**
 * The store's locations and the product's stock at each (its variants' inventory items), for
 * the grid's stock columns; none while the store has no inventory module.
 */
function useVariantStock(product: Product): {
  locations: { id: string; name: string }[] | undefined;
  stock: VariantStock;
} {
  const enabled = useFeatureFlag('inventoryService');
  const variantIds = (product.variants ?? []).map((variant) => variant.id);
  const locations = useAdminStockLocations(ALL_LOCATIONS, { enabled });
  const items = useAdminInventoryItems(
    { variant_id: variantIds, limit: 200, expand: 'variants' },
    { enabled: enabled && variantIds.length > 0 },
  );
  const stock = useMemo(() => {
    const byVariant: Record<string, { itemId: string; levels: Record<string, number> }> = {};
    for (const item of (items.data?.inventory_items ?? []) as DecoratedInventoryItem[]) {
      const levels = Object.fromEntries(
        item.location_levels.map((level) => [level.location_id, level.stocked_quantity]),
      );
      for (const variant of item.variants ?? [])
        byVariant[variant.id] = { itemId: item.id, levels };
    }
    return byVariant;
  }, [items.data]);
  return {
    locations: enabled && items.data ? locations.data?.stock_locations : undefined,
    stock,
  };
}
