import { getErrorMessage } from '@storedesk/client';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Alert } from '@/components/alert';
import { buttonClassName } from '@/components/button';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  return getErrorMessage(error);
}

/**
 * The router's error screen: 'Unexpected Application Error!', what went wrong, and a way back.
 * `compact` inside the admin shell (the sidebar stays), full screen otherwise.
 */
export function RouteErrorScreen({ compact = false }: { compact?: boolean }) {
  const error = useRouteError();
  const { t } = useTranslation('common');
  return (
    <main
      className={`mx-auto flex max-w-md flex-col justify-center gap-4 p-6 text-slate-900 ${compact ? 'py-16' : 'min-h-dvh'}`}
    >
      <h1 className="text-xl font-semibold">{t('errors.unexpected')}</h1>
      <Alert>{describe(error)}</Alert>
      <div className="flex flex-wrap gap-3">
        <Link to="/a" reloadDocument className={buttonClassName('primary')}>
          {t('errors.backHome')}
        </Link>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={buttonClassName('secondary')}
        >
          {t('actions.retry')}
        </button>
      </div>
    </main>
  );
}

/** Route module shape for `ErrorBoundary` props. */
export function AppErrorBoundary() {
  return <RouteErrorScreen />;
}

export function PageErrorBoundary() {
  return <RouteErrorScreen compact />;
}
