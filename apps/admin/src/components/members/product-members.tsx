import { getErrorMessage } from '@storedesk/client';
import type { Product, ProductStatus } from '@storedesk/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { RowLink } from '@/components/data-table/row-link';
import type { ListData } from '@/components/list/list-data';
import type { ListControl } from '@/components/list/use-list-state';
import { ProductPicker } from '@/components/product-picker';
import { ProductStatusBadge } from '@/components/product-status-badge';
import { toast } from '@/components/ui/toast';
import { MembersPanel, type MembersChange } from './members-panel';

/** What a members list needs of a product (a full product, or a relation's summary of one). */
interface ProductRow {
  id: string;
  title: string;
  handle: string | null;
  status?: ProductStatus;
}

interface ProductMembersProps<T extends ProductRow, A, R> {
  /** The list's search and page (`useLocalListState`); its query reads them. */
  list: ListControl;
  data: ListData<T>;
  /** Offers a search over the members, named so ('Search this channel's products'). */
  searchLabel?: string | undefined;
  /** No members yet ('No products in this collection yet.'). */
  empty: string;
  /** None for this search. */
  noMatch?: string | undefined;
  add: MembersChange<A>;
  remove: MembersChange<R>;
  /** The picker's title, and what it says beside products already in. */
  picker: {
    title: string;
    alreadyAdded: string;
    /** How to tell from a product that it is in (otherwise: it is one of the rows shown). */
    isAlreadyAdded?: ((product: Product) => boolean) | undefined;
  };
  footer?: ReactNode;
}

const column = createColumnHelper<ProductRow>();

/**
 * The products of a collection, category, sales channel...: the `MembersPanel` with product rows
 * (title to the product's page, handle, status), 'Add products' through the product picker,
 * and one toast per change.
 */
export function ProductMembers<T extends ProductRow, A, R>({
  list,
  data,
  searchLabel,
  empty,
  noMatch,
  add,
  remove,
  picker,
  footer,
}: ProductMembersProps<T, A, R>) {
  const { t } = useTranslation('common');
  const [picking, setPicking] = useState(false);
  const rows = data.status === 'success' ? data.rows : [];
  const columns = useMemo(
    () => [
      column.accessor('title', {
        header: t('productMembers.heading'),
        cell: ({ row: { original } }) => (
          <RowLink to={`/a/products/${original.id}`}>{original.title}</RowLink>
        ),
        meta: { card: 'title' },
      }),
      column.accessor('handle', {
        cell: ({ getValue }) => getValue() && `/${getValue()}`,
        meta: { card: 'detail', className: 'font-mono text-xs break-all' },
      }),
      column.accessor('status', {
        cell: ({ getValue }) => {
          const status = getValue();
          return status && <ProductStatusBadge status={status} />;
        },
        meta: { card: 'status' },
      }),
    ],
    [t],
  );

  return (
    <MembersPanel<ProductRow, R>
      title={t('productMembers.heading')}
      description={data.status === 'success' && t('productMembers.count', { count: data.count })}
      list={list}
      data={data}
      columns={columns}
      rowLabel={(product) => t('table.selectRow', { title: product.title })}
      search={searchLabel ? { label: searchLabel } : undefined}
      empty={empty}
      noMatch={noMatch}
      remove={{
        ...remove,
        label: (count) => t('productMembers.removeSelected', { count }),
        done: (count) => toast.success(t('productMembers.removed', { count })),
      }}
      add={
        <Button
          onClick={() => {
            add.mutation.reset();
            setPicking(true);
          }}
        >
          {t('productMembers.add')}
        </Button>
      }
      footer={footer}
    >
      <ProductPicker
        open={picking}
        onClose={() => !add.mutation.isPending && setPicking(false)}
        title={picker.title}
        alreadyAddedLabel={picker.alreadyAdded}
        {...(picker.isAlreadyAdded
          ? { isAlreadyAdded: picker.isAlreadyAdded }
          : { excludeIds: rows.map((row) => row.id) })}
        isConfirming={add.mutation.isPending}
        error={add.mutation.error ? getErrorMessage(add.mutation.error) : undefined}
        onConfirm={(picked) => {
          const ids = picked.map((product) => product.id);
          add.mutation.mutate(add.body(ids), {
            onSuccess: () => {
              setPicking(false);
              toast.success(t('productMembers.added', { count: ids.length }));
            },
          });
        }}
      />
    </MembersPanel>
  );
}
