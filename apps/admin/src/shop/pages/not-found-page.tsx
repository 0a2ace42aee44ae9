import { ShopLayout } from '../components/shop-layout';
import { NotFound } from '../components/not-found';
import { shopPath, useShop } from '../shop-context';

/** The same inside a known shop, with its header and a link home. */
export function ShopNotFoundPage() {
  const { boot } = useShop();
  return (
    <ShopLayout>
      <NotFound home={shopPath(boot)} />
    </ShopLayout>
  );
}
