import { AdminStoreRes } from '@storedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, unfoldHeader, type TestApp } from '../../../test/app.js';
import { readyCart } from '../../../test/checkout.js';
import { createOrg, createProduct, type TestOrg } from '../../../test/factories.js';
import { money } from './orders.mail.js';

/*
 * The order mails are written in the store's language (`default_locale` of /admin/store), on
 * both databases: the confirmation sent right after checkout and the cancelation sent through
 * the mail outbox.
 */

let test: TestApp;
let org: TestOrg;

beforeAll(async () => {
  test = await buildTestApp();
  org = await createOrg(test);
});
afterAll(() => test.close());

/** The subject and the text of a message, with quoted-printable undone. */
function read(message: string): { subject: string; text: string } {
  const [head = '', ...body] = message.split(/\r?\n\r?\n/);
  const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(head)?.[1] ?? '';
  const text = Buffer.from(
    body
      .join('\n\n')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
  return { subject: unfoldHeader(subject.replace(/\r?\n[ \t]/g, ' ')), text };
}

async function mailsTo(address: string) {
  await test.app.mailOutbox.drain();
  return test
    .outbox()
    .filter((message) => message.includes(`To: ${address}`))
    .map(read);
}

describe('order mails in the store language', () => {
  it('a store set to French writes its confirmation and cancelation in French', async () => {
    const set = await org.admin.post('/admin/store', { default_locale: 'fr' });
    expect(set.status).toBe(200);
    expect(AdminStoreRes.parse(set.body).store.default_locale).toBe('fr');

    const product = await createProduct(test, org);
    const cart = await readyCart(test, org, {
      lines: [{ variantId: product.variantIds[0]!, quantity: 2, unitPrice: 1000 }],
      email: 'acheteur@example.com',
    });
    const placed = await test
      .session({ 'x-publishable-api-key': org.publishableKeyId })
      .post(`/store/carts/${cart.id}/complete`, undefined);
    expect(placed.status).toBe(200);
    const order = placed.body.data as { id: string; display_id: number; currency_code: string };

    const [confirmation] = await mailsTo('acheteur@example.com');
    expect(confirmation?.subject).toBe(`Commande #${order.display_id} confirmée`);
    const lines = confirmation!.text.split(/\r?\n/);
    expect(lines).toContain(`Merci pour votre commande #${order.display_id}.`);
    expect(lines).toContain(`Total\u00a0: ${money(cart.total, order.currency_code, 'fr')}`);
    expect(lines).toContain('Adresse de livraison\u00a0:');
    expect(confirmation!.text).not.toContain('Thank you');

    const canceled = await org.admin.post(`/admin/orders/${order.id}/cancel`, undefined);
    expect(canceled.status).toBe(200);
    const mails = await mailsTo('acheteur@example.com');
    const cancelation = mails.find((mail) => mail.subject.includes('annulée'));
    expect(cancelation?.subject).toBe(`Commande #${order.display_id} annulée`);
    expect(cancelation?.text).toContain(`Votre commande #${order.display_id} a été annulée.`);
  });

  it('another store keeps writing English', async () => {
    const english = await createOrg(test);
    const product = await createProduct(test, english);
    const cart = await readyCart(test, english, {
      lines: [{ variantId: product.variantIds[0]!, quantity: 1 }],
      email: 'buyer-en@example.com',
    });
    const placed = await test
      .session({ 'x-publishable-api-key': english.publishableKeyId })
      .post(`/store/carts/${cart.id}/complete`, undefined);
    const [confirmation] = await mailsTo('buyer-en@example.com');
    expect(confirmation?.subject).toBe(`Order #${placed.body.data.display_id} confirmed`);
    expect(confirmation?.text).toContain('We will write again when it ships.');
  });
});
