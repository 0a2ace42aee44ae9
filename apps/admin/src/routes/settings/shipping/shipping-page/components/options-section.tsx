import type { Region, ShippingOption } from '@storedesk/contract';
import { useAdminDeleteShippingOption, useAdminShippingOptions } from '@storedesk/react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/badge';
import { Button, buttonClassName } from '@/components/button';
import { RowLink } from '@/components/data-table/row-link';
import { ConfirmDelete } from '@/components/detail/confirm-delete';
import { TableSection } from '@/components/detail/table-section';
import { toast } from '@/components/ui/toast';
import { regionSearch } from '@/routes/settings/common/use-region-param';
import { priceText, requirementText } from '../../common/option-text';
import { regionOptionsQuery, SHIPPING_PATH } from '../../common/paths';

const column = createColumnHelper<ShippingOption>();

/** The region's shipping options (or its return options): price, when offered, flags. */
export function OptionsSection({ region, isReturn }: { region: Region; isReturn: boolean }) {
  const { t, i18n } = useTranslation('shipping');
  const options = useAdminShippingOptions(regionOptionsQuery(region.id));
  const rows = (options.data?.shipping_options ?? []).filter(
    (option) => option.is_return === isReturn,
  );
  const [removing, setRemoving] = useState<ShippingOption | null>(null);
  const search = regionSearch(region);
  const kind = isReturn ? 'returns' : 'options';

  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: t('options.name'),
        cell: ({ row: { original } }) => (
          <span className="flex flex-wrap items-center gap-2">
            <RowLink to={`${SHIPPING_PATH}/options/${original.id}/edit${search}`}>
              {original.name}
            </RowLink>
            {original.admin_only && <Badge tone="warning">{t('options.adminOnly')}</Badge>}
          </span>
        ),
        meta: { card: 'title' },
      }),
      column.display({
        id: 'price',
        header: t('options.price'),
        cell: ({ row: { original } }) => (
          <span className="flex flex-col">
            <span className="font-medium text-slate-900">
              {priceText(original, region.currency_code, i18n.language, t)}
            </span>
            {original.includes_tax && (
              <span className="text-xs text-slate-500">{t('options.inclTax')}</span>
            )}
          </span>
        ),
        meta: { card: 'figure', align: 'end' },
      }),
      column.display({
        id: 'requirements',
        header: t('options.requirements'),
        cell: ({ row: { original } }) =>
          requirementText(original, region.currency_code, i18n.language, t) ?? (
            <span className="text-slate-500">{t('requirements.none')}</span>
          ),
        meta: { card: 'detail' },
      }),
      column.display({
        id: 'profile',
        header: t('options.flags'),
        cell: ({ row: { original } }) => (
          <span className="text-slate-600">{original.profile?.name}</span>
        ),
        meta: { card: 'detail' },
      }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">{t('options.actions')}</span>,
        cell: ({ row: { original } }) => (
          <Button
            variant="secondary"
            aria-label={t('options.deleteNamed', { name: original.name })}
            onClick={() => setRemoving(original)}
          >
            {t('options.delete')}
          </Button>
        ),
        meta: { card: 'actions', align: 'end' },
      }),
    ],
    [t, i18n.language, region.currency_code, search],
  );

  return (
    <TableSection
      title={t(`${kind}.heading`)}
      description={t(`${kind}.hint`, { region: region.name })}
      actions={
        <Link
          to={`${SHIPPING_PATH}/options/new${search}${isReturn ? '&return=1' : ''}`}
          className={buttonClassName(isReturn ? 'secondary' : 'primary')}
        >
          {t(`${kind}.create`)}
        </Link>
      }
      query={options}
      rows={rows}
      empty={t(`${kind}.empty`)}
      columns={columns}
      rowHref={(option) => `${SHIPPING_PATH}/options/${option.id}/edit${search}`}
    >
      {removing && <DeleteOption option={removing} onClose={() => setRemoving(null)} />}
    </TableSection>
  );
}

function DeleteOption({ option, onClose }: { option: ShippingOption; onClose: () => void }) {
  const { t } = useTranslation('shipping');
  const remove = useAdminDeleteShippingOption(option.id, {
    onSuccess: () => {
      toast.success(t('options.deleted', { name: option.name }));
      onClose();
    },
  });
  return (
    <ConfirmDelete
      mutation={remove}
      title={t('options.deleteTitle', { name: option.name })}
      description={t('options.deleteText')}
      confirmLabel={t('options.deleteConfirm')}
      onClose={onClose}
    />
  );
}
