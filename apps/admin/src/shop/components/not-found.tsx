import { useTranslation } from 'react-i18next';

/** An address that names no store, product or collection. */
export function NotFound({ home }: { home?: string }) {
  const { t } = useTranslation('shop');
  return (
    <div className="mx-auto max-w-md px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
      <p className="mt-2 text-slate-600">{t('notFound.body')}</p>
      {home ? (
        <a
          href={home}
          className="mt-6 inline-block rounded-full bg-slate-900 px-5 py-2.5 text-white"
        >
          {t('notFound.home')}
        </a>
      ) : null}
    </div>
  );
}
