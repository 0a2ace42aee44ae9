import type { Region, TaxRate } from '@storedesk/contract';
import { useAdminDeleteTaxRate, useAdminTaxRates } from '@storedesk/react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/button';
import { RowLink } from '@/components/data-table/row-link';
import { ConfirmDelete } from '@/components/detail/confirm-delete';
import { TableSection } from '@/components/detail/table-section';
import { toast } from '@/components/ui/toast';
import { formatPercent } from '../../common/percent';
import { overridesQuery, TAXES_PATH } from '../../common/queries';
import { regionSearch } from '@/routes/settings/common/use-region-param';

const column = createColumnHelper<TaxRate>();

/** The region's overrides: name, code, rate and what each applies to; create, edit, delete. */
export function OverridesSection({ region }: { region: Region }) {
  const { t, i18n } = useTranslation('taxes');
  const rates = useAdminTaxRates(overridesQuery(region.id));
  const search = regionSearch(region);
  const [removing, setRemoving] = useState<TaxRate | null>(null);

  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: t('overrides.name'),
        cell: ({ row: { original } }) => (
          <RowLink to={`${TAXES_PATH}/${original.id}/edit${search}`}>{original.name}</RowLink>
        ),
        meta: { card: 'title' },
      }),
      column.accessor('code', {
        header: t('overrides.code'),
        cell: ({ getValue }) => <span className="font-mono text-xs">{getValue()}</span>,
        meta: { card: 'detail' },
      }),
      column.accessor('rate', {
        header: t('overrides.rate'),
        cell: ({ getValue }) => {
          const rate = getValue();
          return rate === null || rate === undefined
            ? t('overrides.regionRate', { rate: formatPercent(region.tax_rate, i18n.language) })
            : formatPercent(rate, i18n.language);
        },
        meta: { card: 'figure', align: 'end' },
      }),
      column.display({
        id: 'appliesTo',
        header: t('overrides.appliesTo'),
        cell: ({ row: { original } }) => <AppliesTo rate={original} />,
        meta: { card: 'detail' },
      }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">{t('overrides.actions')}</span>,
        cell: ({ row: { original } }) => (
          <Button
            variant="secondary"
            aria-label={t('overrides.deleteNamed', { name: original.name })}
            onClick={() => setRemoving(original)}
          >
            {t('overrides.delete')}
          </Button>
        ),
        meta: { card: 'actions', align: 'end' },
      }),
    ],
    [t, i18n.language, region.tax_rate, search],
  );

  return (
    <TableSection
      title={t('overrides.heading')}
      description={t('overrides.hint')}
      actions={
        <Link to={`${TAXES_PATH}/new${search}`} className={buttonClassName()}>
          {t('overrides.create')}
        </Link>
      }
      query={rates}
      rows={rates.data?.tax_rates ?? []}
      empty={t('overrides.empty', { region: region.name })}
      columns={columns}
      rowHref={(rate) => `${TAXES_PATH}/${rate.id}/edit${search}`}
    >
      {removing && <DeleteOverride rate={removing} onClose={() => setRemoving(null)} />}
    </TableSection>
  );
}

/** "2 products, 1 product type": what an override applies to, in words. */
function AppliesTo({ rate }: { rate: TaxRate }) {
  const { t } = useTranslation('taxes');
  const parts = [
    rate.product_count ? t('overrides.products', { count: rate.product_count }) : null,
    rate.product_type_count ? t('overrides.types', { count: rate.product_type_count }) : null,
    rate.shipping_option_count
      ? t('overrides.options', { count: rate.shipping_option_count })
      : null,
  ].filter((part): part is string => part !== null);
  return (
    <span className="text-slate-600">
      {parts.length > 0 ? parts.join(' · ') : t('overrides.nothing')}
    </span>
  );
}

function DeleteOverride({ rate, onClose }: { rate: TaxRate; onClose: () => void }) {
  const { t } = useTranslation('taxes');
  const remove = useAdminDeleteTaxRate(rate.id, {
    onSuccess: () => {
      toast.success(t('overrides.deleted', { name: rate.name }));
      onClose();
    },
  });
  return (
    <ConfirmDelete
      mutation={remove}
      title={t('overrides.deleteTitle', { name: rate.name })}
      description={t('overrides.deleteText')}
      confirmLabel={t('overrides.deleteConfirm')}
      onClose={onClose}
    />
  );
}
