import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/button';
import { UiButton } from '@/components/ui/ui-button';

/** The store has no products at all: say how to get the first one in. */
export function NoProductsYet() {
  const { t } = useTranslation('products');
  return (
    <section
      aria-labelledby="no-products-heading"
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
    >
      <h2 id="no-products-heading" className="text-lg font-semibold text-slate-900">
        {t('list.empty.title')}
      </h2>
      <p className="max-w-md text-sm text-slate-600">{t('list.empty.text')}</p>
      <Link to="/a/products/new" className={buttonClassName('primary', 'mt-2')}>
        {t('list.empty.add')}
      </Link>
      <p className="max-w-md text-xs text-slate-500">{t('list.empty.importHint')}</p>
    </section>
  );
}

/** Products exist, but none match the search and filters. */
export function NoMatches({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation('products');
  return (
    <section
      aria-labelledby="no-matches-heading"
      className="flex flex-col items-center gap-3 rounded-lg border border-slate-200 bg-white px-6 py-12 text-center"
    >
      <h2 id="no-matches-heading" className="text-lg font-semibold text-slate-900">
        {t('list.noResults.title')}
      </h2>
      <p className="max-w-md text-sm text-slate-600">{t('list.noResults.text')}</p>
      <UiButton variant="secondary" onClick={onReset}>
        {t('list.noResults.reset')}
      </UiButton>
    </section>
  );
}
