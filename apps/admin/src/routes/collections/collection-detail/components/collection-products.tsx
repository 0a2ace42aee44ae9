import type { AdminProductCollection } from '@storedesk/contract';
import {
  useAdminAddProductsToCollection,
  useAdminRemoveProductsFromCollection,
} from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { fromRows } from '@/components/list/list-data';
import { useLocalListState } from '@/components/list/use-list-state';
import { ProductMembers } from '@/components/members/product-members';

const PAGE_SIZE = 50;
const asIds = (ids: string[]) => ({ product_ids: ids });

/** The collection's products (read with it): pick more to add, tick some to remove (batches). */
export function CollectionProducts({ collection }: { collection: AdminProductCollection }) {
  const { t } = useTranslation('collections');
  const list = useLocalListState(PAGE_SIZE);
  return (
    <ProductMembers
      list={list}
      data={fromRows(collection.products, list.state)}
      empty={t('products.empty')}
      add={{ mutation: useAdminAddProductsToCollection(collection.id), body: asIds }}
      remove={{ mutation: useAdminRemoveProductsFromCollection(collection.id), body: asIds }}
      picker={{
        title: t('picker.title'),
        alreadyAdded: t('picker.alreadyAdded'),
        isAlreadyAdded: (product) => product.collection_id === collection.id,
      }}
      footer={<p className="text-xs text-slate-500">{t('products.moveHint')}</p>}
    />
  );
}
