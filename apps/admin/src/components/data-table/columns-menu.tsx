import type { ColumnDef, VisibilityState } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { FacetFilter } from '@/components/list/facet-filter';

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
      value: columnId(column),
      label:
        column.meta?.label ??
        (typeof column.header === 'string' ? column.header : columnId(column)),
    }));
  if (choices.length === 0) return null;
  return (
    <FacetFilter
      label={t('table.columns')}
      options={choices}
      selected={choices
        .filter((choice) => visibility[choice.value] !== false)
        .map((choice) => choice.value)}
      onChange={(shown) =>
        onChange(
          Object.fromEntries(choices.map((choice) => [choice.value, shown.includes(choice.value)])),
        )
      }
      counted={false}
      align="end"
    />
  );
}
