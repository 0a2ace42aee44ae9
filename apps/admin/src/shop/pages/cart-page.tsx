import { useTranslation } from 'react-i18next';
import { useShopCart } from '../cart';
import { CartLines, cartCurrency } from '../components/cart-lines';
import { ShopLayout } from '../components/shop-layout';
import { formatPrice } from '../money';
import { shopPath, useShop } from '../shop-context';

/** The cart on a page of its own (the drawer shows the same lines). */
export function CartPage() {
  const { t } = useTranslation('shop');
  const { boot, language } = useShop();
  const { cart, lines, restored } = useShopCart();
  const currency = cartCurrency(cart);
  return (
    <ShopLayout>
      <h1 className="text-2xl font-semibold sm:text-3xl">{t('cart.title')}</h1>
      {!restored ? (
        <p className="py-8 text-slate-500">{t('common.loading')}</p>
      ) : (
        <div className="mt-6 grid grid-cols-1 gap-8 md:grid-cols-[minmax(0,1fr)_20rem]">
          <CartLines />
          {lines.length > 0 && currency ? (
            <aside className="h-fit space-y-3 rounded-2xl bg-slate-50 p-5">
              <p className="flex justify-between">
                <span>{t('cart.subtotal')}</span>
                <span>{formatPrice((cart?.subtotal as number) ?? 0, currency, language)}</span>
              </p>
              <p className="text-sm text-slate-500">{t('cart.shippingAtCheckout')}</p>
              <a
                href={shopPath(boot, '/checkout')}
                className="block rounded-full bg-slate-900 px-4 py-3 text-center font-medium text-white hover:bg-slate-700"
              >
                {t('cart.checkout')}
              </a>
            </aside>
          ) : (
            <a href={shopPath(boot)} className="underline">
              {t('cart.continue')}
            </a>
          )}
        </div>
      )}
    </ShopLayout>
  );
}
