import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { UiButton } from '@/components/ui/ui-button';
import { PAGE_SIZES } from '../product-list-query';

interface ListPaginationProps {
  count: number;
  page: number;
  limit: number;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
}

/** 'Rows per page', the range shown, and previous / next page. */
export function ListPagination({
  count,
  page,
  limit,
  onPageChange,
  onLimitChange,
}: ListPaginationProps) {
  const { t, i18n } = useTranslation('products');
  const sizeId = useId();
  const number = new Intl.NumberFormat(i18n.language);
  const pages = Math.max(1, Math.ceil(count / limit));
  const from = count === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(count, page * limit);

  return (
    <nav
      aria-label={t('list.pageOf', { page, pages })}
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700"
    >
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId}>{t('list.pageSize')}</label>
        <select
          id={sizeId}
          value={limit}
          onChange={(event) => onLimitChange(Number(event.target.value))}
          className="rounded-md border border-slate-300 bg-white px-2 py-1 focus:border-slate-900 focus:outline-2 focus:outline-slate-900"
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
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
