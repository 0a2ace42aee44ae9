import { getErrorMessage } from '@storedesk/client';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Alert } from '@/components/alert';
import { buttonClassName } from '@/components/button';
import { Card } from '@/components/card';
import { Spinner } from '@/components/spinner';
import { Page } from '@/shell/page';
import { useCategoryTree } from '../common/use-category-tree';
import { CategoryTree } from './components/category-tree';

/** `/a/product-categories`: the category tree; drag rows (or use Move) to reorder and nest. */
export function CategoryListPage() {
  const { t } = useTranslation('categories');
  const categories = useCategoryTree();

  return (
    <Page
      title={t('title')}
      subtitle={t('subtitle')}
      actions={
        <Link to="new" className={buttonClassName('primary')}>
          {t('list.create')}
        </Link>
      }
    >
      <Card aria-labelledby="tree-heading" className="flex flex-col gap-4">
        <div>
          <h2 id="tree-heading" className="text-lg font-semibold">
            {t('tree.heading')}
          </h2>
          <p className="mt-1 text-sm text-slate-500">{t('tree.hint')}</p>
        </div>
        {categories.isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
            <Spinner />
            {t('list.loading')}
          </p>
        ) : categories.isError ? (
          <Alert>{getErrorMessage(categories.error)}</Alert>
        ) : categories.tree && categories.tree.length === 0 ? (
          <p className="text-sm text-slate-600">{t('list.empty')}</p>
        ) : (
          <CategoryTree tree={categories.tree ?? []} />
        )}
      </Card>
      <Outlet />
    </Page>
  );
}
