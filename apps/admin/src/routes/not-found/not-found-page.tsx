import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-slate-50 px-4 text-center text-slate-900">
      <p className="text-sm font-semibold text-slate-500">404</p>
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="text-sm text-slate-600">
        The page you are looking for does not exist or has moved.
      </p>
      <Link to="/a" className="mt-2 text-sm font-medium underline underline-offset-4">
        Back to the dashboard
      </Link>
    </main>
  );
}
