import { useAdminProductCategory, useAdminUpdateProductCategory } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toast } from '@/components/ui/toast';
import { CategoryFormModal } from '../common/category-form';
import { useCategoryTree } from '../common/use-category-tree';

/** `/a/product-categories/:id/edit`: the category the page behind it shows. */
export function CategoryEditModal() {
  const { t } = useTranslation('categories');
  const id = useParams().id!;
  const navigate = useNavigate();
  const category = useAdminProductCategory(id);
  const { tree } = useCategoryTree();
  const close = () => void navigate(`/a/product-categories/${id}`);
  const update = useAdminUpdateProductCategory(id, {
    onSuccess: () => {
      toast.success(t('edit.saved'));
      close();
    },
  });

  if (!category.data || !tree) return null;
  return (
    <CategoryFormModal
      heading={t('edit.heading')}
      submitLabel={t('edit.submit')}
      tree={tree}
      category={category.data.product_category}
      isSaving={update.isPending}
      error={update.error}
      onSubmit={(body) => update.mutate(body)}
      onClose={close}
    />
  );
}
