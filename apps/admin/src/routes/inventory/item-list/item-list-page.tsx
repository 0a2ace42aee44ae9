import type { DecoratedInventoryItem, InventoryLevel } from '@storedesk/contract';
import {
  useAdminInventoryItems,
  useAdminSetLocationLevel,
  useAdminStockLocations,
} from '@storedesk/react';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { RowLink } from '@/components/data-table/row-link';
import { fromQuery } from '@/components/list/list-data';
import { ListView } from '@/components/list/list-view';
import { useListState } from '@/components/list/use-list-state';
import { FormLabel } from '@/components/ui/form-label';
import { UiButton } from '@/components/ui/ui-button';
import { Page } from '@/shell/page';
import { AdjustModal } from '../common/adjust-modal';
import { InventoryTabs } from '../common/inventory-tabs';
import { ALL_LOCATIONS, itemTitle, locationNames, variantLine } from '../common/item-names';
import { QuantityCell } from '../common/quantity-cell';
import { LOW_STOCK, itemList, itemListQuery } from './query';

const column = createColumnHelper<DecoratedInventoryItem>();

const SELECT_CLASS =
  'block rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 shadow-xs focus:border-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-slate-900';

const sum = (levels: readonly InventoryLevel[], field: keyof InventoryLevel) =>
  levels.reduce((total, level) => total + Number(level[field]), 0);

/**
 * `/a/inventory`: every inventory item with its stock. Showing one location (chosen, or the
 * store's only one), its stocked and incoming quantities are edited in place and can be adjusted
 * with a reason; over several locations the row shows their totals and its page edits each.
 */
