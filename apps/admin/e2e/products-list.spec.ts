import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from './environment.js';
import { LoginPage } from './pages/login-page.js';
import { ProductListPage } from './pages/product-list-page.js';

/** The admin API as the e2e admin, with a bearer token. */
async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const anonymous = await request.newContext({ baseURL });
  const token = await anonymous.post('/admin/auth/token', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(token.status()).toBe(200);
  const { access_token } = (await token.json()) as { access_token: string };
  await anonymous.dispose();
  return request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${access_token}` },
  });
}

test('products list: search, filter from the URL, a saved view, bulk publish and bulk delete', async ({
  page,
  baseURL,
}) => {
  // One long journey through the screen (about twenty page loads).
  test.setTimeout(120_000);
  const api = await adminApi(baseURL!);
  // One word no other test uses, so search and filters see only this test's products.
  const word = `zq${Date.now().toString(36)}`;
  const titles = { lamp: `Lamp ${word}`, desk: `Desk ${word}`, chair: `Chair ${word}` };
  const ids: string[] = [];
  for (const [index, title] of [titles.lamp, titles.desk, titles.chair].entries()) {
    const created = await api.post('/admin/products', {
      data: {
        title,
        status: 'draft',
        options: [{ title: 'Size' }],
        variants: [
          { title: 'S', inventory_quantity: index + 1, options: [{ value: 'S' }], prices: [] },
          { title: 'M', inventory_quantity: 10, options: [{ value: 'M' }], prices: [] },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    ids.push(((await created.json()) as { product: { id: string } }).product.id);
  }

  await page.goto('/app/login');
  await new LoginPage(page).login(E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/app\/a$/);

  const list = new ProductListPage(page);
  await list.goto();

  // Search: the URL follows the text once typing stops.
  await list.search.fill(word);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
  await expect(list.table.getByRole('link')).toHaveCount(3);
  await expect(list.row(titles.desk)).toContainText('12 in stock across 2 variants');
  // (The search is fuzzy on titles: one distinct word narrows it to that product.)
  await list.search.fill('lamp');
  await expect(page).toHaveURL(/[?&]q=lamp(&|$)/);
  await expect(list.table.getByRole('link', { name: titles.lamp })).toBeVisible();
  await expect(list.table.getByRole('link', { name: titles.desk })).toHaveCount(0);
  await expect(list.table.getByRole('link', { name: titles.chair })).toHaveCount(0);

  // Filters come from the URL: none of them is published yet, all three are drafts.
  await list.goto(`q=${word}&status=published`);
  await expect(
    page.getByRole('heading', { name: 'No products match this search and these filters' }),
  ).toBeVisible();
  await list.goto(`q=${word}&status=draft&order=title`);
  await expect(page.getByText('Status: Draft')).toBeVisible();
  await expect(list.search).toHaveValue(word);
  await list.expectTitles([titles.chair, titles.desk, titles.lamp]);

  // Save the view, leave it, reload, and come back to it from the saved views.
  const viewName = `Drafts ${word}`;
  await list.saveView(viewName);
  await expect(page.getByText(`View “${viewName}” saved`)).toBeVisible();
  await expect(page.getByRole('button', { name: `View: ${viewName}` })).toBeVisible();
  await list.goto();
  await page.reload();
  await list.applyView(viewName);
  await expect(page).toHaveURL(new RegExp(`\\?q=${word}&status=draft&order=title$`));
  await list.expectTitles([titles.chair, titles.desk, titles.lamp]);
  await page.reload();
  await list.expectTitles([titles.chair, titles.desk, titles.lamp]);

  // Bulk publish: they leave the drafts view, and show up as published.
  await list.selectAllOnPage();
  await expect(list.bulkBar).toContainText('3 products selected');
  await list.bulkBar.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('3 products published')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'No products match this search and these filters' }),
  ).toBeVisible();
  await list.goto(`q=${word}&status=published&order=title`);
  await list.expectTitles([titles.chair, titles.desk, titles.lamp]);
  await expect(list.table.getByText('Published')).toHaveCount(3);

  // Bulk delete asks first; Cancel keeps them, Delete removes them.
  await list.select(titles.lamp);
  await list.select(titles.desk);
  await list.bulkBar.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete 2 products?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await list.expectTitles([titles.chair, titles.desk, titles.lamp]);
  await list.bulkBar.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('2 products deleted')).toBeVisible();
  await list.expectTitles([titles.chair]);

  const left = await api.get(`/admin/products?q=${word}`);
  const body = (await left.json()) as {
    count: number;
    products: { title: string; status: string }[];
  };
  expect(body.count).toBe(1);
  expect(body.products[0]).toMatchObject({ title: titles.chair, status: 'published' });

  // Leave the store as it was.
  const views = (await (await api.get('/admin/views?resource=products')).json()) as {
    views: { id: string; name: string }[];
  };
  for (const view of views.views.filter((entry) => entry.name === viewName)) {
    expect((await api.delete(`/admin/views/${view.id}`)).status()).toBe(200);
  }
  expect((await api.delete(`/admin/products/${ids[2]}`)).status()).toBe(200);
  await api.dispose();
});
