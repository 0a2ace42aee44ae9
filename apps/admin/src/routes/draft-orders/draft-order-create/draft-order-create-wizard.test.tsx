import '@/test/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi, type FakeRoute } from '@/features/testing/fake-api';
import { apiWrapper } from '@/features/testing/render';
import { draftFixture } from '../common/draft-fixtures';
import { DraftOrderCreateWizard } from './draft-order-create-wizard';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => vi.clearAllMocks());

const REGION = {
  id: 'reg_1',
  name: 'United States',
  currency_code: 'usd',
  countries: [
    { iso_2: 'us', display_name: 'United States' },
    { iso_2: 'ca', display_name: 'Canada' },
  ],
};
const PRODUCT = {
  id: 'prod_1',
  title: 'Lamp',
  variants: [
    { id: 'variant_1', title: 'Brass', prices: [{ currency_code: 'usd', amount: 2500 }] },
    { id: 'variant_2', title: 'Steel', prices: [{ currency_code: 'usd', amount: 2200 }] },
    { id: 'variant_3', title: 'Copper', prices: [{ currency_code: 'eur', amount: 3100 }] },
  ],
};
const CREATE = 'POST /admin/draft-orders';

function wizardApi(routes: Record<string, FakeRoute> = {}): FakeApi {
  return createFakeApi({
    'GET /admin/regions': { body: { regions: [REGION], count: 1, offset: 0, limit: 200 } },
    'GET /admin/customers': {
      body: {
        customers: [
          { id: 'cus_1', email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace' },
        ],
        count: 1,
        offset: 0,
        limit: 6,
      },
    },
    'GET /admin/products': { body: { products: [PRODUCT], count: 1, offset: 0, limit: 10 } },
    'GET /admin/shipping-options': {
      body: {
        shipping_options: [
          { id: 'so_1', name: 'Courier', amount: 700, admin_only: true },
          { id: 'so_2', name: 'Freight', amount: null, admin_only: false },
        ],
        count: 2,
        offset: 0,
        limit: 100,
      },
    },
    [CREATE]: { body: { draft_order: draftFixture() } },
    ...routes,
  });
}

function renderWizard(api: FakeApi) {
  const router = createMemoryRouter(
    [
      { path: '/a/draft-orders/new', Component: DraftOrderCreateWizard },
      { path: '/a/draft-orders', element: <p>the list</p> },
      { path: '/a/draft-orders/:id', element: <p>draft page</p> },
    ],
    { initialEntries: ['/a/draft-orders/new'] },
  );
  render(<RouterProvider router={router} />, { wrapper: apiWrapper(api) });
  return router;
}

const LOADED = { timeout: 10_000 };
/** Whatever the wizard sent other than reading: nothing may be written before Create. */
const writes = (api: FakeApi) =>
  api.requests.filter((request) => request.method !== 'GET').map((r) => `${r.method} ${r.path}`);
const wizard = () => screen.getByRole('dialog', { name: 'Create draft order' });
const next = (user: UserEvent) =>
  user.click(within(wizard()).getByRole('button', { name: 'Next' }));

async function fillAddress(user: UserEvent) {
  const dialog = wizard();
  await user.type(within(dialog).getByRole('textbox', { name: /^First name/ }), 'Ada');
  await user.type(within(dialog).getByRole('textbox', { name: /^Last name/ }), 'Lovelace');
  await user.type(within(dialog).getByRole('textbox', { name: /^Address/ }), '12 St James Square');
  await user.type(within(dialog).getByRole('textbox', { name: /^Postal code/ }), '10001');
  await user.type(within(dialog).getByRole('textbox', { name: /^City/ }), 'New York');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Country/ }), 'us');
}

