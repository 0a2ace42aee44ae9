import '@/test/i18n';
import { StoredeskError } from '@storedesk/client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createColumnHelper } from '@tanstack/react-table';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDelete } from './confirm-delete';
import { TableSection } from './table-section';

interface Row {
  id: string;
  name: string;
}
const column = createColumnHelper<Row>();
const COLUMNS = [column.accessor('name', { header: 'Name', meta: { card: 'title' } })];

const inRouter = (element: ReactElement) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);

describe('TableSection', () => {
  it('a titled card with its table, named by the title', () => {
    inRouter(
      <TableSection
        title="Shipping options"
        query={{ isError: false, error: null, data: {} }}
        rows={[{ id: 'so_1', name: 'Standard' }]}
        empty="No options yet"
        columns={COLUMNS}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Shipping options' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Shipping options' })).toHaveTextContent('Standard');
  });

  it('says so when the loaded list is empty, and shows the read’s error instead of rows', () => {
    const { unmount } = inRouter(
      <TableSection
        title="Overrides"
        query={{ isError: false, error: null, data: {} }}
        rows={[]}
        empty="No overrides yet"
        columns={COLUMNS}
      />,
    );
    expect(screen.getByText('No overrides yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    unmount();
    const error = new StoredeskError('down', {
      kind: 'response',
      status: 500,
      body: { type: 'unexpected_state', message: 'Quote request id 1' },
    });
    inRouter(
      <TableSection
        title="Overrides"
        query={{ isError: true, error }}
        rows={[]}
        empty="No overrides yet"
        columns={COLUMNS}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Quote request id 1');
    expect(screen.queryByText('No overrides yet')).not.toBeInTheDocument();
  });
});

describe('ConfirmDelete', () => {
  it('confirms the delete, and keeps the server’s refusal in view', async () => {
    const user = userEvent.setup();
    const mutation = {
      mutate: vi.fn(),
      isPending: false,
      error: new StoredeskError('refused', {
        kind: 'response',
        status: 400,
        body: { type: 'invalid_data', message: 'The profile still has 1 shipping option' },
      }),
    };
    const onClose = vi.fn();
    render(
      <ConfirmDelete
        mutation={mutation}
        title="Delete Freight?"
        description="Shoppers will no longer see it."
        confirmLabel="Delete option"
        onClose={onClose}
      />,
    );
    expect(screen.getByText('The profile still has 1 shipping option')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete option' }));
    expect(mutation.mutate).toHaveBeenCalledWith(undefined);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
