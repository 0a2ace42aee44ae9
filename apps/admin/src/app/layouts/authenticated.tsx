import { getErrorMessage } from '@storedesk/client';
import { Link, Outlet, useRouteError } from 'react-router';
import { Alert } from '@/components/alert';
import { requireSession } from '@/lib/session';

/** Every page behind login sits under this route: no session, no page. */
export async function loader() {
  await requireSession();
  return null;
}

export function Component() {
  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900">
      <Outlet />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 p-6">
      <h1 className="text-xl font-semibold text-slate-900">Something went wrong</h1>
      <Alert>{getErrorMessage(error)}</Alert>
      <Link
        to="/a"
        reloadDocument
        className="text-sm font-medium text-slate-900 underline underline-offset-4"
      >
        Try again
      </Link>
    </main>
  );
}
