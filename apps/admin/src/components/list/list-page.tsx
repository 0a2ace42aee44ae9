import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
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
