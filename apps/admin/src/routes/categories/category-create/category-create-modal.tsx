import { useAdminCreateProductCategory } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/components/ui/toast';
import { CategoryFormModal } from '../common/category-form';
import { useCategoryTree } from '../common/use-category-tree';

/** `/a/product-categories/new` (`?parent=<id>` starts it under that category). */
export function CategoryCreateModal() {
  const { t } = useTranslation('categories');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { tree } = useCategoryTree();
  const close = () => void navigate('/a/product-categories');
  const create = useAdminCreateProductCategory({
    onSuccess: ({ product_category }) => {
      toast.success(t('create.created', { name: product_category.name }));
      close();
    },
  });

  return (
    <CategoryFormModal
      heading={t('create.heading')}
      submitLabel={t('create.submit')}
      tree={tree ?? []}
      defaultParentId={params.get('parent')}
      isSaving={create.isPending}
      error={create.error}
      onSubmit={(body) => create.mutate(body)}
      onClose={close}
    />
  );
}
