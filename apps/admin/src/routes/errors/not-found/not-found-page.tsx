import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsInShell } from '@/shell/in-shell';

/** Any address nothing answers: full screen before login, inside the shell after. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  const inShell = useIsInShell();
  return (
    <main
      className={`flex flex-col items-center justify-center gap-3 px-4 text-center text-slate-900 ${inShell ? 'py-24' : 'min-h-dvh bg-slate-50'}`}
    >
      <p className="text-sm font-semibold text-slate-500">{t('errors.notFoundCode')}</p>
      <h1 className="text-2xl font-semibold">{t('errors.notFoundTitle')}</h1>
      <p className="text-sm text-slate-600">{t('errors.notFoundText')}</p>
      <Link to="/a" className="mt-2 text-sm font-medium underline underline-offset-4">
        {t('errors.backHome')}
      </Link>
    </main>
  );
}
