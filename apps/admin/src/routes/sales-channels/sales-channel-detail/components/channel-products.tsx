import {
  useAdminAddProductsToSalesChannel,
  useAdminDeleteProductsFromSalesChannel,
  useAdminProducts,
} from '@storedesk/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fromQuery } from '@/components/list/list-data';
import { useLocalListState } from '@/components/list/use-list-state';
import { ProductMembers } from '@/components/members/product-members';
import { channelProductsQuery, PRODUCTS_PAGE_SIZE } from '../query';

const asIds = (ids: string[]) => ({ product_ids: ids.map((id) => ({ id })) });

/** The products sold through a channel: search, pick some to remove, or add more in one batch. */
export function ChannelProducts({ channelId }: { channelId: string }) {
  const { t } = useTranslation('salesChannels');
  const list = useLocalListState(PRODUCTS_PAGE_SIZE);
  const products = useAdminProducts(channelProductsQuery(channelId, list.state), {
    placeholderData: keepPreviousData,
  });
  return (
    <ProductMembers
      list={list}
      data={fromQuery(products, (data) => data.products)}
      searchLabel={t('products.search')}
      empty={t('products.empty')}
      noMatch={t('products.noMatch')}
      add={{ mutation: useAdminAddProductsToSalesChannel(channelId), body: asIds }}
      remove={{ mutation: useAdminDeleteProductsFromSalesChannel(channelId), body: asIds }}
      picker={{
        title: t('picker.title'),
        alreadyAdded: t('picker.alreadyAdded'),
        isAlreadyAdded: (product) =>
          product.sales_channels?.some((channel) => channel.id === channelId) ?? false,
      }}
    />
  );
}