export function ItemListPage() {
  const { t } = useTranslation('inventory');
  const list = useListState(itemList);
  const locationSelectId = useId();
  const lowSelectId = useId();
  const locations = useAdminStockLocations(ALL_LOCATIONS);
  const items = useAdminInventoryItems(itemListQuery(list.state), {
    placeholderData: keepPreviousData,
  });
  const setLevel = useAdminSetLocationLevel();
  const [adjusting, setAdjusting] = useState<{
    item: DecoratedInventoryItem;
    level: InventoryLevel;
  } | null>(null);

  const allLocations = locations.data?.stock_locations ?? [];
  const names = locationNames(allLocations);
  // Which location's levels the rows edit: the chosen one, or the store's only one.
  const editedLocation =
    list.state.location_id[0] ?? (allLocations.length === 1 ? allLocations[0]!.id : undefined);
  const editedName = editedLocation ? (names.get(editedLocation) ?? editedLocation) : '';

  const columns = useMemo(() => {
    const levelOf = (item: DecoratedInventoryItem) =>
      editedLocation
        ? item.location_levels.find((level) => level.location_id === editedLocation)
        : undefined;
    const editable = (
      field: 'stocked_quantity' | 'incoming_quantity',
      header: string,
      labelKey: 'list.stockedAt' | 'list.incomingAt',
    ) =>
      column.display({
        id: field,
        header,
        cell: ({ row: { original } }) => {
          if (!editedLocation) return sum(original.location_levels, field);
          const level = levelOf(original);
          return (
            <QuantityCell
              value={level ? level[field] : null}
              label={t(labelKey, { item: itemTitle(original), location: editedName })}
              onCommit={(quantity) =>
                setLevel.mutateAsync({
                  inventory_item_id: original.id,
                  location_id: editedLocation,
                  [field]: quantity,
                  create: !level,
                })
              }
            />
          );
        },
        meta: { align: 'end', card: field === 'stocked_quantity' ? 'detail' : undefined },
      });
    return [
      column.accessor('title', {
        id: 'title',
        header: t('columns.item'),
        enableSorting: true,
        cell: ({ row: { original } }) => (
          <span className="flex flex-col">
            <RowLink to={original.id}>{itemTitle(original)}</RowLink>
            {original.sku && <span className="text-xs text-slate-500">{original.sku}</span>}
          </span>
        ),
        meta: { card: 'title' },
      }),
      column.display({
        id: 'variant',
        header: t('columns.variant'),
        cell: ({ row: { original } }) =>
          variantLine(original) || <span className="text-slate-400">{t('list.noVariant')}</span>,
        meta: { card: 'detail' },
      }),
      editable('stocked_quantity', t('columns.stocked'), 'list.stockedAt'),
      column.display({
        id: 'reserved',
        header: t('columns.reserved'),
        cell: ({ row: { original } }) => sum(original.location_levels, 'reserved_quantity'),
        meta: { align: 'end' },
      }),
      column.display({
        id: 'available',
        header: t('columns.available'),
        cell: ({ row: { original } }) => {
          const available = sum(original.location_levels, 'available_quantity');
          return (
            <span className={available <= 0 ? 'font-medium text-red-700' : 'font-medium'}>
              {available}
            </span>
          );
        },
        meta: { align: 'end', card: 'figure' },
      }),
      editable('incoming_quantity', t('columns.incoming'), 'list.incomingAt'),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">{t('columns.actions')}</span>,
        cell: ({ row: { original } }) => {
          const level = levelOf(original);
          return level ? (
            <UiButton
              variant="secondary"
              className="px-2 py-1 text-xs"
              onClick={() => setAdjusting({ item: original, level })}
            >
              {t('list.adjust')}
            </UiButton>
          ) : null;
        },
        meta: { align: 'end', card: 'actions', label: t('columns.actions') },
      }),
    ];
  }, [t, editedLocation, editedName, setLevel]);

  const location = list.state.location_id[0] ?? '';
  const low = list.state.low[0] ?? '';

  return (
    <Page title={t('list.title')} subtitle={t('list.subtitle')}>
      <InventoryTabs />
      <Card className="flex flex-col gap-4">
        <ListView
          list={list}
          data={fromQuery(items, (data) => data.inventory_items)}
          label={t('list.title')}
          columns={columns}
          rowHref={(item) => item.id}
          search={{ label: t('list.search'), placeholder: t('list.searchPlaceholder') }}
          narrowed={itemList.isNarrowed(list.state)}
          toolbar={
            <>
              <div className="flex items-center gap-2">
                <FormLabel htmlFor={locationSelectId}>{t('list.location')}</FormLabel>
                <select
                  id={locationSelectId}
                  className={SELECT_CLASS}
                  value={location}
                  onChange={(event) =>
                    list.update({
                      location_id: event.target.value ? [event.target.value] : [],
                      page: 1,
                    })
                  }
                >
                  <option value="">{t('list.allLocations')}</option>
                  {allLocations.map((entry) => (
                    <option key={entry.id} value={entry.id}>
                      {entry.name}
                    </option>
                  ))}
                </select>
              </div>
              <div className="flex items-center gap-2">
                <FormLabel htmlFor={lowSelectId}>{t('list.stock')}</FormLabel>
                <select
                  id={lowSelectId}
                  className={SELECT_CLASS}
                  value={low}
                  onChange={(event) =>
                    list.update({
                      low: event.target.value
                        ? [event.target.value as (typeof LOW_STOCK)[number]]
                        : [],
                      page: 1,
                    })
                  }
                >
                  <option value="">{t('list.anyStock')}</option>
                  {LOW_STOCK.map((below) =>
                    below === '1' ? (
                      <option key={below} value={below}>
                        {t('list.outOfStock')}
                      </option>
                    ) : (
                      <option key={below} value={below}>
                        {t('list.below', { count: Number(below) })}
                      </option>
                    ),
                  )}
                </select>
              </div>
            </>
          }
          header={
            <p className="text-sm text-slate-600" aria-live="polite">
              {editedLocation
                ? t('list.editingAt', { location: editedName })
                : t('list.chooseLocation')}
            </p>
          }
          loading={t('list.loading')}
          empty={t('list.empty')}
          noMatch={t('list.noMatch')}
        />
      </Card>
      {adjusting && (
        <AdjustModal
          itemId={adjusting.item.id}
          itemName={itemTitle(adjusting.item)}
          locationId={adjusting.level.location_id}
          locationName={names.get(adjusting.level.location_id) ?? adjusting.level.location_id}
          stocked={adjusting.level.stocked_quantity}
          onClose={() => setAdjusting(null)}
        />
      )}
    </Page>
  );
}
