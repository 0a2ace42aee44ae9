import { getErrorMessage } from '@storedesk/client';
import type { DecoratedInventoryItem, InventoryLevel } from '@storedesk/contract';
import {
  useAdminDeleteLocationLevel,
  useAdminInventoryItem,
  useAdminInventoryItemAdjustments,
  useAdminSetLocationLevel,
  useAdminStockLocations,
} from '@storedesk/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useParams } from 'react-router';
import { Alert } from '@/components/alert';
import { DetailList } from '@/components/detail/detail-list';
import { DetailPage } from '@/components/detail/detail-page';
import { EditLink } from '@/components/detail/edit-link';
import { Section } from '@/components/detail/section';
import { Spinner } from '@/components/spinner';
import { NARROW_SCREEN, useMediaQuery } from '@/components/use-media-query';
import { FormLabel } from '@/components/ui/form-label';
import { toast } from '@/components/ui/toast';
import { UiButton } from '@/components/ui/ui-button';
import { Page } from '@/shell/page';
import { AdjustModal } from '../common/adjust-modal';
import { ALL_LOCATIONS, itemTitle, locationNames, variantLine } from '../common/item-names';
import { QuantityCell } from '../common/quantity-cell';
import { HISTORY_QUERY } from './loader';

/** `/a/inventory/:id`: an item, its stock at each location (edited in place) and its history. */
export function ItemDetailPage() {
  const { t } = useTranslation('inventory');
  const { id = '' } = useParams();
  const item = useAdminInventoryItem(id);
  const back = { to: '/a/inventory', label: t('detail.back') };

  return (
    <DetailPage query={item} back={back} loading={t('detail.loading')}>
      {({ inventory_item: current }) => (
        <Page
          title={itemTitle(current)}
          subtitle={variantLine(current) || undefined}
          back={back}
          actions={<EditLink label={t('detail.edit')} />}
        >
          <LevelsSection item={current} />
          <DetailsSection item={current} />
          <HistorySection item={current} />
          <Outlet />
        </Page>
      )}
    </DetailPage>
  );
}

function DetailsSection({ item }: { item: DecoratedInventoryItem }) {
  const { t } = useTranslation('inventory');
  const variant = item.variants?.[0];
  const none = t('detail.none');
  return (
    <Section title={t('detail.details')}>
      <DetailList
        items={[
          [t('fields.sku'), item.sku ?? none],
          [
            t('fields.variant'),
            variant?.product ? (
              <Link
                to={`/a/products/${variant.product.id}`}
                className="underline underline-offset-4"
              >
                {variantLine(item)}
              </Link>
            ) : (
              none
            ),
          ],
          [t('fields.hsCode'), item.hs_code ?? none],
          [t('fields.originCountry'), item.origin_country?.toUpperCase() ?? none],
          [t('fields.midCode'), item.mid_code ?? none],
          [t('fields.material'), item.material ?? none],
          [t('fields.requiresShipping'), item.requires_shipping ? t('detail.yes') : t('detail.no')],
        ]}
      />
    </Section>
  );
}

