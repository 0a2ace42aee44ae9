import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A row's title as the link to its page (the row itself is clickable too, for the mouse). */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="font-medium break-words text-slate-900 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
    >
      {children}
    </Link>
  );
}
