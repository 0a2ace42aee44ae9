import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShopCart } from '../cart';
import { messageOf } from '../components/field';
import { ShopLayout } from '../components/shop-layout';
import { formatPrice } from '../money';
import { useHydrated, useShop } from '../shop-context';
import type { ShopPage } from '../state';
import { canBuy, initialChoice, optionValues, valueAvailable, variantFor } from '../variant-choice';

type ProductData = Extract<ShopPage, { name: 'product' }>;

/** A product: images, options that pick the variant, its price and stock, and Add to cart. */
export function ProductPage({ page }: { page: ProductData }) {
  const { t } = useTranslation('shop');
  const { boot, language } = useShop();
  const { addItem, setDrawerOpen } = useShopCart();
  const { product } = page;
  const hydrated = useHydrated();
  const [choice, setChoice] = useState(() => initialChoice(product));
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const images = [
    ...new Set([product.thumbnail, ...(product.images ?? []).map((i) => i.url)].filter(Boolean)),
  ] as string[];
  const [image, setImage] = useState(0);
  const options = optionValues(product);
  const variant = variantFor(product, choice);
  const buyable = variant !== undefined && canBuy(variant);
  const price = variant?.calculated_price;
  const original = variant?.original_price;

  const stockText = !variant
    ? t('product.unavailable')
    : !buyable
      ? t('product.outOfStock')
      : variant.manage_inventory && !variant.allow_backorder && variant.inventory_quantity <= 5
        ? t('product.fewLeft', { count: variant.inventory_quantity })
        : t('product.inStock');

  const add = () => {
    if (!variant) return;
    setAdding(true);
    setError(null);
    addItem(variant.id, quantity)
      .then(() => setDrawerOpen(true))
      .catch((failure: unknown) => setError(messageOf(failure, t('product.addFailed'))))
      .finally(() => setAdding(false));
  };

  return (
    <ShopLayout>
      <div className="grid gap-8 md:grid-cols-2 md:gap-12">
        <div>
          <div className="aspect-square overflow-hidden rounded-2xl bg-slate-100">
            {images[image] ? (
              <img src={images[image]} alt={product.title} className="h-full w-full object-cover" />
            ) : null}
          </div>
          {images.length > 1 ? (
            <ul className="mt-3 flex gap-2 overflow-x-auto">
              {images.map((url, index) => (
                <li key={url}>
                  <button
                    type="button"
                    onClick={() => setImage(index)}
                    aria-label={t('product.showImage', { number: index + 1 })}
                    aria-pressed={index === image}
                    className={`h-16 w-16 overflow-hidden rounded-lg border-2 ${index === image ? 'border-slate-900' : 'border-transparent'}`}
                  >
                    <img src={url} alt="" className="h-full w-full object-cover" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div>
          <h1 className="text-2xl font-semibold sm:text-3xl">{product.title}</h1>
          {product.subtitle ? <p className="mt-1 text-slate-600">{product.subtitle}</p> : null}
          {typeof price === 'number' && boot.region ? (
            <p className="mt-4 text-xl" data-testid="product-price">
              {formatPrice(price, boot.region.currency_code, language)}
              {typeof original === 'number' && original > price ? (
                <s className="ms-2 text-base text-slate-400">
                  {formatPrice(original, boot.region.currency_code, language)}
                </s>
              ) : null}
            </p>
          ) : null}
          {options.map((option) => (
            <fieldset key={option.id} className="mt-6">
              <legend className="text-sm font-medium">{option.title}</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {option.values.map((value) => {
                  const selected = choice[option.id] === value;
                  const available = valueAvailable(product, choice, option.id, value);
                  return (
                    <button
                      key={value}
                      type="button"
                      aria-pressed={selected}
                      disabled={!hydrated}
                      onClick={() => setChoice({ ...choice, [option.id]: value })}
                      className={`min-w-12 rounded-full border px-4 py-2 text-sm ${
                        selected
                          ? 'border-slate-900 bg-slate-900 text-white'
                          : 'border-slate-300 hover:border-slate-500'
                      } ${available ? '' : 'line-through opacity-60'}`}
                    >
                      {value}
                    </button>
                  );
                })}
              </div>
            </fieldset>
          ))}
          <p
            className={`mt-6 text-sm ${buyable ? 'text-emerald-700' : 'text-red-700'}`}
            data-testid="product-stock"
          >
            {stockText}
          </p>
          <div className="mt-4 flex gap-3">
            <label className="sr-only" htmlFor="quantity">
              {t('product.quantity')}
            </label>
            <input
              id="quantity"
              type="number"
              min={1}
              max={99}
              value={quantity}
              onChange={(event) =>
                setQuantity(Math.max(1, Math.min(99, Number(event.target.value) || 1)))
              }
              className="w-20 rounded-full border border-slate-300 px-4 py-3 text-center"
            />
            <button
              type="button"
              disabled={!hydrated || !buyable || adding}
              onClick={add}
              className="flex-1 rounded-full bg-slate-900 px-6 py-3 font-medium text-white hover:bg-slate-700 disabled:cursor-not-allowed disabled:bg-slate-300"
            >
              {adding ? t('product.adding') : t('product.addToCart')}
            </button>
          </div>
          {error ? (
            <p role="alert" className="mt-3 text-sm text-red-600">
              {error}
            </p>
          ) : null}
          {product.description ? (
            <div className="mt-8 whitespace-pre-line text-slate-700">{product.description}</div>
          ) : null}
        </div>
      </div>
    </ShopLayout>
  );
}
