import { expect, test } from '@playwright/test';
import {
  adminApi,
  capturedFulfilledOrder,
  oneSizeProduct,
  send,
  shopRegion,
  signInAdminOnce,
  type PlacedOrder,
} from './admin-session.js';
import { ClaimListPage, OrderClaimsSection } from './pages/claim-pages.js';
import { OrderDetailPage } from './pages/order-pages.js';

/**
 * Claims in the back office end to end: on a captured and fulfilled order of two shirts, staff
 * register a refund claim for one shirt that came apart, seeing the refund before they confirm,
 * and a replace claim for the other (the wrong colour), a scarf sent free of charge in its place
 * and the shirt coming back through a return; they fulfil and ship the scarf and receive the
 * shirt. Both are found under /a/claims. The order is placed through the store API and captured
 * and fulfilled through the admin API.
 */

signInAdminOnce('claims');

const stamp = Date.now();
const email = `claims-e2e-${stamp}@example.com`;
const shirt = `Claim Shirt ${stamp}`;
const scarf = `Claim Scarf ${stamp}`;
const parcel = `Claim Parcel ${stamp}`;
const label = `Claim Return Label ${stamp}`;

let order: PlacedOrder;
let location: { id: string; name: string };
let optionId: string;
let returnOptionId: string;

test.beforeAll(async ({ baseURL }) => {
  const api = await adminApi(baseURL!);
  const { store, region } = await shopRegion(api);
  const option = async (name: string, isReturn: boolean) =>
    (
      await send<{ shipping_option: { id: string } }>(api, 'POST', '/admin/shipping-options', {
        name,
        region_id: region.id,
        provider_id: 'manual',
        price_type: 'flat_rate',
        amount: 500,
        data: { id: 'manual-fulfillment' },
        is_return: isReturn,
      })
    ).shipping_option.id;
  optionId = await option(parcel, false);
  returnOptionId = await option(label, true);
  const shirtProduct = await oneSizeProduct(api, shirt, store.default_currency_code, 3000);
  await oneSizeProduct(api, scarf, store.default_currency_code, 2000);
  const { product } = await send<{ product: { variants: { id: string }[] } }>(
    api,
    'GET',
    `/admin/products/${shirtProduct.id}`,
  );
  ({ order, location } = await capturedFulfilledOrder(api, baseURL!, {
    store,
    regionId: region.id,
    optionId,
    email,
    lines: [{ variant_id: product.variants[0]!.id, quantity: 2 }],
  }));
  await api.dispose();
});

/** Minor units as the dashboard shows them in English. */
const money = (amount: number) =>
  new Intl.NumberFormat('en', {
    style: 'currency',
    currency: order.currency_code.toUpperCase(),
  }).format(amount / 100);

interface ClaimRead {
  id: string;
  type: string;
  payment_status: string;
  fulfillment_status: string;
  refund_amount: number | null;
  return_order: { status: string } | null;
}

