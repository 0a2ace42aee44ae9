import { useAdminProduct, useAdminStore } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DetailPage } from '@/components/detail/detail-page';
import { Page } from '@/shell/page';
import { AttributesSection } from './components/attributes-section';
import { GeneralSection } from './components/general-section';
import { MediaSection } from './components/media-section';
import { MetadataSection } from './components/metadata-section';
import { OptionsSection } from './components/options-section';
import { ProductActions } from './components/product-actions';
import { SalesChannelsSection } from './components/sales-channels-section';
import { VariantsSection } from './components/variants-section';

/** `/a/products/:id`: everything about one product, section by section. */
export function ProductDetailPage() {
  const { t } = useTranslation('products');
  const { id = '' } = useParams();
  const product = useAdminProduct(id);
  const storeData = useAdminStore().data?.store;
  const back = { to: '/a/products', label: t('detail.back') };
  const currencies = storeData
    ? storeData.currencies.length > 0
      ? storeData.currencies.map((currency) => currency.code)
      : [storeData.default_currency_code]
    : [];

  return (
    <DetailPage query={product} back={back} loading={t('detail.loading')}>
      {({ product: data }) => (
        <Page
          title={data.title}
          subtitle={t(`fields.statuses.${data.status}`)}
          back={back}
          actions={<ProductActions product={data} />}
        >
          <GeneralSection product={data} />
          <VariantsSection product={data} currencies={currencies} />
          <OptionsSection product={data} />
          <MediaSection product={data} />
          <AttributesSection product={data} />
          <SalesChannelsSection product={data} />
          <MetadataSection product={data} />
        </Page>
      )}
    </DetailPage>
  );
}
