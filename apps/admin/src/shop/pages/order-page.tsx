import { useStoredesk } from '@storedesk/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderReturns, type ReturnableOrder } from '../components/order-returns';
import { ShopLayout } from '../components/shop-layout';
import { formatPrice } from '../money';
import { shopPath, useShop } from '../shop-context';
import type { ShopPage } from '../state';

type OrderData = Extract<ShopPage, { name: 'order' }>;

interface ShopOrder extends ReturnableOrder {
  display_id: number;
  email: string;
  total: number;
}

/**
 * The order confirmation, read from the store API after checkout, and the order's page from the
 * account: its lines, and its returns (the shopper sends back what was delivered).
 */
export function OrderPage({ page }: { page: OrderData }) {
  const { t } = useTranslation('shop');
  const { boot, language } = useShop();
  const { client } = useStoredesk();
  const [order, setOrder] = useState<ShopOrder | null | undefined>(undefined);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    client.store.orders
      .retrieve(page.orderId)
      .then((answer) => setOrder((answer as unknown as { order: ShopOrder }).order))
      .catch(() => setOrder(null));
  }, [client, page.orderId, version]);

  return (
    <ShopLayout>
      {order === undefined ? (
        <p className="py-8 text-slate-500">{t('common.loading')}</p>
      ) : order === null ? (
        <p className="py-8">{t('order.notFound')}</p>
      ) : (
        <div className="mx-auto max-w-xl">
          <h1 className="text-2xl font-semibold sm:text-3xl">{t('order.title')}</h1>
          <p className="mt-2 text-lg" data-testid="order-number">
            {t('order.number', { number: order.display_id })}
          </p>
          <p className="mt-1 text-slate-600">{t('order.sentTo', { email: order.email })}</p>
          <ul className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
            {order.items.map((item) => (
              <li key={item.id} className="flex justify-between gap-3 py-3 text-sm">
                <span>
                  {item.quantity} × {item.title}
                  {item.description ? ` (${item.description})` : ''}
                </span>
                <span>{formatPrice(item.total ?? 0, order.currency_code, language)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-4 flex justify-between font-semibold">
            <span>{t('order.total')}</span>
            <span>{formatPrice(order.total, order.currency_code, language)}</span>
          </p>
          <OrderReturns order={order} onChange={() => setVersion((n) => n + 1)} />
        </div>
      )}
      <p className="mt-10 text-center">
        <a href={shopPath(boot)} className="underline">
          {t('order.continue')}
        </a>
      </p>
    </ShopLayout>
  );
}