test('staff register a refund claim seeing the refund first, and a replace claim whose item they send', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const detail = new OrderDetailPage(page);
  const claims = new OrderClaimsSection(page);
  await page.goto(`/app/a/orders/${order.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Order #${order.display_id}` }),
  ).toBeVisible();
  await expect(claims.section).toContainText('No claims yet.');

  // One shirt came apart: what it was paid goes back, shown before staff confirm.
  const refund = await claims.register();
  await expect(refund).toContainText('Can be claimed: 2 of 2');
  await claims.claimLine(refund, shirt, 1, 'Production failure');
  await refund.getByRole('textbox', { name: `Note for ${shirt}` }).fill('Seam came apart');
  await expect(refund.getByRole('radio', { name: /^Refund/ })).toBeChecked();
  const line = order.items[0]!;
  const paid = Math.floor(line.total / line.quantity);
  const total = refund.getByTestId('claim-total');
  await expect(total).toHaveText(`Refund ${money(paid)} to the customer`);
  await refund.getByRole('button', { name: 'Register claim', exact: true }).click();
  await expect(refund).toBeHidden();

  // What the server refunded is what the dialog said.
  const api = await adminApi(baseURL!);
  const read = async () =>
    (await send<{ order: { claims: ClaimRead[] } }>(api, 'GET', `/admin/orders/${order.id}`)).order
      .claims;
  const [refunded] = await read();
  expect(refunded).toMatchObject({
    type: 'refund',
    payment_status: 'refunded',
    refund_amount: paid,
  });

  const first = claims.claim(1);
  await expect(first).toContainText('Refunded');
  await expect(first).toContainText(`${shirt}×1`);
  await expect(first).toContainText('Reason: Production failure');
  await expect(first.getByTestId('claim-settlement')).toHaveText(
    `${money(paid)} refunded to the customer`,
  );
  await expect(first.getByRole('button', { name: 'Cancel claim' })).toBeHidden();

  // The other shirt is the wrong colour: a scarf goes out free, the shirt comes back.
  const replace = await claims.register();
  await expect(replace).toContainText('Can be claimed: 1 of 2');
  await claims.claimLine(replace, shirt, 1, 'Wrong item');
  await replace.getByRole('radio', { name: /^Replace/ }).check();
  await claims.addReplacement(replace, scarf, 'One size');
  await replace
    .getByRole('combobox', { name: 'Shipping of the replacements' })
    .selectOption(optionId);
  await replace.getByRole('combobox', { name: 'Return shipping' }).selectOption(returnOptionId);
  await expect(replace.getByTestId('claim-total')).toHaveText('Send 1 item free of charge');
  await replace.getByRole('button', { name: 'Register claim', exact: true }).click();
  await expect(replace).toBeHidden();

  const second = claims.claim(2);
  await expect(second).toContainText('Replacement');
  await expect(second).toContainText('Not fulfilled');
  await expect(second).toContainText('Requested');
  await expect(second.getByTestId('claim-settlement')).toHaveText(
    `Sent free of charge. Shipping: \u2068${parcel}\u2069.`,
  );

  // Fulfil the scarf from the location, then ship it with a tracking number.
  await second.getByRole('button', { name: 'Fulfil replacements' }).click();
  const fulfil = detail.dialog('Fulfil Claim 2');
  await expect(fulfil).toContainText(scarf);
  await fulfil.getByRole('combobox', { name: /Ship from/ }).selectOption({ label: location.name });
  await detail.submit(fulfil, 'Fulfil items');
  await expect(second).toContainText('Fulfilled');
  const box = second.getByRole('listitem', { name: 'Parcel 1 of Claim 2' });
  await expect(box).toContainText('Not shipped');
  await box.getByRole('button', { name: 'Mark shipped' }).click();
  const ship = detail.dialog('Ship Parcel 1 of Claim 2');
  await ship.getByRole('textbox', { name: 'Tracking number 1' }).fill(`1ZCLAIM${stamp}`);
  await detail.submit(ship, 'Mark shipped');
  await expect(box).toContainText('Shipped on');
  await expect(box).toContainText(`Tracking: 1ZCLAIM${stamp}`);
  await expect(second).toContainText('Shipped');
  // Shipped: the claim can no longer be canceled.
  await expect(second.getByRole('button', { name: 'Cancel claim' })).toBeHidden();

  // The wrong shirt arrives back into stock, refunding nothing: the claim settled it.
  await second.getByRole('button', { name: 'Receive return' }).click();
  const receive = detail.dialog('Receive the return of Claim 2');
  await expect(receive.getByTestId('receive-refund')).toHaveText(
    'Nothing is refunded on receipt: the claim settled it.',
  );
  await receive
    .getByRole('combobox', { name: /Put back in stock at/ })
    .selectOption({ label: location.name });
  await detail.submit(receive, 'Receive return');
  await expect(second.getByRole('button', { name: 'Receive return' })).toBeHidden();
  await expect(second).toContainText('Received');

  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText(`Claim 1 registered: refund of ${money(paid)}`);
  await expect(timeline).toContainText('Claim 2 registered: replacements sent free of charge');
  await expect(timeline).toContainText('For Claim 2');
  await expect(timeline).toContainText('Claim shipping confirmation');
  // A claim's return is the claim's, not listed among the returns.
  await expect(detail.section('Returns')).toContainText('No returns yet.');

  // Both under /a/claims, found by the order's email; the replacement by its type.
  const list = new ClaimListPage(page);
  await list.goto();
  await list.searchFor(email);
  await expect(list.table.getByRole('row')).toHaveCount(3);
  await list.filter('Type', 'Replacement');
  await expect(list.table.getByRole('row')).toHaveCount(2);
  const row = list.row(`#${order.display_id}`);
  await expect(row).toContainText('Replacement');
  await expect(row).toContainText('Replacements: 1');
  await expect(row).toContainText('Shipped');
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/a/orders/${order.id}$`));

  // What the admin API says now.
  const [, sent] = await read();
  expect(sent).toMatchObject({
    type: 'replace',
    payment_status: 'na',
    fulfillment_status: 'shipped',
    return_order: { status: 'received' },
  });
  await api.dispose();
});