describe('DraftOrderCreateWizard', { timeout: 30_000 }, () => {
  it('checks each step, reviews what was entered without saving, then creates the draft', async () => {
    const api = wizardApi();
    const router = renderWizard(api);
    const user = userEvent.setup();
    await screen.findByRole('combobox', { name: /^Region/ }, LOADED);

    // Step 1: what is missing, then a bad email.
    await next(user);
    expect(await screen.findByText('Enter an email address.')).toBeVisible();
    expect(screen.getByText('Choose a region.')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'new.customer');
    await next(user);
    expect(await screen.findByText('Enter a valid email address.')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), '@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Region/ }), 'reg_1');
    await waitFor(() => expect(screen.queryByText('Choose a region.')).toBeNull());
    await next(user);

    // Step 2: at least one line; a custom line needs its price.
    expect(await screen.findByText('Step 2 of 4: Items')).toBeVisible();
    await next(user);
    expect(await screen.findByText('Add at least one product or custom item.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add products' }));
    const picker = await screen.findByRole('dialog', { name: 'Add products to the draft' }, LOADED);
    await user.click(await within(picker).findByRole('checkbox', { name: 'Select Lamp' }, LOADED));
    await user.click(within(picker).getByRole('button', { name: 'Add 1 product' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add products to the draft' })).toBeNull(),
    );
    expect(screen.queryByText('Add at least one product or custom item.')).toBeNull();
    await user.selectOptions(
      within(wizard()).getByRole('combobox', { name: 'Variant' }),
      'variant_2',
    );
    expect(wizard()).toHaveTextContent('$22.00 each');
    const quantity = within(wizard()).getAllByRole('spinbutton', { name: /^Quantity/ })[0]!;
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(screen.getByRole('button', { name: 'Add custom item' }));
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Gift wrapping');
    await next(user);
    expect(await screen.findByText('Enter a price.')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /^Unit price/ }), '3,5');
    await next(user);

    // Step 3: the address (the region's countries only) and a shipping option.
    expect(await screen.findByText('Step 3 of 4: Shipping')).toBeVisible();
    const countries = within(screen.getByRole('combobox', { name: /^Country/ })).getAllByRole(
      'option',
    );
    expect(countries.map((option) => option.textContent)).toEqual([
      'Choose a country',
      'Canada',
      'United States',
    ]);
    await next(user);
    expect(await screen.findByText('Choose a shipping option.')).toBeVisible();
    expect(screen.getAllByText('This field is required.')).toHaveLength(5);
    await fillAddress(user);
    expect(await screen.findByText('Admin only')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /Courier/ }));
    await next(user);

    // Step 4: what was entered, nothing saved yet.
    expect(await screen.findByText('Step 4 of 4: Review')).toBeVisible();
    const review = wizard();
    expect(review).toHaveTextContent('new.customer@example.com');
    expect(review).toHaveTextContent('New customer');
    expect(review).toHaveTextContent('United States (USD)');
    expect(review).toHaveTextContent('Ada Lovelace');
    expect(review).toHaveTextContent('12 St James Square');
    expect(review).toHaveTextContent('10001 New York');
    expect(review).toHaveTextContent('Courier · $7.00');
    const lines = within(within(review).getByRole('region', { name: 'Items' })).getAllByRole(
      'listitem',
    );
    expect(lines.map((line) => line.textContent)).toEqual([
      'LampSteel2 × $22.00',
      'Gift wrappingCustom item1 × $3.50',
    ]);
    expect(review).toHaveTextContent('Taxes and totals are worked out when the draft is created');
    expect(writes(api)).toEqual([]);

    await user.click(within(review).getByRole('button', { name: 'Create draft order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/a/draft-orders/dorder_1'));
    expect(toast.success).toHaveBeenCalledWith('Draft #7 created', expect.anything());
    expect(writes(api)).toEqual([CREATE]);
    expect(api.calls(CREATE)[0]!.body).toEqual({
      email: 'new.customer@example.com',
      region_id: 'reg_1',
      items: [
        { variant_id: 'variant_2', quantity: 2 },
        { title: 'Gift wrapping', unit_price: 350, quantity: 1 },
      ],
      shipping_methods: [{ option_id: 'so_1' }],
      shipping_address: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        address_1: '12 St James Square',
        city: 'New York',
        postal_code: '10001',
        country_code: 'us',
      },
    });
  });

  it('picks an existing customer; Back from the review and Cancel save nothing', async () => {
    const api = wizardApi();
    const router = renderWizard(api);
    const user = userEvent.setup();
    await screen.findByRole('combobox', { name: /^Region/ }, LOADED);
    await user.click(screen.getByRole('radio', { name: 'Existing customer' }));
    await next(user);
    expect(await screen.findByText('Choose a customer.')).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Find a customer' }), 'ada');
    await waitFor(() =>
      expect(api.calls('GET /admin/customers').at(-1)!.query.get('q')).toBe('ada'),
    );
    await user.click(await screen.findByRole('radio', { name: /Ada Lovelace/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Region/ }), 'reg_1');
    await next(user);
    // A variant with no price in the region's currency.
    await user.click(await screen.findByRole('button', { name: 'Add products' }));
    const picker = await screen.findByRole('dialog', { name: 'Add products to the draft' }, LOADED);
    await user.click(await within(picker).findByRole('checkbox', { name: 'Select Lamp' }, LOADED));
    await user.click(within(picker).getByRole('button', { name: 'Add 1 product' }));
    await user.selectOptions(
      await within(wizard()).findByRole('combobox', { name: 'Variant' }),
      'variant_3',
    );
    await user.click(screen.getByRole('button', { name: 'Add custom item' }));
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Engraving');
    await user.type(screen.getByRole('textbox', { name: /^Unit price/ }), '12');
    await next(user);
    await fillAddress(user);
    await user.click(await screen.findByRole('radio', { name: /Freight/ }));
    await next(user);
    // A provider-priced option needs its price.
    expect(await screen.findByText('Enter a price.')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /^Shipping price/ }), '9.90');
    await next(user);

    expect(await screen.findByText('Step 4 of 4: Review')).toBeVisible();
    const review = wizard();
    expect(review).toHaveTextContent('ada@example.com');
    expect(review).toHaveTextContent('Existing customer');
    expect(review).toHaveTextContent('Freight · $9.90');
    const lines = within(within(review).getByRole('region', { name: 'Items' })).getAllByRole(
      'listitem',
    );
    expect(lines.map((line) => line.textContent)).toEqual([
      'LampCopperQuantity: 1',
      'EngravingCustom item1 × $12.00',
    ]);
    await user.click(within(review).getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 3 of 4: Shipping')).toBeVisible();
    await next(user);
    expect(await screen.findByText('Step 4 of 4: Review')).toBeVisible();
    await user.click(within(wizard()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/a/draft-orders'));
    expect(writes(api)).toEqual([]);
  });

  it('returns to the step of a field the server refuses, with its reason on the field', async () => {
    const api = wizardApi({
      [CREATE]: {
        status: 400,
        body: {
          type: 'invalid_data',
          message: 'shipping_address.postal_code: not a postal code of the country',
        },
      },
    });
    renderWizard(api);
    const user = userEvent.setup();
    await screen.findByRole('combobox', { name: /^Region/ }, LOADED);
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Region/ }), 'reg_1');
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Add custom item' }));
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Engraving');
    await user.type(screen.getByRole('textbox', { name: /^Unit price/ }), '12');
    await next(user);
    await fillAddress(user);
    await user.click(await screen.findByRole('radio', { name: /Courier/ }));
    await next(user);
    expect(await screen.findByText('Step 4 of 4: Review')).toBeVisible();
    await user.click(within(wizard()).getByRole('button', { name: 'Create draft order' }));

    expect(await screen.findByText('Step 3 of 4: Shipping')).toBeVisible();
    const postal = screen.getByRole('textbox', { name: /^Postal code/ });
    expect(postal).toHaveAccessibleDescription(
      'shipping_address.postal_code: not a postal code of the country',
    );
  });

  it('shows a refusal naming no field on the review, where Create can be tried again', async () => {
    const api = wizardApi({
      [CREATE]: { status: 409, body: { type: 'conflict', message: 'The region was deleted.' } },
    });
    const router = renderWizard(api);
    const user = userEvent.setup();
    await screen.findByRole('combobox', { name: /^Region/ }, LOADED);
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Region/ }), 'reg_1');
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Add custom item' }));
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Engraving');
    await user.type(screen.getByRole('textbox', { name: /^Unit price/ }), '12');
    await next(user);
    await fillAddress(user);
    await user.click(await screen.findByRole('radio', { name: /Courier/ }));
    await next(user);
    const create = within(wizard()).getByRole('button', { name: 'Create draft order' });
    await user.click(create);

    expect(await within(wizard()).findByText('The region was deleted.')).toBeVisible();
    expect(screen.getByText('Step 4 of 4: Review')).toBeVisible();
    expect(router.state.location.pathname).toBe('/a/draft-orders/new');
    api.route(CREATE, { body: { draft_order: draftFixture() } });
    await user.click(create);
    await waitFor(() => expect(router.state.location.pathname).toBe('/a/draft-orders/dorder_1'));
    expect(writes(api)).toEqual([CREATE, CREATE]);
  });
});
