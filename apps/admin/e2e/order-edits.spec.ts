import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { adminApi, oneSizeProduct, send, shopRegion, signInAdminOnce } from './admin-session.js';
import { OrderEditListPage, OrderEditSection } from './pages/order-edit-pages.js';

/**
 * Order edits in the back office end to end: on an order of two shirts placed through the store
 * API and not fulfilled, staff open the editor, add a scarf, change the shirts to three, see the
 * difference, and send the edit to the customer: the section shows it waiting with the link, and
 * /a/order-edits lists it. Then they cancel it, make a second edit (one shirt less) and confirm it
 * at once: the order's lines change.
 */

signInAdminOnce('order-edits');

const stamp = Date.now();
const email = `order-edits-e2e-${stamp}@example.com`;
const shirt = `Edit Shirt ${stamp}`;
const scarf = `Edit Scarf ${stamp}`;

interface PlacedOrder {
  id: string;
  display_id: number;
  currency_code: string;
  items: { id: string; title: string; quantity: number }[];
}

let order: PlacedOrder;

/** An order of the shop region placed through the store API, paid with the manual provider. */
async function placeOrder(
  api: APIRequestContext,
  baseURL: string,
  handle: string,
  regionId: string,
  optionId: string,
  lines: { variant_id: string; quantity: number }[],
): Promise<PlacedOrder> {
  const shop = await request.newContext({ baseURL: `${baseURL}/s/${handle}/` });
  const post = async <T>(url: string, data: unknown = {}): Promise<T> => {
    const response = await shop.post(url, { data });
    expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  };
  const { cart } = await post<{ cart: { id: string } }>('store/carts', { region_id: regionId });
  for (const line of lines) await post(`store/carts/${cart.id}/line-items`, line);
  await post(`store/carts/${cart.id}`, {
    email,
    shipping_address: {
      first_name: 'Edda',
      last_name: 'Editor',
      address_1: '5 Edit Lane',
      city: 'Springfield',
      postal_code: '12345',
      country_code: 'us',
    },
  });
  await post(`store/carts/${cart.id}/shipping-methods`, { option_id: optionId });
  await post(`store/carts/${cart.id}/payment-sessions`);
  await post(`store/carts/${cart.id}/payment-session`, { provider_id: 'manual' });
  const done = await post<{ type: string; data: PlacedOrder }>(`store/carts/${cart.id}/complete`);
  expect(done.type).toBe('order');
  await shop.dispose();
  void api;
  return done.data;
}

test.beforeAll(async ({ baseURL }) => {
  const api = await adminApi(baseURL!);
  const { store, region } = await shopRegion(api);
  const { shipping_option: option } = await send<{ shipping_option: { id: string } }>(
    api,
    'POST',
    '/admin/shipping-options',
    {
      name: `Edit Parcel ${stamp}`,
      region_id: region.id,
      provider_id: 'manual',
      price_type: 'flat_rate',
      amount: 500,
      data: { id: 'manual-fulfillment' },
    },
  );
  const shirtProduct = await oneSizeProduct(api, shirt, store.default_currency_code, 3000);
  await oneSizeProduct(api, scarf, store.default_currency_code, 2000);
  const { product } = await send<{ product: { variants: { id: string }[] } }>(
    api,
    'GET',
    `/admin/products/${shirtProduct.id}`,
  );
  order = await placeOrder(api, baseURL!, store.handle, region.id, option.id, [
    { variant_id: product.variants[0]!.id, quantity: 2 },
  ]);
  await api.dispose();
});

/** Minor units as the dashboard shows them in English. */
const money = (amount: number) =>
  new Intl.NumberFormat('en', {
    style: 'currency',
    currency: order.currency_code.toUpperCase(),
  }).format(amount / 100);

test('staff edit an unfulfilled order, send it to the customer, then confirm another edit at once', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const edits = new OrderEditSection(page);
  await page.goto(`/app/a/orders/${order.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Order #${order.display_id}` }),
  ).toBeVisible();
  await expect(edits.section).toContainText('No edits yet.');

  // A scarf more and a third shirt: the customer pays 20.00 + 30.00 more.
  await edits.open();
  await expect(edits.difference()).toHaveText('No change in price');
  await edits.addVariant(scarf);
  await expect(edits.difference()).toHaveText(`The customer pays ${money(2000)} more`);
  await edits.setQuantity(`${shirt} · One size`, 3);
  await expect(edits.difference()).toHaveText(`The customer pays ${money(5000)} more`);
  await expect(edits.editor).toContainText(`${shirt} · One size: 2 → 3`);
  await edits.editor.getByRole('textbox', { name: 'Internal note' }).fill(`phone-call-${stamp}`);
  await edits.editor.getByRole('textbox', { name: 'Internal note' }).blur();

  await edits.editor.getByRole('button', { name: 'Send to customer' }).click();
  const sent = page.getByRole('dialog', { name: 'Sent to the customer' });
  await expect(sent).toContainText(`They pay the ${money(5000)} there`);
  await expect(sent.getByTestId('order-edit-link')).toHaveAttribute(
    'href',
    /\/shop\/[^/]+\/order-edit\/oe_/,
  );
  await sent.getByRole('button', { name: 'Done' }).click();

  const first = edits.edit(1);
  await expect(first).toContainText('Waiting for customer');
  await expect(first).toContainText(`Payment of ${money(5000)}`);
  await expect(first).toContainText(`Added ${scarf} · One size × 1`);
  await expect(edits.section.getByRole('button', { name: 'Edit order' })).toBeDisabled();

  // The list shows it, found by its note, and leads back to the order.
  const list = new OrderEditListPage(page);
  await list.goto();
  await list.searchFor(`phone-call-${stamp}`);
  const row = list.row(`#${order.display_id}`);
  await expect(row).toContainText('Waiting for customer');
  await expect(row).toContainText(`Pays ${money(5000)} more`);
  await row.getByRole('link', { name: `#${order.display_id}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Order #${order.display_id}` }),
  ).toBeVisible();

  // Cancel it, then a second edit of one shirt less, confirmed now.
  await first.getByRole('button', { name: 'Cancel edit' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel Edit 1?' });
  await cancel.getByRole('button', { name: 'Cancel edit' }).click();
  await expect(first).toContainText('Canceled');

  await edits.open();
  await edits.setQuantity(`${shirt} · One size`, 1);
  await expect(edits.difference()).toHaveText(`${money(3000)} will be refunded to the customer`);
  await edits.editor.getByRole('button', { name: 'Confirm now' }).click();
  const confirm = page.getByRole('dialog', { name: 'Apply the edit now?' });
  await expect(confirm).toContainText(`${money(3000)} will be refunded to the customer`);
  await confirm.getByRole('button', { name: 'Confirm now' }).click();
  await expect(edits.editor).toBeHidden();
  await expect(edits.edit(2)).toContainText('Confirmed');

  // The order itself changed: one shirt now, and the timeline says so.
  const api = await adminApi(baseURL!);
  const { order: after } = await send<{ order: { items: { title: string; quantity: number }[] } }>(
    api,
    'GET',
    `/admin/orders/${order.id}`,
  );
  await api.dispose();
  expect(after.items.map((item) => [item.title, item.quantity])).toEqual([[shirt, 1]]);
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText(
    `Order edit confirmed: the order costs ${money(3000)} less`,
  );
});
