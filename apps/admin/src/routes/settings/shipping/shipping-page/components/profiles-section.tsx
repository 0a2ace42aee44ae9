import { getErrorMessage } from '@storedesk/client';
import type { ShippingProfileBase } from '@storedesk/contract';
import { useAdminShippingProfiles } from '@storedesk/react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { buttonClassName } from '@/components/button';
import { DataTable } from '@/components/data-table/data-table';
import { RowLink } from '@/components/data-table/row-link';
import { Section } from '@/components/detail/section';
import { PROFILES_QUERY, SHIPPING_PATH } from '../../common/paths';

const column = createColumnHelper<ShippingProfileBase>();

/** The store's shipping profiles: the default and gift-card ones, and any custom ones. */
export function ProfilesSection() {
  const { t } = useTranslation('shipping');
  const profiles = useAdminShippingProfiles(PROFILES_QUERY);
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: t('profiles.name'),
        cell: ({ row: { original } }) => (
          <RowLink to={`${SHIPPING_PATH}/profiles/${original.id}`}>{original.name}</RowLink>
        ),
        meta: { card: 'title' },
      }),
      column.accessor('type', {
        header: t('profiles.type'),
        cell: ({ getValue }) => (
          <Badge tone={getValue() === 'custom' ? 'neutral' : 'info'}>
            {t(`profiles.types.${getValue()}`)}
          </Badge>
        ),
        meta: { card: 'status' },
      }),
    ],
    [t],
  );

  return (
    <Section
      title={t('profiles.heading')}
      description={t('profiles.hint')}
      actions={
        <Link to={`${SHIPPING_PATH}/profiles/new`} className={buttonClassName('secondary')}>
          {t('profiles.create')}
        </Link>
      }
    >
      {profiles.isError ? (
        <Alert>{getErrorMessage(profiles.error)}</Alert>
      ) : (
        <DataTable
          label={t('profiles.heading')}
          rows={profiles.data?.shipping_profiles ?? []}
          columns={columns}
          rowHref={(profile) => `${SHIPPING_PATH}/profiles/${profile.id}`}
        />
      )}
    </Section>
  );
}