/** A row per location: stocked and incoming edited in place, reserved, available, actions. */
function LevelsSection({ item }: { item: DecoratedInventoryItem }) {
  const { t } = useTranslation('inventory');
  const locations = useAdminStockLocations(ALL_LOCATIONS);
  const setLevel = useAdminSetLocationLevel();
  const remove = useAdminDeleteLocationLevel(item.id);
  const [adjusting, setAdjusting] = useState<InventoryLevel | null>(null);
  const [adding, setAdding] = useState('');
  const addId = useId();
  const names = locationNames(locations.data?.stock_locations);
  const name = (locationId: string) => names.get(locationId) ?? locationId;
  const stockedAt = new Set(item.location_levels.map((level) => level.location_id));
  const others = (locations.data?.stock_locations ?? []).filter(
    (location) => !stockedAt.has(location.id),
  );
  const itemName = itemTitle(item);
  const narrow = useMediaQuery(NARROW_SCREEN);

  const quantityCell = (level: InventoryLevel, field: 'stocked_quantity' | 'incoming_quantity') => (
    <QuantityCell
      value={level[field]}
      label={t(field === 'stocked_quantity' ? 'list.stockedAt' : 'list.incomingAt', {
        item: itemName,
        location: name(level.location_id),
      })}
      onCommit={(quantity) =>
        setLevel.mutateAsync({
          inventory_item_id: item.id,
          location_id: level.location_id,
          [field]: quantity,
        })
      }
    />
  );

  const levelActions = (level: InventoryLevel) => (
    <>
      <UiButton
        variant="secondary"
        className="px-2 py-1 text-xs"
        onClick={() => setAdjusting(level)}
      >
        {t('list.adjust')}
      </UiButton>
      <UiButton
        variant="ghost"
        className="px-2 py-1 text-xs"
        disabled={remove.isPending || level.reserved_quantity > 0}
        title={level.reserved_quantity > 0 ? t('detail.removeReserved') : undefined}
        onClick={() =>
          remove.mutate(level.location_id, {
            onSuccess: () =>
              toast.success(t('detail.removed', { location: name(level.location_id) })),
          })
        }
      >
        {t('detail.remove')}
      </UiButton>
    </>
  );

  return (
    <Section
      title={t('detail.levels')}
      description={t('detail.levelsHint', {
        stocked: item.stocked_quantity,
        reserved: item.reserved_quantity,
      })}
    >
      {(remove.error ?? setLevel.error) && (
        <Alert>{getErrorMessage(remove.error ?? setLevel.error)}</Alert>
      )}
      {item.location_levels.length === 0 ? (
        <p className="text-sm text-slate-500">{t('detail.noLevels')}</p>
      ) : narrow ? (
        // Phones: a card per location instead of a table that would scroll sideways.
        <ul className="flex flex-col divide-y divide-slate-100">
          {item.location_levels.map((level) => (
            <li key={level.id} className="flex flex-col gap-3 py-3">
              <span className="font-medium text-slate-900">{name(level.location_id)}</span>
              <dl className="grid grid-cols-2 gap-3 text-sm">
                {(['stocked_quantity', 'incoming_quantity'] as const).map((field) => (
                  <div key={field} className="flex flex-col gap-1">
                    <dt className="text-xs text-slate-600">
                      {t(field === 'stocked_quantity' ? 'columns.stocked' : 'columns.incoming')}
                    </dt>
                    <dd>{quantityCell(level, field)}</dd>
                  </div>
                ))}
                <div className="flex flex-col gap-1">
                  <dt className="text-xs text-slate-600">{t('columns.reserved')}</dt>
                  <dd className="tabular-nums">{level.reserved_quantity}</dd>
                </div>
                <div className="flex flex-col gap-1">
                  <dt className="text-xs text-slate-600">{t('columns.available')}</dt>
                  <dd className="font-medium tabular-nums">{level.available_quantity}</dd>
                </div>
              </dl>
              <span className="flex gap-2">{levelActions(level)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">{t('detail.levels')}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs font-medium text-slate-600">
              <th scope="col" className="py-2 pe-3">
                {t('columns.location')}
              </th>
              <th scope="col" className="px-3 py-2 text-end">
                {t('columns.stocked')}
              </th>
              <th scope="col" className="px-3 py-2 text-end">
                {t('columns.incoming')}
              </th>
              <th scope="col" className="px-3 py-2 text-end">
                {t('columns.reserved')}
              </th>
              <th scope="col" className="px-3 py-2 text-end">
                {t('columns.available')}
              </th>
              <th scope="col" className="py-2 ps-3">
                <span className="sr-only">{t('columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {item.location_levels.map((level) => (
              <tr key={level.id} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-2 pe-3 text-left font-medium text-slate-900">
                  {name(level.location_id)}
                </th>
                {(['stocked_quantity', 'incoming_quantity'] as const).map((field) => (
                  <td key={field} className="px-3 py-2 text-end">
                    {quantityCell(level, field)}
                  </td>
                ))}
                <td className="px-3 py-2 text-end tabular-nums">{level.reserved_quantity}</td>
                <td className="px-3 py-2 text-end font-medium tabular-nums">
                  {level.available_quantity}
                </td>
                <td className="py-2 ps-3">
                  <span className="flex justify-end gap-2">{levelActions(level)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {others.length > 0 && (
        <form
          className="flex flex-wrap items-end gap-2 border-t border-slate-100 pt-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!adding) return;
            setLevel.mutate(
              {
                inventory_item_id: item.id,
                location_id: adding,
                stocked_quantity: 0,
                create: true,
              },
              {
                onSuccess: () => {
                  toast.success(t('detail.stockedAt', { location: name(adding) }));
                  setAdding('');
                },
              },
            );
          }}
        >
          <div className="flex flex-col gap-1">
            <FormLabel htmlFor={addId}>{t('detail.addLocation')}</FormLabel>
            <select
              id={addId}
              value={adding}
              onChange={(event) => setAdding(event.target.value)}
              className="block rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs focus:border-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-slate-900"
            >
              <option value="">{t('detail.chooseLocation')}</option>
              {others.map((location) => (
                <option key={location.id} value={location.id}>
                  {location.name}
                </option>
              ))}
            </select>
          </div>
          <UiButton
            type="submit"
            variant="secondary"
            disabled={!adding}
            isLoading={setLevel.isPending}
          >
            {t('detail.addLevel')}
          </UiButton>
        </form>
      )}
      {adjusting && (
        <AdjustModal
          itemId={item.id}
          itemName={itemName}
          locationId={adjusting.location_id}
          locationName={name(adjusting.location_id)}
          stocked={adjusting.stocked_quantity}
          onClose={() => setAdjusting(null)}
        />
      )}
    </Section>
  );
}

/** The latest adjustments by hand: when, where, how much, why. */
function HistorySection({ item }: { item: DecoratedInventoryItem }) {
  const { t, i18n } = useTranslation('inventory');
  const history = useAdminInventoryItemAdjustments(item.id, HISTORY_QUERY);
  const locations = useAdminStockLocations(ALL_LOCATIONS);
  const names = locationNames(locations.data?.stock_locations);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Section title={t('detail.history')} description={t('detail.historyHint')}>
      {history.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner />
          {t('detail.historyLoading')}
        </p>
      ) : history.isError ? (
        <Alert>{getErrorMessage(history.error)}</Alert>
      ) : history.data.adjustments.length === 0 ? (
        <p className="text-sm text-slate-500">{t('detail.noHistory')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {history.data.adjustments.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <span className="text-sm text-slate-900">
                {t(entry.mode === 'set' ? 'detail.historySet' : 'detail.historyAdd', {
                  change:
                    entry.quantity_change > 0 ? `+${entry.quantity_change}` : entry.quantity_change,
                  stocked: entry.stocked_quantity,
                  location: names.get(entry.location_id) ?? entry.location_id,
                })}
                {' · '}
                <span className="font-medium">{t(`reasons.${entry.reason}`)}</span>
                {entry.note && <span className="text-slate-600"> — {entry.note}</span>}
              </span>
              <time className="text-xs text-slate-500" dateTime={entry.created_at}>
                {when.format(new Date(entry.created_at))}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
