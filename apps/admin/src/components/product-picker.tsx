import type { Product } from '@storedesk/contract';
import { useAdminProducts } from '@storedesk/react';
import { keepPreviousData } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { fromQuery } from '@/components/list/list-data';
import { listParams } from '@/components/list/list-state';
import { ListView } from '@/components/list/list-view';
import { useLocalListState } from '@/components/list/use-list-state';
import { Modal } from '@/components/ui/modal';
import { UiButton } from '@/components/ui/ui-button';

const PAGE_SIZE = 10;
const column = createColumnHelper<Product>();

interface ProductPickerProps {
  open: boolean;
  onClose: () => void;
  /** The picked products, as `GET /admin/products` answered them (with their variants). */
  onConfirm: (products: Product[]) => void;
  /** Products already in the caller's list: shown checked and disabled. */
  excludeIds?: readonly string[];
  /** Another way to tell a product is already in the list (e.g. from its `sales_channels`). */
  isAlreadyAdded?: (product: Product) => boolean;
  isConfirming?: boolean;
  error?: string | undefined;
  /** The modal's title, in the caller's words ("Add products to the channel"). */
  title: string;
  /** Beside a product already in the caller's list ("Already in this collection"). */
  alreadyAddedLabel: string;
}

/**
 * A modal to pick products: a search over `GET /admin/products` (`q`), one page at a time, a
 * checkbox per product; picks are kept across searches and pages until confirmed. Each opening
 * starts afresh (the modal's content is mounted only while it is open).
 */
export function ProductPicker({ open, onClose, title, ...picker }: ProductPickerProps) {
  return (
    <Modal open={open} onClose={onClose}>
      <PickerContent title={title} onClose={onClose} {...picker} />
    </Modal>
  );
}

function PickerContent({
  onClose,
  onConfirm,
  excludeIds = [],
  isAlreadyAdded,
  isConfirming = false,
  error,
  title,
  alreadyAddedLabel,
}: Omit<ProductPickerProps, 'open'>) {
  const { t } = useTranslation('common');
  const list = useLocalListState(PAGE_SIZE);
  const [picked, setPicked] = useState<ReadonlyMap<string, Product>>(new Map());
  const products = useAdminProducts(listParams(list.state), {
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => products.data?.products ?? [], [products.data]);

  const isIn = useMemo(() => {
    const excluded = new Set(excludeIds);
    return (product: Product) => excluded.has(product.id) || (isAlreadyAdded?.(product) ?? false);
  }, [excludeIds, isAlreadyAdded]);
  const columns = useMemo(
    () => [
      column.accessor('title', {
        header: title,
        cell: ({ row: { original } }) => (
          <>
            <span className="block font-medium break-words text-slate-900">{original.title}</span>
            <span className="block text-slate-500">
              {isIn(original)
                ? alreadyAddedLabel
                : t('productPicker.variants', { count: original.variants?.length ?? 0 })}
            </span>
          </>
        ),
        meta: { card: 'title' },
      }),
    ],
    [t, title, isIn, alreadyAddedLabel],
  );

  // The table sees the ticked ids; the products behind them are kept here across pages.
  const onSelectedChange = (ids: Set<string>) =>
    setPicked((current) => {
      const next = new Map<string, Product>();
      for (const id of ids) {
        const product = current.get(id) ?? rows.find((row) => row.id === id);
        if (product) next.set(id, product);
      }
      return next;
    });

  return (
    <>
      <Modal.Body>
        <Modal.Header title={title} />
        <Modal.Content className="flex flex-col gap-4">
          {error && <Alert>{error}</Alert>}
          <ListView
            list={list}
            data={fromQuery(products, (data) => data.products)}
            label={title}
            columns={columns}
            layout="list"
            search={{ label: t('productPicker.search') }}
            loading={t('productPicker.loading')}
            empty={t('productPicker.empty')}
            selection={{
              selected: new Set(picked.keys()),
              onChange: onSelectedChange,
              rowLabel: (product) => t('table.selectRow', { title: product.title }),
              isLocked: isIn,
            }}
          />
        </Modal.Content>
      </Modal.Body>
      <Modal.Footer>
        <UiButton variant="secondary" disabled={isConfirming} onClick={onClose}>
          {t('actions.cancel')}
        </UiButton>
        <UiButton
          variant="primary"
          disabled={picked.size === 0}
          isLoading={isConfirming}
          onClick={() => onConfirm([...picked.values()])}
        >
          {t('productPicker.confirm', { count: picked.size })}
        </UiButton>
      </Modal.Footer>
    </>
  );
}
