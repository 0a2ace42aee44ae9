import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, readMails, type TestApp } from '../../../test/app.js';
import { readyCart } from '../../../test/checkout.js';
import { createOrg, createProduct, type TestOrg } from '../../../test/factories.js';
import { withTenantTx } from '../../platform/db/tx.js';

/*
 * The mail that asks a customer to accept an order edit, on both databases: sent once when staff
 * send the edit, in the store's language, naming what changes and what accepting costs, with the
 * link to the hosted shop's page for the edit; none for an order that says not to notify.
 */

let test: TestApp;
let org: TestOrg;

beforeAll(async () => {
  test = await buildTestApp();
  org = await createOrg(test);
});

afterAll(async () => {
  await test.close();
});

/** An order of 2 × the first variant at 10.00 (19 % tax on top) for `email`. */
async function place(email: string) {
  const product = await createProduct(test, org, { variants: 2 });
  const cart = await readyCart(test, org, {
    lines: [{ variantId: product.variantIds[0]!, quantity: 2, unitPrice: 1000 }],
    email,
  });
  const done = await test
    .session({ 'x-publishable-api-key': org.publishableKeyId })
    .post(`/store/carts/${cart.id}/complete`, undefined);
  expect(done.status).toBe(200);
  return { order: done.body.data, variantIds: product.variantIds };
}

/** An edit of the order adding one of `variantId` and one more of its line, sent. */
async function sendEdit(orderId: string, variantId: string) {
  const edit = (await org.admin.post('/admin/order-edits', { order_id: orderId })).body.order_edit;
  await org.admin.post(`/admin/order-edits/${edit.id}/items`, {
    variant_id: variantId,
    quantity: 1,
  });
  await org.admin.post(`/admin/order-edits/${edit.id}/items/${edit.items[0].id}`, { quantity: 3 });
  const sent = await org.admin.post(`/admin/order-edits/${edit.id}/request`, {});
  expect(sent.status).toBe(200);
  // Sending again (a retry) sends no second mail.
  await org.admin.post(`/admin/order-edits/${edit.id}/request`, {});
  return sent.body.order_edit;
}

describe('the order edit mail', () => {
  it('asks the customer, in the store language, with the changes, the amount and the link', async () => {
    await withTenantTx(test.database.db, org.storeId, (tx) =>
      tx.execute(sql`UPDATE store SET default_locale = 'de' WHERE id = ${org.storeId}`),
    );
    const email = 'edit-mail@example.com';
    const { order, variantIds } = await place(email);
    const edit = await sendEdit(order.id, variantIds[1]!);
    const mails = (await readMails(test, email)).filter((mail) =>
      mail.subject.startsWith('Änderungen'),
    );
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`Änderungen an Ihrer Bestellung #${order.display_id}`);
    const lines = mail!.text.trimEnd().split(/\r?\n/);
    expect(lines).toContain('Hinzugefügt');
    expect(lines.some((line) => /^ {2}1 × Product \w+ \(Variant 2\)$/.test(line))).toBe(true);
    expect(lines).toContain('Geändert');
    expect(lines.some((line) => /^ {2}3 × Line 1 \(One Size\) \(vorher: 2\)$/.test(line))).toBe(
      true,
    );
    const amount = (edit.difference_due / 100).toFixed(2).replace('.', ',');
    expect(lines).toContain(
      `Um die Änderungen anzunehmen, zahlen Sie die Differenz von ${amount}\u00a0$.`,
    );
    const handle = (await org.admin.get('/admin/store')).body.store.handle;
    expect(lines.at(-1)).toBe(`http://storedesk.test/shop/${handle}/order-edit/${edit.id}`);
  });

  it('is not sent for an order that says not to notify the customer', async () => {
    const email = 'edit-quiet@example.com';
    const { order, variantIds } = await place(email);
    await withTenantTx(test.database.db, org.storeId, (tx) =>
      tx.execute(sql`UPDATE "order" SET no_notification = true
        WHERE store_id = ${org.storeId} AND id = ${order.id}`),
    );
    await sendEdit(order.id, variantIds[1]!);
    const mails = await readMails(test, email);
    // The order's confirmation went out (it was placed before); no edit mail.
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Bestellung #${order.display_id} bestätigt`,
    ]);
  });
});
