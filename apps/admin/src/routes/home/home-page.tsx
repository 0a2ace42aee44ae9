import { getErrorMessage } from '@storedesk/client';
import { useAdminGetSession, useAdminStore } from '@storedesk/react';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { Spinner } from '@/components/spinner';

const copy = {
  store: 'Store',
  loadingStore: 'Loading store…',
  signedInAs: 'Signed in as',
  settings: 'Settings',
  billing: 'Billing',
  billingHint: 'Your plan, renewals and payments.',
} as const;

export function HomePage() {
  const session = useAdminGetSession();
  const store = useAdminStore();

  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <p className="text-sm font-medium text-slate-500">{copy.store}</p>
        {store.isPending ? (
          <p className="mt-1 flex items-center gap-2 text-slate-600" aria-live="polite">
            <Spinner />
            {copy.loadingStore}
          </p>
        ) : store.isError ? (
          <div className="mt-2">
            <Alert>{getErrorMessage(store.error)}</Alert>
          </div>
        ) : (
          <h1 className="mt-1 text-2xl font-semibold break-words text-slate-900">
            {store.data.store.name}
          </h1>
        )}
        {session.data && (
          <p className="mt-3 text-sm break-all text-slate-600">
            {copy.signedInAs}{' '}
            <span className="font-medium text-slate-900">{session.data.user.email}</span>
          </p>
        )}
      </section>

      <section aria-labelledby="settings-heading">
        <h2 id="settings-heading" className="text-sm font-medium text-slate-500">
          {copy.settings}
        </h2>
        <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <li>
            <Link
              to="/a/settings/billing"
              className="block rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
            >
              <span className="block font-semibold text-slate-900">{copy.billing}</span>
              <span className="mt-1 block text-sm text-slate-600">{copy.billingHint}</span>
            </Link>
          </li>
        </ul>
      </section>
    </main>
  );
}
