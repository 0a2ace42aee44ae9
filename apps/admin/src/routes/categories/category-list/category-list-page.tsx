import { getErrorMessage } from '@storedesk/client';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { EmptyState } from '@/components/list/empty-state';
import { CreateLink } from '@/components/list/create-link';
import { ListPage } from '@/components/list/list-page';
import { Spinner } from '@/components/spinner';
import { useCategoryTree } from '../common/use-category-tree';
import { CategoryTree } from './components/category-tree';

/** `/a/product-categories`: the category tree; drag rows (or use Move) to reorder and nest. */
export function CategoryListPage() {
  const { t } = useTranslation('categories');
  const categories = useCategoryTree();

  return (
    <ListPage
      title={t('title')}
      subtitle={t('subtitle')}
      actions={<CreateLink label={t('list.create')} />}
    >
      <div>
        <h2 className="text-lg font-semibold">{t('tree.heading')}</h2>
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
        <EmptyState>{t('list.empty')}</EmptyState>
      ) : (
        <CategoryTree tree={categories.tree ?? []} />
      )}
    </ListPage>
  );
}
