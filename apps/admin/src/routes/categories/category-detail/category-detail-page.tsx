import { useAdminDeleteProductCategory, useAdminProductCategory } from '@storedesk/react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useParams } from 'react-router';
import { buttonClassName } from '@/components/button';
import { DeleteAction, useLeaveOnDelete } from '@/components/detail/delete-action';
import { DetailList } from '@/components/detail/detail-list';
import { DetailPage } from '@/components/detail/detail-page';
import { EditLink } from '@/components/detail/edit-link';
import { Section } from '@/components/detail/section';
import { Page } from '@/shell/page';
import { locate } from '../common/tree';
import { useCategoryTree } from '../common/use-category-tree';
import { CategoryProducts } from './components/category-products';

/** `/a/product-categories/:id`: the category's details, place in the tree and products. */
export function CategoryDetailPage() {
  const { t } = useTranslation('categories');
  const id = useParams().id!;
  const category = useAdminProductCategory(id);
  const { tree } = useCategoryTree();
  const back = { to: '/a/product-categories', label: t('detail.back') };
  const remove = useAdminDeleteProductCategory(
    id,
    useLeaveOnDelete(back.to, () =>
      t('detail.deleted', { name: category.data?.product_category.name ?? '' }),
    ),
  );

  return (
    <DetailPage query={category} back={back} loading={t('detail.loading')}>
      {({ product_category: data }) => {
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
                <EditLink label={t('detail.edit')} />
                <DeleteAction
                  mutation={remove}
                  label={t('detail.delete')}
                  title={t('detail.deleteTitle', { name: data.name })}
                  description={
                    children.length > 0 ? t('detail.deleteTextChildren') : t('detail.deleteText')
                  }
                  confirmLabel={t('detail.deleteConfirm')}
                />
              </div>
            }
          >
            <Section title={t('detail.details')}>
              <DetailList
                items={[
                  [t('form.description'), data.description || t('detail.none')],
                  [
                    t('detail.status'),
                    `${data.is_active ? t('status.active') : t('status.inactive')} · ${
                      data.is_internal ? t('status.internal') : t('status.public')
                    }`,
                  ],
                  [
                    t('form.parent'),
                    parent ? (
                      <Link
                        to={`/a/product-categories/${parent.id}`}
                        className="underline-offset-4 hover:underline"
                      >
                        {parent.name}
                      </Link>
                    ) : (
                      t('form.noParent')
                    ),
                  ],
                  [
                    t('detail.children'),
                    children.length === 0 ? (
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
                    ),
                  ],
                ]}
              />
            </Section>
            <CategoryProducts categoryId={id} />
            <Outlet />
          </Page>
        );
      }}
    </DetailPage>
  );
}
