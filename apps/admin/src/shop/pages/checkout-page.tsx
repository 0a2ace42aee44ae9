import { useTranslation } from 'react-i18next';
import { ShopLayout } from '../components/shop-layout';

export function CheckoutPage() {
  const { t } = useTranslation('shop');
  return (
    <ShopLayout>
      <h1 className="text-2xl font-semibold">{t('checkout.title')}</h1>
    </ShopLayout>
  );
}
