import { getErrorMessage } from '@storedesk/client';
import { useAdminDeleteSession, useAdminGetSession, useAdminStore } from '@storedesk/react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';

export function HomePage() {
  const navigate = useNavigate();
  const session = useAdminGetSession();
  const store = useAdminStore();
  const logout = useAdminDeleteSession({
    onSuccess: () => navigate('/login', { replace: true }),
  });

  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <span className="text-sm font-semibold uppercase tracking-widest text-slate-500">
            Storedesk
          </span>
          <Button variant="secondary" isLoading={logout.isPending} onClick={() => logout.mutate()}>
            Log out
          </Button>
        </div>
      </header>

      <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
        {logout.isError && <Alert>{getErrorMessage(logout.error)}</Alert>}

        <section className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <p className="text-sm font-medium text-slate-500">Store</p>
          {store.isPending ? (
            <p className="mt-1 flex items-center gap-2 text-slate-600" aria-live="polite">
              <Spinner />
              Loading store…
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
              Signed in as{' '}
              <span className="font-medium text-slate-900">{session.data.user.email}</span>
            </p>
          )}
        </section>
      </main>
    </>
  );
}
