import type { ReturnReason } from '@storedesk/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REASONS_PATH } from '../../common/paths';
import { rowAction } from '../../common/row-action';

type Reason = Pick<
  ReturnReason,
  'id' | 'label' | 'value' | 'description' | 'parent_return_reason_id'
> & { return_reason_children?: unknown[] };

/** One reason: its label, value and description; edit and delete, under the text when narrow. */
export function ReasonRow({
  reason,
  onDelete,
}: {
  reason: Reason;
  onDelete: (reason: ReturnReason) => void;
}) {
  const { t } = useTranslation('returns');
  const children = reason.return_reason_children?.length ?? 0;
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
      <div className="min-w-48 flex-1 text-sm">
        <p className="font-medium break-words text-slate-900">{reason.label}</p>
        <p dir="ltr" className="font-mono text-xs break-all text-slate-500 rtl:text-right">
          {reason.value}
        </p>
        {reason.description && (
          <p className="mt-0.5 break-words whitespace-pre-line text-slate-600">
            {reason.description}
          </p>
        )}
        {children > 0 && (
          <p className="mt-0.5 text-xs text-slate-500">{t('reasons.group', { count: children })}</p>
        )}
      </div>
      <div className="-ms-2.5 flex flex-wrap items-center gap-1 sm:ms-0">
        <Link
          to={`${REASONS_PATH}/${encodeURIComponent(reason.id)}/edit`}
          aria-label={t('reasons.editNamed', { label: reason.label })}
          className={rowAction()}
        >
          {t('reasons.edit')}
        </Link>
        <button
          type="button"
          aria-label={t('reasons.deleteNamed', { label: reason.label })}
          onClick={() => onDelete(reason as ReturnReason)}
          className={rowAction('text-red-700 hover:text-red-800')}
        >
          {t('reasons.delete')}
        </button>
      </div>
    </div>
  );
}
