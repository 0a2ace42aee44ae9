import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShopCart } from '../cart';
import { shopPath, useHydrated, useShop } from '../shop-context';
import { CartDrawer } from './cart-drawer';

/** Header (store name, search, account, cart), the page, and the cart drawer. */
export function ShopLayout({ children, query = '' }: { children: ReactNode; query?: string }) {
  const { t } = useTranslation('shop');
  const { boot } = useShop();
  const { totalItems, restored, setDrawerOpen } = useShopCart();
  const hydrated = useHydrated();
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <a
            href={shopPath(boot)}
            className="min-w-0 flex-1 truncate text-lg font-semibold sm:flex-none"
          >
            {boot.name}
          </a>
          <form
            action={shopPath(boot)}
            method="get"
            role="search"
            className="order-last w-full sm:order-none sm:w-auto sm:flex-1"
          >
            <label className="sr-only" htmlFor="shop-search">
              {t('search.label')}
            </label>
            <input
              id="shop-search"
              name="q"
              type="search"
              defaultValue={query}
              placeholder={t('search.placeholder')}
              className="w-full rounded-full border border-slate-300 bg-slate-50 px-4 py-2 text-sm outline-none focus:border-slate-500 focus:bg-white"
            />
          </form>
          <nav className="flex items-center gap-2 text-sm">
            <a
              href={shopPath(boot, '/account')}
              className="rounded-full px-3 py-2 hover:bg-slate-100"
            >
              {t('nav.account')}
            </a>
            <button
              type="button"
              disabled={!hydrated}
              onClick={() => setDrawerOpen(true)}
              className="flex items-center gap-2 rounded-full bg-slate-900 px-4 py-2 font-medium text-white hover:bg-slate-700"
            >
              {t('nav.cart')}
              <span
                className="min-w-5 rounded-full bg-white px-1.5 text-center text-xs font-semibold text-slate-900"
                aria-label={t('nav.cartCount', { count: totalItems })}
              >
                {restored ? totalItems : '·'}
              </span>
            </button>
          </nav>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-10">{children}</main>
      <footer className="border-t border-slate-200 py-6 text-center text-xs text-slate-500">
        {t('footer.poweredBy')}
      </footer>
      <CartDrawer />
    </div>
  );
}
