import { useAdminProducts } from '@storedesk/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fromQuery } from '@/components/list/list-data';
import { ListPage } from '@/components/list/list-page';
import { ListView } from '@/components/list/list-view';
import { SavedViews } from '@/components/list/saved-views';
import { SortSelect } from '@/components/list/sort-select';
import { useListState } from '@/components/list/use-list-state';
import { useSelection } from '@/components/list/use-selection';
import { BulkActions } from './components/bulk-actions';
import { NoMatches, NoProductsYet } from './components/empty-states';
import { useProductColumns } from './components/product-columns';
import { ProductFilters } from './components/product-filters';
import { ProductListActions } from './components/product-list-actions';
import {
  normaliseViewQuery,
  PAGE_SIZES,
  productList,
  SORT_ORDERS,
  toProductsQuery,
  type SortOrder,
} from './product-list-query';

const SORT_LABELS = {
  '-created_at': 'list.sort.createdDesc',
  created_at: 'list.sort.createdAsc',
  '-updated_at': 'list.sort.updatedDesc',
  updated_at: 'list.sort.updatedAsc',
  title: 'list.sort.titleAsc',
  '-title': 'list.sort.titleDesc',
} as const satisfies Record<SortOrder, string>;

/**
 * `/a/products`: the catalogue, a page at a time, with search, filters and sort in the URL,
 * the user's saved views, column choice, and bulk actions on the selected rows. The create
 * modal (`/a/products/new`) and the import dialog open over it through the list page's outlet.
 */
export function ProductListPage() {
  const { t } = useTranslation('products');
  const list = useListState(productList);
  const { state, update } = list;
  const products = useAdminProducts(toProductsQuery(state), { placeholderData: keepPreviousData });
  const columns = useProductColumns();
  // A selection belongs to one page of one query: a new query starts with none.
  const [selected, setSelected] = useSelection(list.search);

  const rows = products.data?.products ?? [];
  const selectedIds = rows.filter((row) => selected.has(row.id)).map((row) => row.id);
  const narrowed = productList.isNarrowed(state);
  const storeIsEmpty = products.isSuccess && products.data.count === 0 && !narrowed;
  // Replacing the search too drops what is still being typed, or it would land after the reset.
  const resetAll = () => update({ ...productList.filtersOff, q: '' }, { resetSearch: true });

  return (
    <ListPage
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      actions={<ProductListActions />}
    >
      {storeIsEmpty ? (
        <NoProductsYet />
      ) : (
        <ListView
          list={list}
          data={fromQuery(products, (data) => data.products)}
          label={t('list.tableLabel')}
          columns={columns}
          rowHref={(product) => `/a/products/${product.id}`}
          search={{ label: t('list.searchLabel'), placeholder: t('list.searchPlaceholder') }}
          toolbar={
            <>
              <SavedViews
                resource="products"
                current={productList.viewQuery(state)}
                normalise={normaliseViewQuery}
                onApply={list.apply}
              />
              <SortSelect
                value={state.order}
                onChange={(order) => update({ order })}
                options={SORT_ORDERS.map((order) => ({
                  value: order,
                  label: t(SORT_LABELS[order]),
                }))}
              />
            </>
          }
          header={
            <>
              <ProductFilters
                state={state}
                onChange={update}
                onClearFilters={() => update(productList.filtersOff)}
              />
              {selectedIds.length > 0 && (
                <BulkActions
                  ids={selectedIds}
                  onSelectionChange={(ids) => setSelected(new Set(ids))}
                />
              )}
            </>
          }
          selection={{
            selected,
            onChange: setSelected,
            rowLabel: (product) => t('list.selectRow', { title: product.title }),
            allLabel: t('list.selectAll'),
          }}
          pageSizes={PAGE_SIZES}
          columnChoice="products"
          narrowed={narrowed}
          loading={t('list.loading')}
          empty={<NoMatches onReset={resetAll} />}
        />
      )}
    </ListPage>
  );
}
