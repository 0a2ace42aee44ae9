import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface PageProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A link above the title (back to the overview). */
  back?: { to: string; label: string };
  /** Beside the title (a primary action). */
  actions?: ReactNode;
  children?: ReactNode;
  /** `narrow` for forms. */
  width?: 'narrow' | 'wide';
}

/** The frame of an admin page: back link, title, subtitle, then the content. */
export function Page({ title, subtitle, back, actions, children, width = 'wide' }: PageProps) {
  return (
    <main
      className={`mx-auto flex w-full flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10 ${width === 'narrow' ? 'max-w-3xl' : 'max-w-5xl'}`}
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          {back && (
            <Link
              to={back.to}
              className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-slate-600 underline-offset-4 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
            >
              <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                ←
              </span>
              {back.label}
            </Link>
          )}
          <h1 className="text-2xl font-semibold break-words text-slate-900">{title}</h1>
          {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
        </div>
        {actions}
      </div>
      {children}
    </main>
  );
}
