import { getErrorMessage } from '@storedesk/client';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Spinner } from '@/components/spinner';
import { Page } from '@/shell/page';

interface DetailPageProps<D> {
  /** The entity's read (`useAdminCollection(id)`), started early by the route's `detailLoader`. */
  query: UseQueryResult<D>;
  /** Back to the list; its label (the area's name) titles the page until the entity is read. */
  back: { to: string; label: string };
  /** Said while the entity loads ('Loading the collection…'); 'Loading…' when not given. */
  loading?: string | undefined;
  /** The page once the entity is read: a `Page` with its title, actions and sections. */
  children: (data: D) => ReactNode;
}

/**
 * The frame of a detail screen before its entity is there: loading, or the server's reason it
 * cannot be shown (another store's id or a deleted one is a 404 the server words), both under
 * the back link. Then `children` draws the page, so the loaded part never checks for data.
 */
export function DetailPage<D>({ query, back, loading, children }: DetailPageProps<D>) {
  const { t } = useTranslation('common');
  if (query.isPending) {
    return (
      <Page title={back.label} back={back}>
        <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
          <Spinner />
          {loading ?? t('loading')}
        </p>
      </Page>
    );
  }
  if (query.isError) {
    return (
      <Page title={back.label} back={back}>
        <Alert>{getErrorMessage(query.error)}</Alert>
      </Page>
    );
  }
  return <>{children(query.data)}</>;
}
