import { useTranslation } from 'react-i18next';
import { formatPrice } from '../money';
import { shopPath, useShop } from '../shop-context';
import type { ShopProduct } from '../state';
import { lowestPrice } from '../variant-choice';

export function ProductCard({ product }: { product: ShopProduct }) {
  const { t } = useTranslation('shop');
  const { boot, language } = useShop();
  const price = lowestPrice(product);
  const several = new Set((product.variants ?? []).map((v) => v.calculated_price)).size > 1;
  return (
    <li>
      <a
        href={shopPath(boot, `/products/${encodeURIComponent(product.handle)}`)}
        className="group block"
      >
        <div className="aspect-square overflow-hidden rounded-xl bg-slate-100">
          {product.thumbnail ? (
            <img
              src={product.thumbnail}
              alt={product.title}
              loading="lazy"
              className="h-full w-full object-cover transition group-hover:scale-105"
            />
          ) : null}
        </div>
        <h2 className="mt-3 text-sm font-medium group-hover:underline">{product.title}</h2>
        {price !== null && boot.region ? (
          <p className="text-sm text-slate-600">
            {several
              ? t('product.fromPrice', {
                  price: formatPrice(price, boot.region.currency_code, language),
                })
              : formatPrice(price, boot.region.currency_code, language)}
          </p>
        ) : null}
      </a>
    </li>
  );
}
