import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import './test-i18n';
import { CommandPaletteDialog } from './command-palette-dialog';
import { filterCommands, type CommandItem } from './command-items';

const AREAS: CommandItem[] = [
  { id: 'orders', label: 'Orders', href: '/a/orders' },
  { id: 'draft', label: 'Draft orders', href: '/a/draft-orders' },
  { id: 'customers', label: 'Customers', href: '/a/customers' },
];
const USERS: CommandItem[] = [
  { id: 'ada', label: 'Ada Lovelace', hint: 'ada@example.com', href: '/a/settings/users' },
];

function Harness({
  onSelect,
  onOpenChange = () => {},
}: {
  onSelect: (item: CommandItem) => void;
  onOpenChange?: (open: boolean) => void;
}) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(true);
  return (
    <CommandPaletteDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange(next);
      }}
      query={query}
      onQueryChange={setQuery}
      sections={[
        { id: 'areas', heading: 'Go to', items: filterCommands(AREAS, query) },
        { id: 'users', heading: 'Users', items: filterCommands(USERS, query) },
      ]}
      onSelect={onSelect}
    />
  );
}

const options = () => screen.getAllByRole('option');
const selected = () => screen.getByRole('option', { selected: true });

describe('CommandPaletteDialog', () => {
  it('is a labelled dialog whose search box controls a list of options in sections', () => {
    render(<Harness onSelect={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Command palette' });
    const search = within(dialog).getByRole('combobox', { name: 'Search' });
    expect(search).toHaveFocus();
    const listbox = within(dialog).getByRole('listbox');
    expect(search).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getByRole('group', { name: 'Go to' })).toBeInTheDocument();
    expect(within(listbox).getByRole('group', { name: 'Users' })).toBeInTheDocument();
    expect(options()).toHaveLength(4);
    expect(search).toHaveAttribute('aria-activedescendant', options()[0]!.id);
  });

  it('filters as you type and opens the first match with Enter', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await userEvent.type(screen.getByRole('combobox'), 'cust');
    expect(options().map((option) => option.textContent)).toEqual(['Customers']);
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(AREAS[2]);
  });

  it('moves through every section with the arrow keys, wrapping around', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const search = screen.getByRole('combobox');
    await userEvent.click(search);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(selected()).toHaveTextContent('Ada Lovelace');
    expect(search).toHaveAttribute('aria-activedescendant', selected().id);
    await userEvent.keyboard('{ArrowDown}');
    expect(selected()).toHaveTextContent('Orders');
    await userEvent.keyboard('{ArrowUp}');
    expect(selected()).toHaveTextContent('Ada Lovelace');
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(USERS[0]);
  });

  it('searches hints too, and says when nothing matches', async () => {
    render(<Harness onSelect={() => {}} />);
    const search = screen.getByRole('combobox');
    await userEvent.type(search, 'ada@');
    expect(options().map((option) => option.textContent)).toEqual(['Ada Lovelaceada@example.com']);
    await userEvent.clear(search);
    await userEvent.type(search, 'zebra');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('Nothing matches “zebra”.')).toBeInTheDocument();
  });

  it('opens an option on click and closes with Escape', async () => {
    const onSelect = vi.fn();
    const onOpenChange = vi.fn();
    render(<Harness onSelect={onSelect} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('option', { name: /Draft orders/ }));
    expect(onSelect).toHaveBeenCalledWith(AREAS[1]);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
