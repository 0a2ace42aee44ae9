import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import './test-i18n';
import { Sidebar } from './sidebar';

function renderSidebar(path: string, props: Parameters<typeof Sidebar>[0] = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Sidebar {...props} />
    </MemoryRouter>,
  );
}

describe('Sidebar', () => {
  it('lists the areas under their group names', () => {
    renderSidebar('/a');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const orders = within(nav).getByRole('list', { name: 'Orders' });
    expect(
      within(orders)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Orders', 'Draft orders', 'Returns', 'Exchanges', 'Claims', 'Order edits']);
    expect(within(orders).getByRole('link', { name: 'Claims' })).toHaveAttribute(
      'href',
      '/a/claims',
    );
    const customers = within(nav).getByRole('list', { name: 'Customers' });
    expect(within(customers).getByRole('link', { name: 'Customer groups' })).toHaveAttribute(
      'href',
      '/a/customers/groups',
    );
    expect(within(nav).getByRole('list', { name: 'Marketing' })).toHaveTextContent('Discounts');
    expect(within(nav).getByRole('list', { name: 'Inventory' })).toHaveTextContent(
      'InventoryReservationsStock locations',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks the claims list as the current page on /a/claims', () => {
    renderSidebar('/a/claims');
    expect(screen.getByRole('link', { name: 'Claims' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current');
  });

  it('marks only the current area, not its parent, as the current page', () => {
    renderSidebar('/a/customers/groups');
    expect(screen.getByRole('link', { name: 'Customer groups' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Customers' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('adds extension links in their own group and reports navigation', async () => {
    const onNavigate = vi.fn();
    renderSidebar('/a', {
      extraLinks: [{ path: '/a/store-health', label: 'Store health' }],
      onNavigate,
    });
    const extensions = screen.getByRole('list', { name: 'Extensions' });
    const link = within(extensions).getByRole('link', { name: 'Store health' });
    expect(link).toHaveAttribute('href', '/a/store-health');
    await userEvent.click(link);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('has no extensions group without extension links', () => {
    renderSidebar('/a');
    expect(screen.queryByRole('list', { name: 'Extensions' })).not.toBeInTheDocument();
  });
});
