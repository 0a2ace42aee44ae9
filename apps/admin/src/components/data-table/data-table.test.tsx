import '@/test/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RowLink } from './row-link';
import { DataTable, type DataTableProps } from './data-table';

interface Row {
  id: string;
  title: string;
  status: string;
  stock: number;
}

const ROWS: Row[] = [
  { id: 'r1', title: 'Lamp', status: 'Draft', stock: 3 },
  { id: 'r2', title: 'Desk', status: 'Published', stock: 12 },
  { id: 'r3', title: 'Chair', status: 'Draft', stock: 0 },
];

const column = createColumnHelper<Row>();
const COLUMNS = [
  column.accessor('title', {
    header: 'Title',
    enableSorting: true,
    enableHiding: false,
    cell: ({ row }) => <RowLink to={row.original.id}>{row.original.title}</RowLink>,
    meta: { card: 'title' },
  }),
  column.accessor('status', { header: 'Status', meta: { card: 'status' } }),
  column.accessor('stock', { header: 'Stock', meta: { card: 'figure', align: 'end' } }),
];

/** The table in a router, with its sort order and selection kept as a page would keep them. */
function Harness(props: Partial<DataTableProps<Row>> & { onOrder?: (order: string) => void }) {
  const [order, setOrder] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return (
    <DataTable
      label="Things"
      rows={ROWS}
      columns={COLUMNS}
      rowHref={(row) => `/things/${row.id}`}
      sort={{
        order,
        onOrderChange: (next) => {
          props.onOrder?.(next);
          setOrder(next);
        },
      }}
      selection={{
        selected,
        onChange: setSelected,
        rowLabel: (row) => `Select ${row.title}`,
        isLocked: (row) => row.id === 'r3',
      }}
      {...props}
    />
  );
}

function renderTable(props: Parameters<typeof Harness>[0] = {}) {
  const router = createMemoryRouter(
    [
      { path: '/things', element: <Harness {...props} /> },
      { path: '/things/:id', element: <p>detail page</p> },
    ],
    { initialEntries: ['/things'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('DataTable', () => {
  it('sorts through the server order: ascending, descending, then back to the default', async () => {
    const onOrder = vi.fn();
    renderTable({ onOrder });
    const user = userEvent.setup();
    const header = screen.getByRole('columnheader', { name: /Title/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    // Only columns that opt in can be sorted.
    expect(screen.getByRole('columnheader', { name: 'Status' })).not.toHaveAttribute('aria-sort');

    await user.click(within(header).getByRole('button'));
    expect(onOrder).toHaveBeenLastCalledWith('title');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button'));
    expect(onOrder).toHaveBeenLastCalledWith('-title');
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(header).getByRole('button'));
    expect(onOrder).toHaveBeenLastCalledWith('');
  });

  it('selects rows one by one or the whole page, never a row that is already in', async () => {
    renderTable();
    const user = userEvent.setup();
    const all = screen.getByRole('checkbox', { name: 'Select all on this page' });
    const chair = screen.getByRole('checkbox', { name: 'Select Chair' });
    expect(chair).toBeChecked();
    expect(chair).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select Lamp' }));
    expect(all).not.toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    await user.click(all);
    expect(screen.getByRole('checkbox', { name: 'Select Desk' })).toBeChecked();
    expect(all).toBeChecked();
    await user.click(all);
    expect(screen.getByRole('checkbox', { name: 'Select Lamp' })).not.toBeChecked();
  });

  it('opens a row on a click anywhere in it, but not on its checkbox', async () => {
    const router = renderTable();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Select Desk' }));
    expect(router.state.location.pathname).toBe('/things');
    await user.click(screen.getByRole('cell', { name: '12' }));
    expect(router.state.location.pathname).toBe('/things/r2');
  });

  it('hides the columns the user switched off', () => {
    renderTable({ columnVisibility: { status: false } });
    expect(screen.queryByRole('columnheader', { name: 'Status' })).toBeNull();
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
  });

  it('draws stacked cards (title, status, figure) instead of a table in the list layout', () => {
    renderTable({ layout: 'list' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Things' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[1]!).getByRole('link', { name: 'Desk' })).toHaveAttribute(
      'href',
      '/things/r2',
    );
    expect(cards[1]).toHaveTextContent('Published');
    expect(cards[1]).toHaveTextContent('12');
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toBeInTheDocument();
  });
});
