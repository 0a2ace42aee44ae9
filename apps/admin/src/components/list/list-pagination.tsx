import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { UiButton } from '@/components/ui/ui-button';

interface ListPaginationProps {
  /** Rows the server has for the current search and filters. */
  count: number;
  /** 1-based. */
  page: number;
  limit: number;
  onPageChange: (page: number) => void;
  /** With both, a 'Rows per page' choice is shown. */
  pageSizes?: readonly number[] | undefined;
  onLimitChange?: ((limit: number) => void) | undefined;
}

/**
 * '11–20 of 42' and previous / next page for a list the server pages, with an optional 'Rows per
 * page' choice. Nothing is drawn when everything fits on one page and there is no size to choose.
 */
export function ListPagination({
  count,
  page,
  limit,
  onPageChange,
  pageSizes,
  onLimitChange,
}: ListPaginationProps) {
  const { t, i18n } = useTranslation('common');
  const sizeId = useId();
  const canResize = pageSizes !== undefined && pageSizes.length > 1 && onLimitChange;
  if (!canResize && count <= limit && page <= 1) return null;

  const number = new Intl.NumberFormat(i18n.language);
  const pages = Math.max(1, Math.ceil(count / limit));
  const from = count === 0 ? 0 : Math.min((page - 1) * limit + 1, count);
  const to = Math.min(count, page * limit);

  return (
    <nav
      aria-label={t('list.pageOf', { page, pages })}
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700"
    >
      {canResize ? (
        <div className="flex items-center gap-2">
          <label htmlFor={sizeId}>{t('list.pageSize')}</label>
          <select
            id={sizeId}
            value={limit}
            onChange={(event) => onLimitChange(Number(event.target.value))}
            className="rounded-md border border-slate-300 bg-white px-2 py-1 focus:border-slate-900 focus:outline-2 focus:outline-slate-900"
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <span />
      )}
      <div className="flex items-center gap-2">
        <span aria-live="polite">
          {t('list.range', {
            from: number.format(from),
            to: number.format(to),
            total: number.format(count),
          })}
        </span>
        <UiButton
          variant="secondary"
          className="px-3 py-1"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          {t('list.previous')}
        </UiButton>
        <UiButton
          variant="secondary"
          className="px-3 py-1"
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          {t('list.next')}
        </UiButton>
      </div>
    </nav>
  );
}
