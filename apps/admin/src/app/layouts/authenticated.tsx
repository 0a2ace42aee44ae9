import { getErrorMessage } from '@storedesk/client';
import { useAdminDeleteSession } from '@storedesk/react';
import { Link, Outlet, useNavigate, useRouteError } from 'react-router';
import { Alert } from '@/components/alert';
import { BillingBanner } from '@/components/billing-banner';
import { Button } from '@/components/button';
import { requireSession } from '@/lib/session';

const copy = {
  brand: 'Storedesk',
  logOut: 'Log out',
  errorTitle: 'Something went wrong',
  tryAgain: 'Try again',
} as const;

/** Every page behind login sits under this route: no session, no page. */
export async function loader() {
  await requireSession();
  return null;
}

export function Component() {
  const navigate = useNavigate();
  const logout = useAdminDeleteSession({
    onSuccess: () => navigate('/login', { replace: true }),
  });

  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Link
            to="/a"
            className="rounded-sm text-sm font-semibold uppercase tracking-widest text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
          >
            {copy.brand}
          </Link>
          <Button variant="secondary" isLoading={logout.isPending} onClick={() => logout.mutate()}>
            {copy.logOut}
          </Button>
        </div>
        {logout.isError && (
          <div className="mx-auto max-w-5xl px-4 pb-3 sm:px-6">
            <Alert>{getErrorMessage(logout.error)}</Alert>
          </div>
        )}
      </header>
      <BillingBanner />
      <Outlet />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 p-6">
      <h1 className="text-xl font-semibold text-slate-900">{copy.errorTitle}</h1>
      <Alert>{getErrorMessage(error)}</Alert>
      <Link
        to="/a"
        reloadDocument
        className="text-sm font-medium text-slate-900 underline underline-offset-4"
      >
        {copy.tryAgain}
      </Link>
    </main>
  );
}
