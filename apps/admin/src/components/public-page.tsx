import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const WIDTHS = {
  sm: 'max-w-sm',
  md: 'max-w-md',
  lg: 'max-w-lg',
  wide: 'max-w-5xl',
} as const;

interface PublicPageProps {
  /** How wide the content may grow; forms are `sm`/`md`, the plan picker is `wide`. */
  width?: keyof typeof WIDTHS;
  children: ReactNode;
}

/** The frame of the pages before login (login, sign-up, plans, checkout, success). */
export function PublicPage({ width = 'md', children }: PublicPageProps) {
  const { t } = useTranslation('common');
  return (
    <main className="flex min-h-dvh items-start justify-center bg-slate-50 px-4 py-10 text-slate-900 sm:items-center sm:py-12">
      <div className={`w-full ${WIDTHS[width]}`}>
        <p className="mb-6 text-center text-sm font-semibold uppercase tracking-widest text-slate-500">
          {t('appName')}
        </p>
        {children}
      </div>
    </main>
  );
}
