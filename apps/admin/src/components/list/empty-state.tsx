import type { ReactNode } from 'react';

interface EmptyStateProps {
  /** A heading, for a state that stands in for a whole page (no products yet). */
  title?: string | undefined;
  children: ReactNode;
  /** What to do about it (create the first one, reset the filters). */
  action?: ReactNode;
}

/** What a list says when it has no rows: nothing yet, or nothing for this search and filters. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <section className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      {title && <h2 className="text-lg font-semibold text-slate-900">{title}</h2>}
      <div className="flex max-w-md flex-col gap-2 text-sm text-slate-600">{children}</div>
      {action}
    </section>
  );
}
