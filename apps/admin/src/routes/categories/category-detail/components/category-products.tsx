import {
  useAdminAddProductsToCategory,
  useAdminDeleteProductsFromCategory,
  useAdminProducts,
} from '@storedesk/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fromQuery } from '@/components/list/list-data';
import { listParams } from '@/components/list/list-state';
import { useLocalListState } from '@/components/list/use-list-state';
import { ProductMembers } from '@/components/members/product-members';

const PAGE_SIZE = 20;
const asIds = (ids: string[]) => ({ product_ids: ids.map((id) => ({ id })) });

/** The products in the category (this one only, not its subcategories); add and remove in batch. */
export function CategoryProducts({ categoryId }: { categoryId: string }) {
  const { t } = useTranslation('categories');
  const list = useLocalListState(PAGE_SIZE);
  const products = useAdminProducts(
    { category_id: [categoryId], ...listParams(list.state) },
    { placeholderData: keepPreviousData },
  );
  return (
    <ProductMembers
      list={list}
      data={fromQuery(products, (data) => data.products)}
      empty={t('products.empty')}
      add={{ mutation: useAdminAddProductsToCategory(categoryId), body: asIds }}
      remove={{ mutation: useAdminDeleteProductsFromCategory(categoryId), body: asIds }}
      picker={{ title: t('picker.title'), alreadyAdded: t('picker.alreadyAdded') }}
    />
  );
}
