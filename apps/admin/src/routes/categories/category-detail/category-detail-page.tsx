import { getErrorMessage } from '@storedesk/client';
import { useAdminDeleteProductCategory, useAdminProductCategory } from '@storedesk/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/alert';
import { Button, buttonClassName } from '@/components/button';
import { Card } from '@/components/card';
import { Spinner } from '@/components/spinner';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { Page } from '@/shell/page';
import { locate } from '../common/tree';
import { useCategoryTree } from '../common/use-category-tree';
import { CategoryProducts } from './components/category-products';

/** `/a/product-categories/:id`: the category's details, place in the tree and products. */
export function CategoryDetailPage() {
  const { t } = useTranslation('categories');
  const id = useParams().id!;
  const navigate = useNavigate();
  const category = useAdminProductCategory(id);
  const { tree } = useCategoryTree();
  const [confirming, setConfirming] = useState(false);
  const remove = useAdminDeleteProductCategory(id, {
    onSuccess: () => {
      setConfirming(false);
      toast.success(t('detail.deleted', { name: category.data?.product_category.name ?? '' }));
      void navigate('/a/product-categories');
    },
  });
  const back = { to: '/a/product-categories', label: t('detail.back') };

  if (category.isPending) {
    return (
      <Page title={t('title')} back={back}>
        <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
          <Spinner />
          {t('detail.loading')}
        </p>
      </Page>
    );
  }
  if (category.isError) {
    return (
      <Page title={t('title')} back={back}>
        <Alert>{getErrorMessage(category.error)}</Alert>
      </Page>
    );
  }

  const data = category.data.product_category;
  const node = tree ? locate(tree, id)?.node : undefined;
  const parent =
    tree && data.parent_category_id ? locate(tree, data.parent_category_id)?.node : undefined;
  const children = node?.category_children ?? [];

  return (
    <Page
      title={data.name}
      subtitle={<span className="font-mono">/{data.handle}</span>}
      back={back}
      actions={
        <div className="flex flex-wrap gap-2">
          <Link
            to={`/a/product-categories/new?parent=${encodeURIComponent(id)}`}
            className={buttonClassName('secondary')}
          >
            {t('tree.addChild')}
          </Link>
          <Link to="edit" className={buttonClassName('secondary')}>
            {t('detail.edit')}
          </Link>
          <Button
            variant="danger"
            onClick={() => {
              remove.reset();
              setConfirming(true);
            }}
          >
            {t('detail.delete')}
          </Button>
        </div>
      }
    >
      <Card aria-labelledby="details-heading">
        <h2 id="details-heading" className="text-lg font-semibold">
          {t('detail.details')}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[12rem_1fr]">
          <dt className="font-medium text-slate-600">{t('form.description')}</dt>
          <dd className="break-words whitespace-pre-line text-slate-900">
            {data.description || t('detail.none')}
          </dd>
          <dt className="font-medium text-slate-600">{t('detail.status')}</dt>
          <dd className="text-slate-900">
            {data.is_active ? t('status.active') : t('status.inactive')}
            {' · '}
            {data.is_internal ? t('status.internal') : t('status.public')}
          </dd>
          <dt className="font-medium text-slate-600">{t('form.parent')}</dt>
          <dd className="text-slate-900">
            {parent ? (
              <Link
                to={`/a/product-categories/${parent.id}`}
                className="underline-offset-4 hover:underline"
              >
                {parent.name}
              </Link>
            ) : (
              t('form.noParent')
            )}
          </dd>
          <dt className="font-medium text-slate-600">{t('detail.children')}</dt>
          <dd className="text-slate-900">
            {children.length === 0 ? (
              t('detail.none')
            ) : (
              <ul className="flex flex-wrap gap-2">
                {children.map((child) => (
                  <li key={child.id}>
                    <Link
                      to={`/a/product-categories/${child.id}`}
                      className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 hover:bg-slate-200"
                    >
                      {child.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
      </Card>
      <CategoryProducts categoryId={id} />
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('detail.deleteTitle', { name: data.name })}
        description={children.length > 0 ? t('detail.deleteTextChildren') : t('detail.deleteText')}
        confirmLabel={t('detail.deleteConfirm')}
        variant="danger"
        isLoading={remove.isPending}
        error={remove.error ? getErrorMessage(remove.error) : undefined}
        onConfirm={() => remove.mutate()}
      />
      <Outlet />
    </Page>
  );
}
