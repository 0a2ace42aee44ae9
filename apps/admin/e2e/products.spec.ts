import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from './environment.js';
import { LoginPage } from './pages/login-page.js';
import { ProductCreatePage } from './pages/product-create-page.js';
import { ProductDetailPage } from './pages/product-detail-page.js';

/** A small solid-colour PNG, written byte by byte (signature, IHDR, IDAT, IEND chunks). */
function makePng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = table[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array(width).fill(rgb).flat())]);
  const pixels = Buffer.concat(Array(height).fill(row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface StoreProduct {
  id: string;
  title: string;
  variants: { title: string; prices?: { currency_code: string; amount: number }[] }[];
}

test('create a product with options, variants, prices and an image; edit a price in the grid; publish it; the store sells it at the new price', async ({
  page,
  request,
}) => {
  // One long journey through three screens and the store API.
  test.setTimeout(90_000);
  const stamp = Date.now();
  const title = `E2E Tee ${stamp}`;

  await page.goto('/app/login');
  await new LoginPage(page).login(E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/app\/a$/);

  // Create: two options make four variants, each with a SKU and a USD price, plus an image.
  const create = new ProductCreatePage(page);
  await create.open();
  await create.fillGeneral(title);
  await expect(create.dialog.getByLabel('Handle')).toHaveValue(`e2e-tee-${stamp}`);
  await create.addOption('Size', ['S', 'M']);
  await create.addOption('Color', ['Black', 'White']);
  const variants = ['S / Black', 'S / White', 'M / Black', 'M / White'];
  await expect(create.dialog.getByLabel(/^SKU of /)).toHaveCount(4);
  for (const [index, variant] of variants.entries()) {
    await create.setVariant(variant, { sku: `TEE-${stamp}-${index}`, price: `${19 + index}.99` });
  }
  await create.uploadImage('tee.png', makePng(8, 8, [200, 30, 60]));
  await create.submit();

  const detail = new ProductDetailPage(page);
  await detail.expectLoaded(title);
  await expect(page.getByText(`Product “${title}” created`)).toBeVisible();
  await expect(detail.gridCell('Price USD', 'S / Black')).toHaveText('19.99');
  await expect(page.getByRole('img', { name: 'Image 1' })).toBeVisible();

  // Find it in the list by search and open it.
  await page.goto('/app/a/products');
  await page.getByLabel('Search products').fill(title);
  // The search runs after a pause in typing; wait for it, so the click is not overtaken by it.
  await expect(page).toHaveURL(/[?&]q=/);
  await page.getByRole('link', { name: title }).click();
  await detail.expectLoaded(title);

  // Change one price in the grid, save, then publish.
  await detail.editGridCell('Price USD', 'S / Black', '24.50');
  await detail.saveGrid();
  await expect(page.getByText('1 variant saved')).toBeVisible();
  await expect(detail.gridCell('Price USD', 'S / Black')).toHaveText('24.50');
  await expect(detail.gridCell('Price USD', 'S / Black')).not.toHaveAttribute('data-dirty');
  await detail.publish();
  await expect(page.getByText('Product published')).toBeVisible();

  // The storefront, through the store's publishable key, sells it at the new price.
  const token = await request.post('/admin/auth/token', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(token.status()).toBe(200);
  const { access_token } = (await token.json()) as { access_token: string };
  const keys = await request.get('/admin/publishable-api-keys', {
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(keys.status()).toBe(200);
  const { publishable_api_keys } = (await keys.json()) as {
    publishable_api_keys: { id: string; revoked_at: string | null }[];
  };
  const key = publishable_api_keys.find((entry) => entry.revoked_at === null);
  expect(key, 'the store has a live publishable key').toBeDefined();

  const listed = await request.get(`/store/products?q=${encodeURIComponent(title)}`, {
    headers: { 'x-publishable-api-key': key!.id },
  });
  expect(listed.status()).toBe(200);
  const { products } = (await listed.json()) as { products: StoreProduct[] };
  const product = products.find((entry) => entry.title === title);
  expect(product, 'the published product is in the store').toBeDefined();
  const byTitle = new Map(product!.variants.map((variant) => [variant.title, variant]));
  expect([...byTitle.keys()].sort()).toEqual([...variants].sort());
  const usd = (variant: string) =>
    byTitle.get(variant)?.prices?.find((price) => price.currency_code === 'usd')?.amount;
  expect(usd('S / Black')).toBe(2450);
  expect(usd('S / White')).toBe(2099);
  expect(usd('M / White')).toBe(2299);
});

test('a taken handle is reported on the handle field; duplicate makes a draft copy; delete asks first', async ({
  page,
}) => {
  const title = `E2E Mug ${Date.now()}`;
  await page.goto('/app/login');
  await new LoginPage(page).login(E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/app\/a$/);

  const create = new ProductCreatePage(page);
  await create.open();
  await create.fillGeneral(title);
  await create.submit();
  const detail = new ProductDetailPage(page);
  await detail.expectLoaded(title);
  const originalUrl = page.url();

  // The same title makes the same handle: the server's 422 lands on the handle field.
  await create.open();
  await create.fillGeneral(title);
  await create.submit();
  const handle = create.dialog.getByRole('textbox', { name: 'Handle' });
  await expect(handle).toHaveAttribute('aria-invalid', 'true');
  await expect(
    create.dialog.getByText(/^Product with handle .* already exists\.$/).first(),
  ).toBeVisible();
  await create.dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(create.dialog).toBeHidden();

  // Duplicate: a draft copy with its own page.
  await page.goto(originalUrl);
  await detail.expectLoaded(title);
  await page.getByRole('button', { name: 'Duplicate' }).click();
  await detail.expectLoaded(`${title} (copy)`);
  expect(page.url()).not.toBe(originalUrl);
  await expect(page.getByRole('switch', { name: 'Published' })).not.toBeChecked();

  // Delete the copy, after confirming.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${title} (copy)?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/app\/a\/products$/);
  await expect(page.getByText(`Product “${title} (copy)” deleted`)).toBeVisible();
});

test('organise a product and add a variant from its page', async ({ page, request }) => {
  const title = `E2E Cap ${Date.now()}`;
  await page.goto('/app/login');
  await new LoginPage(page).login(E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/app\/a$/);

  const create = new ProductCreatePage(page);
  await create.open();
  await create.fillGeneral(title);
  await create.addOption('Size', ['S']);
  await create.submit();
  const detail = new ProductDetailPage(page);
  await detail.expectLoaded(title);
  const id = /\/products\/(prod_[^/]+)$/.exec(page.url())![1]!;

  // Type and tags from the general information modal, shown on the page once saved.
  await detail.organise({ type: 'E2E Caps', tags: ['summer', 'e2e'] });
  await expect(page.getByText('Product saved')).toBeVisible();
  const general = page.getByRole('region', { name: 'General information' });
  await expect(general.getByText('E2E Caps', { exact: true })).toBeVisible();
  await expect(general.getByText('e2e, summer')).toBeVisible();

  // A second size, priced, appears in the grid.
  await detail.addVariant({ options: { Size: 'XL' }, sku: `CAP-${id}-XL`, prices: { USD: '30' } });
  await expect(page.getByText('Variant added')).toBeVisible();
  await expect(detail.gridCell('Price USD', 'XL')).toHaveText('30.00');

  const token = await request.post('/admin/auth/token', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const saved = await request.get(`/admin/products/${id}`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  const { product } = (await saved.json()) as {
    product: {
      type: { value: string } | null;
      tags: { value: string }[];
      variants: { title: string; sku: string | null; prices: { amount: number }[] }[];
    };
  };
  expect(product.type?.value).toBe('E2E Caps');
  expect(product.tags.map((tag) => tag.value).sort()).toEqual(['e2e', 'summer']);
  const added = product.variants.find((variant) => variant.title === 'XL');
  expect(added?.sku).toBe(`CAP-${id}-XL`);
  expect(added?.prices.map((price) => price.amount)).toEqual([3000]);
});
