import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { useShopCart } from '../cart';
import { formatPrice } from '../money';
import { shopPath, useShop } from '../shop-context';
import { CartLines, cartCurrency } from './cart-lines';

/** The cart sliding in from the side, opened by the header's cart button and after adding. */
export function CartDrawer() {
  const { t } = useTranslation('shop');
  const { boot, language } = useShop();
  const { cart, lines, drawerOpen, setDrawerOpen } = useShopCart();
  const currency = cartCurrency(cart);
  const subtotal = (cart?.subtotal as number | undefined) ?? 0;
  return (
    <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-20 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-y-0 end-0 z-30 flex w-full max-w-md flex-col bg-white shadow-xl">
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
            <Dialog.Title className="text-lg font-semibold">{t('cart.title')}</Dialog.Title>
            <Dialog.Close className="rounded-full px-3 py-1 text-sm hover:bg-slate-100">
              {t('cart.close')}
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('cart.description')}</Dialog.Description>
          <div className="flex-1 overflow-y-auto px-5">
            <CartLines compact />
          </div>
          {lines.length > 0 && currency ? (
            <div className="space-y-3 border-t border-slate-200 px-5 py-4">
              <p className="flex justify-between font-medium">
                <span>{t('cart.subtotal')}</span>
                <span>{formatPrice(subtotal, currency, language)}</span>
              </p>
              <a
                href={shopPath(boot, '/checkout')}
                className="block rounded-full bg-slate-900 px-4 py-3 text-center font-medium text-white hover:bg-slate-700"
              >
                {t('cart.checkout')}
              </a>
              <a href={shopPath(boot, '/cart')} className="block text-center text-sm underline">
                {t('cart.view')}
              </a>
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
