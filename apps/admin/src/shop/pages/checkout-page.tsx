import { useCart, useStoredesk } from '@storedesk/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShopCart } from '../cart';
import { cartCurrency } from '../components/cart-lines';
import { Field, messageOf } from '../components/field';
import { defaultProvider, PaymentStep, type PaymentSession } from '../components/payment-step';
import { ShopLayout } from '../components/shop-layout';
import { formatPrice } from '../money';
import { shopPath, useShop } from '../shop-context';

interface ShippingOption {
  id: string;
  name: string;
  amount: number | null;
}

interface ShippingMethod {
  shipping_option_id: string;
  price: number;
  shipping_option?: { name: string } | null;
}

type Step = 'address' | 'shipping' | 'payment';

/**
 * Checkout on one page: email and delivery address, a delivery option, then payment (a card
 * through Stripe Elements or the offline test card, the shopper's choice when the region has
 * both; or nothing for the manual provider) and the order placed. Every step is the store
 * API's (Medusa v1 cart calls); the cart is left as it was when payment fails.
 */
export function CheckoutPage() {
  const { t } = useTranslation('shop');
  const { boot, language } = useShop();
  const { client } = useStoredesk();
  const { cart, lines, restored, forget } = useShopCart();
  const { updateCart, addShippingMethod, startCheckout, pay, setCart } = useCart();
  const [step, setStep] = useState<Step>('address');
  const [options, setOptions] = useState<ShippingOption[]>([]);
  const [optionId, setOptionId] = useState<string>('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const currency = cartCurrency(cart);
  const money = (amount: number) => (currency ? formatPrice(amount, currency, language) : '');
  const countries =
    (cart?.['region'] as { countries?: { iso_2: string; display_name: string }[] } | undefined)
      ?.countries ?? [];
  const address = (cart?.['shipping_address'] ?? {}) as Record<string, string | null | undefined>;
  const methods = (cart?.['shipping_methods'] ?? []) as ShippingMethod[];
  const method = methods[0];

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(messageOf(failure, t('common.error')));
    } finally {
      setBusy(false);
    }
  };

  const saveAddress = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    void run(async () => {
      const { cart: updated } = await updateCart.mutateAsync({
        email: value('email'),
        shipping_address: {
          first_name: value('first_name'),
          last_name: value('last_name'),
          address_1: value('address_1'),
          city: value('city'),
          postal_code: value('postal_code'),
          country_code: value('country_code'),
        },
      });
      const found = await loadOptions(updated.id);
      setOptionId(found[0]?.id ?? '');
      setStep('shipping');
    });
  };

  const loadOptions = async (cartId: string) => {
    const answer = (await client.store.shippingOptions.listCartOptions(cartId)) as {
      shipping_options: ShippingOption[];
    };
    setOptions(answer.shipping_options);
    return answer.shipping_options;
  };

  /** Back to the delivery options, the chosen one ticked. */
  const changeShipping = () => {
    if (!cart || !method) return;
    void run(async () => {
      if (options.length === 0) await loadOptions(cart.id);
      setOptionId(method.shipping_option_id);
      setStep('shipping');
    });
  };

  const chooseShipping = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      await addShippingMethod.mutateAsync({ option_id: optionId });
      const { cart: withSessions } = await startCheckout.mutateAsync();
      const chosen = defaultProvider((withSessions['payment_sessions'] ?? []) as PaymentSession[]);
      if (chosen) await pay.mutateAsync({ provider_id: chosen });
      setStep('payment');
    });
  };

  /** Once the payment is with the provider: the order is placed, and the shopper sees it. */
  const placeOrder = async () => {
    if (!cart) return;
    const done = (await client.store.carts.complete(cart.id)) as {
      type: string;
      data: { id: string };
    };
    // 'cart': the payment needs more from the shopper (it was not authorised).
    if (done.type !== 'order') throw new Error(t('common.error'));
    forget();
    window.location.assign(shopPath(boot, `/orders/${encodeURIComponent(done.data.id)}`));
  };

  if (!restored) {
    return (
      <ShopLayout>
        <p className="py-8 text-slate-500">{t('common.loading')}</p>
      </ShopLayout>
    );
  }
  if (!cart || lines.length === 0) {
    return (
      <ShopLayout>
        <h1 className="text-2xl font-semibold">{t('checkout.title')}</h1>
        <p className="py-8 text-slate-500">{t('checkout.emptyCart')}</p>
        <a href={shopPath(boot)} className="underline">
          {t('cart.continue')}
        </a>
      </ShopLayout>
    );
  }

  const section = 'rounded-2xl border border-slate-200 p-5';
  const primary =
    'w-full rounded-full bg-slate-900 px-6 py-3 font-medium text-white hover:bg-slate-700 disabled:bg-slate-300';
  return (
    <ShopLayout>
      <h1 className="text-2xl font-semibold sm:text-3xl">{t('checkout.title')}</h1>
      <div className="mt-6 grid grid-cols-1 gap-8 md:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-6">
          <section className={section} aria-labelledby="checkout-address">
            <div className="flex items-center justify-between">
              <h2 id="checkout-address" className="text-lg font-semibold">
                {t('checkout.address')}
              </h2>
              {step !== 'address' ? (
                <button
                  type="button"
                  className="text-sm underline"
                  onClick={() => setStep('address')}
                >
                  {t('checkout.edit')}
                </button>
              ) : null}
            </div>
            {step === 'address' ? (
              <form onSubmit={saveAddress} className="mt-4 grid gap-4 sm:grid-cols-2">
                <div className="sm:col-span-2">
                  <Field
                    label={t('checkout.email')}
                    name="email"
                    type="email"
                    autoComplete="email"
                    required
                    defaultValue={(cart['email'] as string | null) ?? ''}
                  />
                </div>
                <Field
                  label={t('checkout.firstName')}
                  name="first_name"
                  autoComplete="given-name"
                  required
                  defaultValue={address['first_name'] ?? ''}
                />
                <Field
                  label={t('checkout.lastName')}
                  name="last_name"
                  autoComplete="family-name"
                  required
                  defaultValue={address['last_name'] ?? ''}
                />
                <div className="sm:col-span-2">
                  <Field
                    label={t('checkout.address1')}
                    name="address_1"
                    autoComplete="address-line1"
                    required
                    defaultValue={address['address_1'] ?? ''}
                  />
                </div>
                <Field
                  label={t('checkout.postalCode')}
                  name="postal_code"
                  autoComplete="postal-code"
                  required
                  defaultValue={address['postal_code'] ?? ''}
                />
                <Field
                  label={t('checkout.city')}
                  name="city"
                  autoComplete="address-level2"
                  required
                  defaultValue={address['city'] ?? ''}
                />
                <label className="block text-sm sm:col-span-2">
                  <span className="font-medium text-slate-700">{t('checkout.country')}</span>
                  <select
                    name="country_code"
                    required
                    defaultValue={address['country_code'] ?? countries[0]?.iso_2 ?? ''}
                    className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base"
                  >
                    {countries.map((country) => (
                      <option key={country.iso_2} value={country.iso_2}>
                        {country.display_name}
                      </option>
                    ))}
                  </select>
                </label>
                <div className="sm:col-span-2">
                  <button type="submit" disabled={busy} className={primary}>
                    {t('checkout.continue')}
                  </button>
                </div>
              </form>
            ) : (
              <p className="mt-2 text-sm break-words text-slate-600">
                {[
                  cart['email'],
                  address['first_name'],
                  address['last_name'],
                  address['address_1'],
                  address['postal_code'],
                  address['city'],
                ]
                  .filter(Boolean)
                  .join(', ')}
              </p>
            )}
          </section>

          <section className={section} aria-labelledby="checkout-shipping">
            <div className="flex items-center justify-between">
              <h2 id="checkout-shipping" className="text-lg font-semibold">
                {t('checkout.shipping')}
              </h2>
              {step === 'payment' && method ? (
                <button type="button" className="text-sm underline" onClick={changeShipping}>
                  {t('checkout.edit')}
                </button>
              ) : null}
            </div>
            {step === 'shipping' ? (
              options.length === 0 ? (
                <p className="mt-2 text-sm text-red-700">{t('checkout.noShipping')}</p>
              ) : (
                <form onSubmit={chooseShipping} className="mt-4 space-y-3">
                  {options.map((option) => (
                    <label
                      key={option.id}
                      className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-slate-900"
                    >
                      <input
                        type="radio"
                        name="shipping_option"
                        value={option.id}
                        checked={optionId === option.id}
                        onChange={() => setOptionId(option.id)}
                      />
                      <span className="flex-1">{option.name}</span>
                      <span className="text-sm">
                        {option.amount ? money(option.amount) : t('checkout.free')}
                      </span>
                    </label>
                  ))}
                  <button type="submit" disabled={busy || !optionId} className={primary}>
                    {t('checkout.continue')}
                  </button>
                </form>
              )
            ) : method ? (
              <p className="mt-2 flex justify-between gap-3 text-sm text-slate-600">
                <span className="min-w-0">{method.shipping_option?.name}</span>
                <span>{method.price ? money(method.price) : t('checkout.free')}</span>
              </p>
            ) : null}
          </section>

          <section className={section} aria-labelledby="checkout-payment">
            <h2 id="checkout-payment" className="text-lg font-semibold">
              {t('checkout.payment')}
            </h2>
            {step === 'payment' ? (
              <PaymentStep
                cart={cart}
                billing={{
                  name: [address['first_name'], address['last_name']].filter(Boolean).join(' '),
                  email: String(cart['email'] ?? ''),
                }}
                submitLabel={t('checkout.placeOrder')}
                submittingLabel={t('checkout.placing')}
                failed={(reason) => t('checkout.declined', { reason })}
                onCart={setCart}
                complete={placeOrder}
              />
            ) : null}
          </section>
          {error ? (
            <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
              {error}
            </p>
          ) : null}
        </div>

        <aside className="h-fit rounded-2xl bg-slate-50 p-5" aria-labelledby="checkout-summary">
          <h2 id="checkout-summary" className="font-semibold">
            {t('checkout.summary')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {lines.map((line) => (
              <li key={line.id} className="flex justify-between gap-2">
                <span className="min-w-0 truncate">
                  {line.quantity} × {line.title}
                  {line.description ? ` (${line.description})` : ''}
                </span>
                <span>{money(line.total ?? line.unit_price * line.quantity)}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-4 space-y-1 border-t border-slate-200 pt-3 text-sm">
            {(
              [
                ['checkout.subtotal', cart['subtotal']],
                ['checkout.shippingTotal', cart['shipping_total']],
                ['checkout.taxTotal', cart['tax_total']],
              ] as const
            ).map(([label, amount]) => (
              <div key={label} className="flex justify-between">
                <dt>{t(label)}</dt>
                <dd>{money(Number(amount ?? 0))}</dd>
              </div>
            ))}
            <div className="flex justify-between pt-2 text-base font-semibold">
              <dt>{t('checkout.total')}</dt>
              <dd data-testid="checkout-total">{money(Number(cart['total'] ?? 0))}</dd>
            </div>
          </dl>
        </aside>
      </div>
    </ShopLayout>
  );
}
