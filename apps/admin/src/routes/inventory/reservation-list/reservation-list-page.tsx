import { getErrorMessage } from '@storedesk/client';
import type { ReservationItem } from '@storedesk/contract';
import {
  useAdminDeleteReservation,
  useAdminReservations,
  useAdminStockLocations,
} from '@storedesk/react';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Card } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CreateLink } from '@/components/list/create-link';
import { fromQuery } from '@/components/list/list-data';
import { ListView } from '@/components/list/list-view';
import { useListState } from '@/components/list/use-list-state';
import { FormLabel } from '@/components/ui/form-label';
import { toast } from '@/components/ui/toast';
import { UiButton } from '@/components/ui/ui-button';
import { Page } from '@/shell/page';
import { InventoryTabs } from '../common/inventory-tabs';
import { ALL_LOCATIONS, itemTitle, locationNames } from '../common/item-names';
import { reservationList, reservationListQuery } from './query';

const column = createColumnHelper<ReservationItem>();

/**
 * `/a/inventory/reservations`: stock held for orders or by hand. Manual reservations are
 * created, changed and deleted here; each one holds its quantity out of what can be sold.
 */
export function ReservationListPage() {
  const { t, i18n } = useTranslation('inventory');
  const list = useListState(reservationList);
  const locationSelectId = useId();
  const locations = useAdminStockLocations(ALL_LOCATIONS);
  const reservations = useAdminReservations(reservationListQuery(list.state), {
    placeholderData: keepPreviousData,
  });
  const [deleting, setDeleting] = useState<ReservationItem | null>(null);
  const names = locationNames(locations.data?.stock_locations);

  const columns = useMemo(() => {
    const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    return [
      column.display({
        id: 'item',
        header: t('columns.item'),
        cell: ({ row: { original } }) => (
          <span className="flex flex-col">
            <Link
              to={`/a/inventory/${original.inventory_item_id}`}
              className="font-medium text-slate-900 underline-offset-4 hover:underline"
            >
              {original.inventory_item
                ? itemTitle(original.inventory_item)
                : original.inventory_item_id}
            </Link>
            {original.inventory_item?.sku && (
              <span className="text-xs text-slate-500">{original.inventory_item.sku}</span>
            )}
          </span>
        ),
        meta: { card: 'title' },
      }),
      column.display({
        id: 'location',
        header: t('columns.location'),
        cell: ({ row: { original } }) => names.get(original.location_id) ?? original.location_id,
        meta: { card: 'detail' },
      }),
      column.accessor('description', {
        header: t('columns.description'),
        cell: ({ row: { original } }) =>
          original.description ??
          (original.line_item_id ? (
            t('reservations.forLine', { line: original.line_item_id })
          ) : (
            <span className="text-slate-400">{t('reservations.noDescription')}</span>
          )),
        meta: { card: 'detail' },
      }),
      column.accessor('created_at', {
        id: 'created_at',
        header: t('columns.created'),
        enableSorting: true,
        cell: ({ row: { original } }) => when.format(new Date(original.created_at)),
      }),
      column.accessor('quantity', {
        id: 'quantity',
        header: t('columns.quantity'),
        enableSorting: true,
        cell: ({ row: { original } }) => (
          <span className="font-medium tabular-nums">{original.quantity}</span>
        ),
        meta: { align: 'end', card: 'figure' },
      }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">{t('columns.actions')}</span>,
        cell: ({ row: { original } }) => (
          <span className="flex justify-end gap-2">
            <Link
              to={`${original.id}/edit`}
              className="rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
            >
              {t('reservations.edit')}
            </Link>
            <UiButton
              variant="ghost"
              className="px-2 py-1 text-xs"
              onClick={() => setDeleting(original)}
            >
              {t('reservations.delete')}
            </UiButton>
          </span>
        ),
        meta: { align: 'end', card: 'actions', label: t('columns.actions') },
      }),
    ];
  }, [t, i18n.language, names]);

  return (
    <Page
      title={t('reservations.title')}
      subtitle={t('reservations.subtitle')}
      actions={<CreateLink label={t('reservations.create')} />}
    >
      <InventoryTabs />
      <Card className="flex flex-col gap-4">
        <ListView
          list={list}
          data={fromQuery(reservations, (data) => data.reservations)}
          label={t('reservations.title')}
          columns={columns}
          search={{ label: t('reservations.search') }}
          narrowed={reservationList.isNarrowed(list.state)}
          toolbar={
            <div className="flex w-full items-center gap-2 sm:w-auto">
              <FormLabel htmlFor={locationSelectId}>{t('list.location')}</FormLabel>
              <select
                id={locationSelectId}
                className="block rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 shadow-xs focus:border-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-slate-900"
                value={list.state.location_id[0] ?? ''}
                onChange={(event) =>
                  list.update({
                    location_id: event.target.value ? [event.target.value] : [],
                    page: 1,
                  })
                }
              >
                <option value="">{t('list.allLocations')}</option>
                {(locations.data?.stock_locations ?? []).map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.name}
                  </option>
                ))}
              </select>
            </div>
          }
          loading={t('reservations.loading')}
          empty={t('reservations.empty')}
          noMatch={t('reservations.noMatch')}
        />
      </Card>
      {deleting && <DeleteReservation reservation={deleting} onClose={() => setDeleting(null)} />}
      <Outlet />
    </Page>
  );
}

function DeleteReservation({
  reservation,
  onClose,
}: {
  reservation: ReservationItem;
  onClose: () => void;
}) {
  const { t } = useTranslation('inventory');
  const remove = useAdminDeleteReservation(reservation.id, {
    onSuccess: () => {
      toast.success(t('reservations.deleted'));
      onClose();
    },
  });
  const name = reservation.inventory_item
    ? itemTitle(reservation.inventory_item)
    : reservation.inventory_item_id;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('reservations.deleteTitle')}
      description={t('reservations.deleteText', { count: reservation.quantity, item: name })}
      confirmLabel={t('reservations.deleteConfirm')}
      cancelLabel={t('adjust.cancel')}
      onConfirm={() => remove.mutate()}
      isLoading={remove.isPending}
      error={remove.error ? getErrorMessage(remove.error) : undefined}
      variant="danger"
    />
  );
}
