import { getErrorMessage } from '@storedesk/client';
import type { Product } from '@storedesk/contract';
import { useAdminProducts } from '@storedesk/react';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { ListPagination } from '@/components/list-pagination';
import { Spinner } from '@/components/spinner';
import { Modal } from '@/components/ui/modal';
import { TextInput } from '@/components/ui/text-input';
import { UiButton } from '@/components/ui/ui-button';
import { useDebouncedValue } from '@/components/use-debounced-value';

const PAGE_SIZE = 10;

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
 * checkbox per product; picks are kept across searches and pages until confirmed.
 */
export function ProductPicker({
  open,
  onClose,
  onConfirm,
  excludeIds = [],
  isAlreadyAdded,
  isConfirming = false,
  error,
  title,
  alreadyAddedLabel,
}: ProductPickerProps) {
  const { t } = useTranslation('common');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [picked, setPicked] = useState<Map<string, Product>>(new Map());
  const q = useDebouncedValue(search.trim());
  const listId = useId();

  // Each opening starts with an empty search and nothing picked.
  useEffect(() => {
    if (!open) {
      setSearch('');
      setOffset(0);
      setPicked(new Map());
    }
  }, [open]);

  const products = useAdminProducts(
    { q: q || undefined, limit: PAGE_SIZE, offset },
    { enabled: open, placeholderData: keepPreviousData },
  );
  const excluded = new Set(excludeIds);

  const toggle = (product: Product) =>
    setPicked((current) => {
      const next = new Map(current);
      if (next.has(product.id)) next.delete(product.id);
      else next.set(product.id, product);
      return next;
    });

  return (
    <Modal open={open} onClose={onClose}>
      <Modal.Body>
        <Modal.Header title={title} />
        <Modal.Content className="flex flex-col gap-4">
          {error && <Alert>{error}</Alert>}
          <TextInput
            type="search"
            label={t('productPicker.search')}
            value={search}
            autoComplete="off"
            aria-controls={listId}
            onChange={(event) => {
              setSearch(event.target.value);
              setOffset(0);
            }}
          />
          {products.isPending ? (
            <p className="flex items-center gap-2 text-sm text-slate-600" aria-live="polite">
              <Spinner />
              {t('productPicker.loading')}
            </p>
          ) : products.isError ? (
            <Alert>{getErrorMessage(products.error)}</Alert>
          ) : products.data.products.length === 0 ? (
            <p className="text-sm text-slate-600">{t('productPicker.empty')}</p>
          ) : (
            <ul
              id={listId}
              className="divide-y divide-slate-100 rounded-md border border-slate-200"
            >
              {products.data.products.map((product) => {
                const already = excluded.has(product.id) || (isAlreadyAdded?.(product) ?? false);
                const inputId = `${listId}-${product.id}`;
                return (
                  <li key={product.id} className="flex items-center gap-3 px-3 py-2">
                    <input
                      id={inputId}
                      type="checkbox"
                      className="size-4 accent-slate-900"
                      checked={already || picked.has(product.id)}
                      disabled={already}
                      onChange={() => toggle(product)}
                    />
                    <label htmlFor={inputId} className="min-w-0 flex-1 text-sm">
                      <span className="block font-medium break-words text-slate-900">
                        {product.title}
                      </span>
                      <span className="block text-slate-500">
                        {already
                          ? alreadyAddedLabel
                          : t('productPicker.variants', { count: product.variants?.length ?? 0 })}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
          {products.data && (
            <ListPagination
              count={products.data.count}
              offset={offset}
              limit={PAGE_SIZE}
              onOffsetChange={setOffset}
              labels={{
                range: t('productPicker.range', {
                  from: Math.min(offset + 1, products.data.count),
                  to: Math.min(offset + PAGE_SIZE, products.data.count),
                  count: products.data.count,
                }),
                previous: t('productPicker.previous'),
                next: t('productPicker.next'),
              }}
            />
          )}
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
    </Modal>
  );
}
