import type { ColumnDef, VisibilityState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '@/components/ui/icons';
import { Popover } from '@/components/ui/popover';
import { UiButton } from '@/components/ui/ui-button';

/** A column's id as TanStack derives it: its `id`, or the key it reads. */
export function columnId<T>(column: ColumnDef<T, unknown>): string {
  if (column.id) return column.id;
  return 'accessorKey' in column ? String(column.accessorKey) : '';
}

interface ColumnsMenuProps<T> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  visibility: VisibilityState;
  onChange: (visibility: VisibilityState) => void;
}

/** 'Columns': a checkbox per column the user may hide (`enableHiding: false` keeps one shown). */
export function ColumnsMenu<T>({ columns, visibility, onChange }: ColumnsMenuProps<T>) {
  const { t } = useTranslation('common');
  const choices = columns
    .filter((column) => column.enableHiding !== false)
    .map((column) => ({
      id: columnId(column),
      label:
        column.meta?.label ??
        (typeof column.header === 'string' ? column.header : columnId(column)),
    }));
  if (choices.length === 0) return null;

  return (
    <Popover
      title={t('table.columns')}
      align="end"
      trigger={
        <UiButton variant="secondary" className="px-3 py-1.5">
          {t('table.columns')}
          <ChevronDownIcon size={16} />
        </UiButton>
      }
    >
      <fieldset>
        <legend className="sr-only">{t('table.columns')}</legend>
        <ul className="flex flex-col gap-1">
          {choices.map((choice) => (
            <li key={choice.id}>
              <label className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 hover:bg-slate-50">
                <input
                  type="checkbox"
                  className="size-4 accent-slate-900"
                  checked={visibility[choice.id] !== false}
                  onChange={(event) =>
                    onChange({ ...visibility, [choice.id]: event.target.checked })
                  }
                />
                <span className="break-words">{choice.label}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </Popover>
  );
}
