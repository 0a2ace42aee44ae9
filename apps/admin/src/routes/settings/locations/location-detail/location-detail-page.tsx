import { getErrorMessage } from '@storedesk/client';
import type { SalesChannel, StockLocation } from '@storedesk/contract';
import {
  useAdminAddLocationToSalesChannel,
  useAdminDeleteStockLocation,
  useAdminRemoveLocationFromSalesChannel,
  useAdminSalesChannels,
  useAdminStockLocation,
  useAdminStore,
} from '@storedesk/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useParams } from 'react-router';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { DeleteAction, useLeaveOnDelete } from '@/components/detail/delete-action';
import { DetailList } from '@/components/detail/detail-list';
import { DetailPage } from '@/components/detail/detail-page';
import { EditLink } from '@/components/detail/edit-link';
import { Section } from '@/components/detail/section';
import { Spinner } from '@/components/spinner';
import { toast } from '@/components/ui/toast';
import { Page } from '@/shell/page';
import { useCountryNames } from '../common/country-names';
import { ALL_CHANNELS, LOCATION_DETAIL_QUERY } from './loader';

/** `/a/settings/locations/:id`: the location's address and the sales channels it serves. */
export function LocationDetailPage() {
  const { t } = useTranslation('locations');
  const { id = '' } = useParams();
  const location = useAdminStockLocation(id, LOCATION_DETAIL_QUERY);
  const defaultId = useAdminStore().data?.store.default_location_id ?? null;
  const back = { to: '/a/settings/locations', label: t('detail.back') };
  const remove = useAdminDeleteStockLocation(
    id,
    useLeaveOnDelete(back.to, () =>
      t('detail.deleted', { name: location.data?.stock_location.name ?? '' }),
    ),
  );

  return (
    <DetailPage query={location} back={back} loading={t('detail.loading')}>
      {({ stock_location: current }) => {
        const isDefault = current.id === defaultId;
        return (
          <Page
            title={
              <span className="inline-flex flex-wrap items-center gap-2">
                {current.name}
                {isDefault && <Badge>{t('list.default')}</Badge>}
              </span>
            }
            subtitle={isDefault ? t('detail.isDefault') : undefined}
            back={back}
            actions={
              <div className="flex gap-2">
                <EditLink label={t('detail.edit')} />
                {!isDefault && (
                  <DeleteAction
                    mutation={remove}
                    label={t('detail.delete')}
                    title={t('detail.deleteTitle', { name: current.name })}
                    description={t('detail.deleteText')}
                    confirmLabel={t('detail.deleteConfirm')}
                  />
                )}
              </div>
            }
          >
            <AddressSection location={current} />
            <ChannelsSection location={current} />
            <Section title={t('detail.stock')}>
              <Link
                to={`/a/inventory?location_id=${encodeURIComponent(current.id)}`}
                className="text-sm font-medium text-slate-900 underline underline-offset-4"
              >
                {t('detail.stockLink')}
              </Link>
            </Section>
            <Outlet />
          </Page>
        );
      }}
    </DetailPage>
  );
}

function AddressSection({ location }: { location: StockLocation }) {
  const { t } = useTranslation('locations');
  const names = useCountryNames();
  const address = location.address;
  return (
    <Section title={t('detail.address')}>
      {address ? (
        <DetailList
          items={[
            [t('fields.address1'), address.address_1],
            [t('fields.address2'), address.address_2],
            [t('fields.company'), address.company],
            [t('fields.postalCode'), address.postal_code],
            [t('fields.city'), address.city],
            [t('fields.province'), address.province],
            [t('fields.country'), address.country_code ? names.country(address.country_code) : ''],
            [t('fields.phone'), address.phone],
          ].filter((entry): entry is [string, string] => Boolean(entry[1]))}
        />
      ) : (
        <p className="text-sm text-slate-500">{t('detail.noAddress')}</p>
      )}
    </Section>
  );
}

/** A checkbox per sales channel: checked ones sell this location's stock. */
function ChannelsSection({ location }: { location: StockLocation }) {
  const { t } = useTranslation('locations');
  const channels = useAdminSalesChannels(ALL_CHANNELS);
  const add = useAdminAddLocationToSalesChannel();
  const removeLink = useAdminRemoveLocationFromSalesChannel();
  const linked = new Set((location.sales_channels ?? []).map((channel) => channel.id));
  // What was just asked for, shown until the saved state comes back.
  const [asked, setAsked] = useState<Record<string, boolean>>({});
  const busy = add.isPending || removeLink.isPending;
  const error = add.error ?? removeLink.error;

  const toggle = (channel: SalesChannel, on: boolean) => {
    const variables = { sales_channel_id: channel.id, location_id: location.id };
    setAsked((current) => ({ ...current, [channel.id]: on }));
    const options = {
      onSuccess: () =>
        toast.success(
          t(on ? 'detail.linked' : 'detail.unlinked', {
            channel: channel.name,
            location: location.name,
          }),
        ),
      onSettled: () => setAsked(({ [channel.id]: _done, ...rest }) => rest),
    };
    if (on) add.mutate(variables, options);
    else removeLink.mutate(variables, options);
  };

  return (
    <Section title={t('detail.channels')} description={t('detail.channelsHint')}>
      {error && <Alert>{getErrorMessage(error)}</Alert>}
      {channels.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
          <Spinner />
          {t('detail.channelsLoading')}
        </p>
      ) : channels.isError ? (
        <Alert>{getErrorMessage(channels.error)}</Alert>
      ) : channels.data.sales_channels.length === 0 ? (
        <p className="text-sm text-slate-500">{t('detail.noChannels')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {channels.data.sales_channels.map((channel) => (
            <li key={channel.id}>
              <label className="inline-flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-4 rounded border-slate-300"
                  checked={asked[channel.id] ?? linked.has(channel.id)}
                  disabled={busy}
                  onChange={(event) => toggle(channel, event.target.checked)}
                />
                {channel.name}
              </label>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
