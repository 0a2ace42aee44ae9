import type { Product } from '@storedesk/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '@/features/testing/fake-api';
import { testStore } from '@/features/testing/fixtures';
import { apiWrapper } from '@/features/testing/render';
import '@/test/i18n';
import { PriceListCreatePage } from './price-list-create-page';

const STAMP = '2030-01-01T00:00:00.000Z';

const product = {
  id: 'prod_1',
  created_at: STAMP,
  updated_at: STAMP,
  deleted_at: null,
  title: 'Linen shirt',
  subtitle: null,
  description: null,
  handle: 'linen-shirt',
  is_giftcard: false,
  status: 'published',
  thumbnail: null,
  collection_id: null,
  type_id: null,
  discountable: true,
  external_id: null,
  metadata: null,
  variants: [{ id: 'var_s', title: 'S', sku: 'SHIRT-S', prices: [] }],
} as unknown as Product;

function setup() {
  const api = createFakeApi({
    'GET /admin/store': {
      body: {
        store: testStore({
          currencies: [
            { code: 'eur', symbol: '€', symbol_native: '€', name: 'Euro' },
            { code: 'jpy', symbol: '¥', symbol_native: '￥', name: 'Japanese Yen' },
          ],
        }),
      },
    },
    'GET /admin/products': { body: { products: [product], count: 1, offset: 0, limit: 10 } },
    'POST /admin/price-lists': ({ body }) => ({
      body: { price_list: { id: 'pl_1', ...(body as object), prices: [], customer_groups: [] } },
    }),
  });
  const router = createMemoryRouter(
    [
      { path: '/a/pricing/new', Component: PriceListCreatePage },
      { path: '/a/pricing/:id', Component: () => <p>Detail page</p> },
      { path: '/a/pricing', Component: () => <p>List page</p> },
    ],
    { initialEntries: ['/a/pricing/new'] },
  );
  const Wrapper = apiWrapper(api);
  render(
    <Wrapper>
      <RouterProvider router={router} />
    </Wrapper>,
  );
  return { api, router };
}

const next = () => screen.getByRole('button', { name: /^(Next|Submit)$/ });

describe('PriceListCreatePage (wizard)', () => {
  it('blocks Next until each step is valid, then submits the grid prices in minor units', async () => {
    const user = userEvent.setup();
    const { api, router } = setup();

    // Step 1: type and details; Next waits for a name.
    expect(await screen.findByText('Step 1 of 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(next()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Override/ }));
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Summer sale');
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());

    // Step 2: an end before the start blocks Next.
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    const starts = screen.getByLabelText('Starts');
    const ends = screen.getByLabelText('Ends');
    // jsdom has no date picker to type into: set the values as the picker would.
    fireEvent.change(starts, { target: { value: '2030-06-10T10:00' } });
    fireEvent.change(ends, { target: { value: '2030-06-01T10:00' } });
    expect(await screen.findByText('The end must be after the start.')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    fireEvent.change(ends, { target: { value: '2030-06-30T10:00' } });
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());

    // Step 3: pick the product, then a price per store currency.
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add products' }));
    const picker = await screen.findByRole('dialog', { name: 'Add products' });
    await user.click(await within(picker).findByRole('checkbox', { name: /Linen shirt/ }));
    await user.click(within(picker).getByRole('button', { name: 'Add 1 product' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add products' })).toBeNull());

    const eur = screen.getByRole('textbox', { name: 'Linen shirt, S: price in EUR' });
    const jpy = screen.getByRole('textbox', { name: 'Linen shirt, S: price in JPY' });
    await user.type(jpy, '1500.5');
    expect(next()).toBeDisabled();
    expect(jpy).toHaveAttribute('aria-invalid', 'true');
    await user.clear(jpy);
    await user.type(jpy, '1500');
    await user.type(eur, '12.5');
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());

    // Step 4: the summary hides the step indicator; the button reads Submit.
    expect(screen.queryByText(/Step \d of 4/)).toBeNull();
    expect(screen.getByText('Summer sale')).toBeInTheDocument();
    expect(screen.getByText('€12.50')).toBeInTheDocument();
    expect(screen.getByText('¥1,500')).toBeInTheDocument();
    expect(next()).toHaveTextContent('Submit');
    await user.click(next());

    await waitFor(() => expect(router.state.location.pathname).toBe('/a/pricing/pl_1'));
    const [request] = api.calls('POST /admin/price-lists');
    expect(request?.body).toMatchObject({
      type: 'override',
      name: 'Summer sale',
      description: '',
      status: 'draft',
      starts_at: new Date('2030-06-10T10:00').toISOString(),
      ends_at: new Date('2030-06-30T10:00').toISOString(),
      prices: [
        { variant_id: 'var_s', currency_code: 'eur', amount: 1250 },
        { variant_id: 'var_s', currency_code: 'jpy', amount: 1500 },
      ],
    });
  }, 20_000);

  it('closing the wizard goes back to the list', async () => {
    const user = userEvent.setup();
    const { router } = setup();
    await screen.findByText('Step 1 of 4');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/a/pricing'));
  });
});
