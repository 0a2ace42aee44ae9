import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClassName } from '@/components/button';

/**
 * The page's header actions. 'Add product' opens the create focus modal (child route `new`,
 * keeping the list's query string so closing it returns to the same view).
 *
 * Slot for 'Import' and 'Export': they start product import/export batch jobs and are wired by
 * the batch-jobs work; add their buttons here, before 'Add product'.
 */
export function ProductListActions() {
  const { t } = useTranslation('products');
  const { search } = useLocation();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link to={{ pathname: '/a/products/new', search }} className={buttonClassName('primary')}>
        {t('list.addProduct')}
      </Link>
    </div>
  );
}
