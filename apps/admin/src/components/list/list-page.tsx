import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { buttonClassName } from '@/components/button';
import { Card } from '@/components/card';
import { Page } from '@/shell/page';

interface ListPageProps {
  title: string;
  subtitle?: ReactNode;
  /** Beside the title; usually a `CreateLink`. */
  actions?: ReactNode;
  /** The list (a `ListView`), drawn in the page's card. */
  children: ReactNode;
}

/**
 * The frame of a list screen: title and actions, the list in a card, and the outlet where its
 * child routes (create, import) open over it as modals.
 */
export function ListPage({ title, subtitle, actions, children }: ListPageProps) {
  return (
    <Page title={title} subtitle={subtitle} actions={actions}>
      <Card className="flex flex-col gap-4">{children}</Card>
      <Outlet />
    </Page>
  );
}

/** The list's create button: the `new` child route, keeping the list's query string. */
export function CreateLink({ label, to = 'new' }: { label: string; to?: string }) {
  const { search } = useLocation();
  return (
    <Link to={{ pathname: to, search }} className={buttonClassName('primary')}>
      {label}
    </Link>
  );
}
