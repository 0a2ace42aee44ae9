import type { Cart } from '@storedesk/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShopCart, type ShopLine } from '../cart';
import { formatPrice } from '../money';
import { messageOf } from './field';
import { useShop } from '../shop-context';

/** The cart's lines with quantity steppers and a remove button (drawer and cart page). */
export function CartLines({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('shop');
  const { lines } = useShopCart();
  if (lines.length === 0)
    return <p className="py-8 text-center text-slate-500">{t('cart.empty')}</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {lines.map((line) => (
        <CartLine key={line.id} line={line} compact={compact} />
      ))}
    </ul>
  );
}

function CartLine({ line, compact }: { line: ShopLine; compact: boolean }) {
  const { t } = useTranslation('shop');
  const { language } = useShop();
  const { cart, setQuantity, removeLine } = useShopCart();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const currency = cartCurrency(cart);
  const run = (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    action()
      .catch((failure: unknown) => setError(messageOf(failure, t('common.error'))))
      .finally(() => setBusy(false));
  };
  return (
    <li className="flex gap-3 py-4" data-testid="cart-line">
      <div
        className={`${compact ? 'h-16 w-16' : 'h-20 w-20'} shrink-0 overflow-hidden rounded-lg bg-slate-100`}
      >
        {line.thumbnail ? (
          <img src={line.thumbnail} alt="" className="h-full w-full object-cover" />
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{line.title}</p>
        {line.description ? (
          <p className="truncate text-sm text-slate-500">{line.description}</p>
        ) : null}
        <div className="mt-2 flex items-center gap-2">
          <button
            type="button"
            disabled={busy || line.quantity <= 1}
            onClick={() => run(() => setQuantity(line.id, line.quantity - 1))}
            className="h-8 w-8 rounded-full border border-slate-300 disabled:opacity-40"
            aria-label={t('cart.decrease', { title: line.title })}
          >
            −
          </button>
          <span className="w-6 text-center text-sm" aria-label={t('cart.quantity')}>
            {line.quantity}
          </span>
          <button
            type="button"
            disabled={busy}
            onClick={() => run(() => setQuantity(line.id, line.quantity + 1))}
            className="h-8 w-8 rounded-full border border-slate-300 disabled:opacity-40"
            aria-label={t('cart.increase', { title: line.title })}
          >
            +
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => run(() => removeLine(line.id))}
            className="ms-2 text-sm text-slate-500 underline hover:text-slate-900"
          >
            {t('cart.remove')}
          </button>
        </div>
        {error ? (
          <p role="alert" className="mt-1 text-sm text-red-600">
            {error}
          </p>
        ) : null}
      </div>
      <p className="text-sm font-medium">
        {currency
          ? formatPrice(line.total ?? line.unit_price * line.quantity, currency, language)
          : null}
      </p>
    </li>
  );
}

/** The currency of a cart (its region's). */
export const cartCurrency = (cart: Cart | undefined): string | undefined =>
  (cart?.['region'] as { currency_code?: string } | undefined)?.currency_code;
