import { useTranslation } from 'react-i18next';
import { ShopLayout } from '../components/shop-layout';

export function AccountPage() {
  const { t } = useTranslation('shop');
  return (
    <ShopLayout>
      <h1 className="text-2xl font-semibold">{t('account.title')}</h1>
    </ShopLayout>
  );
}
