import { useTranslation } from 'react-i18next';
import { ProductCard } from '../components/product-card';
import { ShopLayout } from '../components/shop-layout';
import { shopPath, useShop } from '../shop-context';
import type { ShopPage } from '../state';

type ListData = Extract<ShopPage, { name: 'list' }>;

/** All products, a collection's, or a search's results, with the collections as filters. */
export function ListPage({ page }: { page: ListData }) {
  const { t } = useTranslation('shop');
  const { boot } = useShop();
  const here = page.collection
    ? shopPath(boot, `/collections/${encodeURIComponent(page.collection.handle)}`)
    : shopPath(boot);
  const pageNumber = Math.floor(page.offset / Math.max(page.limit, 1)) + 1;
  const pages = Math.max(1, Math.ceil(page.count / Math.max(page.limit, 1)));
  const link = (n: number) => {
    const params = new URLSearchParams();
    if (page.q) params.set('q', page.q);
    if (n > 1) params.set('page', String(n));
    return params.size ? `${here}?${params}` : here;
  };
  const chip = (active: boolean) =>
    `whitespace-nowrap rounded-full border px-4 py-1.5 text-sm ${
      active
        ? 'border-slate-900 bg-slate-900 text-white'
        : 'border-slate-300 hover:border-slate-500'
    }`;

  return (
    <ShopLayout query={page.q}>
      <h1 className="text-2xl font-semibold sm:text-3xl">
        {page.q
          ? t('list.searchTitle', { q: page.q })
          : (page.collection?.title ?? t('list.allProducts'))}
      </h1>
      {boot.collections.length > 0 ? (
        <nav aria-label={t('list.collections')} className="-mx-4 mt-4 overflow-x-auto px-4">
          <ul className="flex gap-2 pb-1">
            <li>
              <a href={shopPath(boot)} className={chip(!page.collection)}>
                {t('list.all')}
              </a>
            </li>
            {boot.collections.map((collection) => (
              <li key={collection.id}>
                <a
                  href={shopPath(boot, `/collections/${encodeURIComponent(collection.handle)}`)}
                  className={chip(page.collection?.id === collection.id)}
                  aria-current={page.collection?.id === collection.id ? 'page' : undefined}
                >
                  {collection.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p className="mt-4 text-sm text-slate-500">{t('list.count', { count: page.count })}</p>
      {page.products.length === 0 ? (
        <p className="py-16 text-center text-slate-500">
          {page.q ? t('list.noResults', { q: page.q }) : t('list.empty')}
        </p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4">
          {page.products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav
          aria-label={t('list.pagination')}
          className="mt-10 flex items-center justify-center gap-4 text-sm"
        >
          {pageNumber > 1 ? (
            <a href={link(pageNumber - 1)} rel="prev" className="underline">
              {t('list.previous')}
            </a>
          ) : null}
          <span>{t('list.pageOf', { page: pageNumber, pages })}</span>
          {pageNumber < pages ? (
            <a href={link(pageNumber + 1)} rel="next" className="underline">
              {t('list.next')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </ShopLayout>
  );
}
