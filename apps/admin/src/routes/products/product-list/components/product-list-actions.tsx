import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClassName } from '@/components/button';
import { ExportProductsButton } from '../../product-export/export-products-button';
import { productList } from '../product-list-query';

/**
 * The page's header actions: 'Import' (the CSV import dialog, child route `import`), 'Export'
 * (a product-export batch job of the products the filters select) and 'Add product' (the create
 * focus modal, child route `new`). Both child routes keep the list's query string, so closing
 * them returns to the same view.
 */
export function ProductListActions() {
  const { t } = useTranslation('products');
  const { t: tJobs } = useTranslation('jobs');
  const { search } = useLocation();
  const state = productList.parse(new URLSearchParams(search));
  const filters = {
    ...(state.q ? { q: state.q } : {}),
    ...(state.status.length ? { status: state.status } : {}),
    ...(state.collection.length ? { collection_id: state.collection } : {}),
    ...(state.type.length ? { type_id: state.type } : {}),
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link
        to={{ pathname: '/a/products/import', search }}
        className={buttonClassName('secondary')}
      >
        {tJobs('import.button')}
      </Link>
      <ExportProductsButton filters={Object.keys(filters).length ? filters : undefined} />
      <Link to={{ pathname: '/a/products/new', search }} className={buttonClassName('primary')}>
        {t('list.addProduct')}
      </Link>
    </div>
  );
}
