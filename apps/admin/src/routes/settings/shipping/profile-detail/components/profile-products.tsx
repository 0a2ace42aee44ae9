import type { ShippingProfile } from '@storedesk/contract';
import { useAdminProducts, useAdminUpdateShippingProfile } from '@storedesk/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Section } from '@/components/detail/section';
import { fromQuery } from '@/components/list/list-data';
import { useLocalListState } from '@/components/list/use-list-state';
import { ProductMembers } from '@/components/members/product-members';
import { PRODUCTS_PAGE_SIZE, profileProductsQuery } from '../query';

const asProducts = (ids: string[]) => ({ products: ids });

/**
 * The products that ship with this profile. Adding moves products in from their profile;
 * removing moves them back to the default profile (a product is always in exactly one). The
 * default profile holds every product not moved elsewhere, so it only counts them.
 */
export function ProfileProducts({
  profile,
  defaultProfileId,
}: {
  profile: ShippingProfile;
  defaultProfileId: string | undefined;
}) {
  const { t } = useTranslation('shipping');
  const list = useLocalListState(PRODUCTS_PAGE_SIZE);
  const products = useAdminProducts(profileProductsQuery(profile.id, list.state), {
    placeholderData: keepPreviousData,
  });
  const add = useAdminUpdateShippingProfile(profile.id);
  const moveBack = useAdminUpdateShippingProfile(defaultProfileId ?? profile.id);

  if (profile.type === 'default') {
    return (
      <Section title={t('profileProducts.heading')}>
        <p className="text-sm text-slate-600">
          {t('profileProducts.defaultHint', { count: products.data?.count ?? 0 })}
        </p>
      </Section>
    );
  }
  return (
    <ProductMembers
      list={list}
      data={fromQuery(products, (data) => data.products)}
      searchLabel={t('profileProducts.search')}
      empty={t('profileProducts.empty')}
      noMatch={t('profileProducts.noMatch')}
      add={{ mutation: add, body: asProducts }}
      remove={{ mutation: moveBack, body: asProducts }}
      picker={{
        title: t('profileProducts.pickerTitle', { name: profile.name }),
        alreadyAdded: t('profileProducts.alreadyAdded'),
        isAlreadyAdded: (product) => product.profile_id === profile.id,
      }}
      footer={<p className="text-sm text-slate-500">{t('profileProducts.footer')}</p>}
    />
  );
}
