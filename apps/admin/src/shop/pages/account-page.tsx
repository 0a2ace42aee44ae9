import { useStoredesk } from '@storedesk/react';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, messageOf } from '../components/field';
import { ShopLayout } from '../components/shop-layout';
import { formatPrice } from '../money';
import { shopPath, useShop } from '../shop-context';

interface Address {
  id: string;
  first_name: string | null;
  last_name: string | null;
  address_1: string | null;
  city: string | null;
  postal_code: string | null;
  country_code: string | null;
}

interface Customer {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  shipping_addresses?: Address[];
}

interface OrderSummary {
  id: string;
  display_id: number;
  created_at: string;
  total: number;
  currency_code: string;
}

const fieldsOf = (form: HTMLFormElement) => {
  const data = new FormData(form);
  return (name: string) => String(data.get(name) ?? '').trim();
};

/** Sign in or sign up; signed in: the customer's orders and saved addresses, and sign out. */
export function AccountPage() {
  const { t } = useTranslation('shop');
  const { boot } = useShop();
  const { client } = useStoredesk();
  const [customer, setCustomer] = useState<Customer | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(
    () =>
      client.store.customers
        .retrieve()
        .then((answer) => setCustomer((answer as unknown as { customer: Customer }).customer))
        .catch(() => setCustomer(null)),
    [client],
  );
  useEffect(() => void refresh(), [refresh]);

  const signIn = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = fieldsOf(event.currentTarget);
    setError(null);
    client.store.auth
      .authenticate({ email: value('email'), password: value('password') })
      .then(refresh)
      .catch(() => setError(t('account.signInFailed')));
  };

  const signUp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = fieldsOf(event.currentTarget);
    const credentials = { email: value('email'), password: value('password') };
    setError(null);
    client.store.customers
      .create({ ...credentials, first_name: value('first_name'), last_name: value('last_name') })
      .then(() => client.store.auth.authenticate(credentials))
      .then(refresh)
      .catch((failure: unknown) =>
        setError(t('account.signUpFailed', { reason: messageOf(failure, t('common.error')) })),
      );
  };

  /** A guest finds their order by its number and email, to see it and return items. */
  const findOrder = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = fieldsOf(event.currentTarget);
    setError(null);
    client.store.orders
      .lookupOrder({ display_id: Number(value('display_id')), email: value('email') })
      .then((answer) => {
        const { id } = (answer as unknown as { order: { id: string } }).order;
        window.location.assign(shopPath(boot, `/orders/${encodeURIComponent(id)}`));
      })
      .catch(() => setError(t('account.orderNotFound')));
  };

  const signOut = () => {
    void client.store.auth
      .deleteSession()
      .catch(() => undefined)
      .then(() => setCustomer(null));
  };

  return (
    <ShopLayout>
      <h1 className="text-2xl font-semibold sm:text-3xl">{t('account.title')}</h1>
      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {customer === undefined ? (
        <p className="py-8 text-slate-500">{t('common.loading')}</p>
      ) : customer === null ? (
        <div className="mt-6 grid gap-8 md:grid-cols-2">
          <form onSubmit={signIn} className="space-y-4 rounded-2xl border border-slate-200 p-5">
            <h2 className="text-lg font-semibold">{t('account.signIn')}</h2>
            <p className="text-sm text-slate-500">{t('account.haveAccount')}</p>
            <Field
              label={t('account.email')}
              name="email"
              type="email"
              autoComplete="email"
              required
            />
            <Field
              label={t('account.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
            <button
              type="submit"
              className="w-full rounded-full bg-slate-900 px-6 py-3 font-medium text-white"
            >
              {t('account.signIn')}
            </button>
          </form>
          <form onSubmit={signUp} className="space-y-4 rounded-2xl border border-slate-200 p-5">
            <h2 className="text-lg font-semibold">{t('account.signUp')}</h2>
            <p className="text-sm text-slate-500">{t('account.newHere')}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label={t('account.firstName')}
                name="first_name"
                autoComplete="given-name"
                required
              />
              <Field
                label={t('account.lastName')}
                name="last_name"
                autoComplete="family-name"
                required
              />
            </div>
            <Field
              label={t('account.email')}
              name="email"
              type="email"
              autoComplete="email"
              required
            />
            <Field
              label={t('account.password')}
              name="password"
              type="password"
              autoComplete="new-password"
              minLength={8}
              required
            />
            <button
              type="submit"
              className="w-full rounded-full border border-slate-900 px-6 py-3 font-medium"
            >
              {t('account.signUp')}
            </button>
          </form>
          <form
            onSubmit={findOrder}
            className="space-y-4 rounded-2xl border border-slate-200 p-5 md:col-span-2"
          >
            <h2 className="text-lg font-semibold">{t('account.findOrder')}</h2>
            <p className="text-sm text-slate-500">{t('account.findOrderHelp')}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label={t('account.orderNumber')}
                name="display_id"
                inputMode="numeric"
                pattern="[0-9]+"
                required
              />
              <Field
                label={t('account.email')}
                name="email"
                type="email"
                autoComplete="email"
                required
              />
            </div>
            <button
              type="submit"
              className="rounded-full border border-slate-900 px-6 py-3 font-medium"
            >
              {t('account.findOrderButton')}
            </button>
          </form>
        </div>
      ) : (
        <SignedIn customer={customer} onChange={refresh} onSignOut={signOut} />
      )}
    </ShopLayout>
  );
}

function SignedIn({
  customer,
  onChange,
  onSignOut,
}: {
  customer: Customer;
  onChange: () => Promise<void>;
  onSignOut: () => void;
}) {
  const { t } = useTranslation('shop');
  const { boot, language } = useShop();
  const { client } = useStoredesk();
  const [orders, setOrders] = useState<OrderSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    client.store.customers
      .listOrders({ limit: 20 })
      .then((answer) => setOrders((answer as unknown as { orders: OrderSummary[] }).orders))
      .catch(() => setOrders([]));
  }, [client]);

  const addAddress = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const value = fieldsOf(form);
    setError(null);
    client.store.customers.addresses
      .addAddress({
        address: {
          first_name: value('first_name'),
          last_name: value('last_name'),
          address_1: value('address_1'),
          city: value('city'),
          postal_code: value('postal_code'),
          country_code: value('country_code').toLowerCase(),
        },
      })
      .then(() => {
        form.reset();
        return onChange();
      })
      .catch((failure: unknown) => setError(messageOf(failure, t('common.error'))));
  };

  const remove = (id: string) => {
    client.store.customers.addresses
      .deleteAddress(id)
      .then(onChange)
      .catch((failure: unknown) => setError(messageOf(failure, t('common.error'))));
  };

  const name =
    [customer.first_name, customer.last_name].filter(Boolean).join(' ') || customer.email;
  const addresses = customer.shipping_addresses ?? [];
  return (
    <div className="mt-6 space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg">{t('account.hello', { name })}</p>
        <button
          type="button"
          onClick={onSignOut}
          className="rounded-full border border-slate-300 px-4 py-2 text-sm"
        >
          {t('account.signOut')}
        </button>
      </div>
      <section aria-labelledby="account-orders">
        <h2 id="account-orders" className="text-lg font-semibold">
          {t('account.orders')}
        </h2>
        {orders === null ? (
          <p className="py-4 text-slate-500">{t('common.loading')}</p>
        ) : orders.length === 0 ? (
          <p className="py-4 text-slate-500">{t('account.noOrders')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200">
            {orders.map((order) => (
              <li key={order.id} className="flex justify-between gap-3 p-4 text-sm">
                <a
                  href={shopPath(boot, `/orders/${encodeURIComponent(order.id)}`)}
                  className="underline"
                >
                  {t('account.orderLine', {
                    number: order.display_id,
                    date: new Date(order.created_at).toLocaleDateString(language),
                  })}
                </a>
                <span className="font-medium">
                  {formatPrice(order.total, order.currency_code, language)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="account-addresses">
        <h2 id="account-addresses" className="text-lg font-semibold">
          {t('account.addresses')}
        </h2>
        {addresses.length === 0 ? (
          <p className="py-4 text-slate-500">{t('account.noAddresses')}</p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {addresses.map((address) => (
              <li key={address.id} className="rounded-2xl border border-slate-200 p-4 text-sm">
                <p>{[address.first_name, address.last_name].filter(Boolean).join(' ')}</p>
                <p>{address.address_1}</p>
                <p>
                  {[address.postal_code, address.city, address.country_code?.toUpperCase()]
                    .filter(Boolean)
                    .join(' ')}
                </p>
                <button
                  type="button"
                  onClick={() => remove(address.id)}
                  className="mt-2 text-sm underline"
                >
                  {t('account.delete')}
                </button>
              </li>
            ))}
          </ul>
        )}
        <form
          onSubmit={addAddress}
          className="mt-4 grid gap-4 rounded-2xl border border-slate-200 p-5 sm:grid-cols-2"
        >
          <h3 className="font-medium sm:col-span-2">{t('account.addAddress')}</h3>
          <Field label={t('checkout.firstName')} name="first_name" required />
          <Field label={t('checkout.lastName')} name="last_name" required />
          <div className="sm:col-span-2">
            <Field label={t('checkout.address1')} name="address_1" required />
          </div>
          <Field label={t('checkout.postalCode')} name="postal_code" required />
          <Field label={t('checkout.city')} name="city" required />
          <Field
            label={t('checkout.country')}
            name="country_code"
            maxLength={2}
            placeholder="DE"
            required
          />
          <div className="flex items-end">
            <button
              type="submit"
              className="w-full rounded-full bg-slate-900 px-6 py-3 font-medium text-white"
            >
              {t('account.save')}
            </button>
          </div>
          {error ? (
            <p role="alert" className="text-sm text-red-700 sm:col-span-2">
              {error}
            </p>
          ) : null}
        </form>
      </section>
    </div>
  );
}
