import { getErrorMessage } from '@storedesk/client';
import type { ReactNode } from 'react';
import { Alert } from '@/components/alert';
import { DataTable, type DataTableProps } from '@/components/data-table/data-table';
import { Section } from './section';

interface TableSectionProps<T> extends Omit<DataTableProps<T>, 'label' | 'rows'> {
  /** The heading; it also names the table. */
  title: string;
  description?: ReactNode;
  /** Beside the heading (the create link). */
  actions?: ReactNode;
  /** The read behind the rows: its error replaces the table. */
  query: { isError: boolean; error: unknown; data?: unknown };
  /** The rows once loaded (an empty list while loading draws an empty table, not `empty`). */
  rows: T[];
  /** Said instead of the table when the loaded list is empty. */
  empty: ReactNode;
  /** After the table (the delete dialog of a row). */
  children?: ReactNode;
}

/** A titled card holding a table of rows, with the read's error and the empty list said in words. */
export function TableSection<T>({
  title,
  description,
  actions,
  query,
  rows,
  empty,
  children,
  ...table
}: TableSectionProps<T>) {
  return (
    <Section title={title} description={description} actions={actions}>
      {query.isError ? (
        <Alert>{getErrorMessage(query.error)}</Alert>
      ) : query.data && rows.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <DataTable label={title} rows={rows} {...table} />
      )}
      {children}
    </Section>
  );
}
