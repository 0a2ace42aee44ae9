import type { Region } from '@storedesk/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/button';
import { DetailList } from '@/components/detail/detail-list';
import { Section } from '@/components/detail/section';
import { formatPercent } from '../../common/percent';

/** The region's own rate: what every line pays unless an override below names it. */
export function DefaultRateCard({ region, editHref }: { region: Region; editHref: string }) {
  const { t, i18n } = useTranslation('taxes');
  return (
    <Section
      title={t('default.heading')}
      description={t('default.hint')}
      actions={
        <Link to={editHref} className={buttonClassName('secondary')}>
          {t('default.edit')}
        </Link>
      }
    >
      <DetailList
        items={[
          [t('default.rate'), formatPercent(region.tax_rate, i18n.language)],
          [t('default.code'), region.tax_code ?? t('default.noCode')],
          [t('default.automatic'), region.automatic_taxes ? t('default.yes') : t('default.no')],
        ]}
      />
    </Section>
  );
}
