import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/button';
import { EmptyState } from '@/components/list/empty-state';
import { UiButton } from '@/components/ui/ui-button';

/** The store has no products at all: say how to get the first one in. */
export function NoProductsYet() {
  const { t } = useTranslation('products');
  return (
    <EmptyState
      title={t('list.empty.title')}
      action={
        <>
          <Link to="/a/products/new" className={buttonClassName('primary')}>
            {t('list.empty.add')}
          </Link>
          <p className="max-w-md text-xs text-slate-500">{t('list.empty.importHint')}</p>
        </>
      }
    >
      <p>{t('list.empty.text')}</p>
    </EmptyState>
  );
}

/** Products exist, but none match the search and filters. */
export function NoMatches({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation('products');
  return (
    <EmptyState
      title={t('list.noResults.title')}
      action={
        <UiButton variant="secondary" onClick={onReset}>
          {t('list.noResults.reset')}
        </UiButton>
      }
    >
      <p>{t('list.noResults.text')}</p>
    </EmptyState>
  );
}
