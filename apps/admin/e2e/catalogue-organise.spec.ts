import { expect, request, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from './environment.js';
import { CategoryTreePage } from './pages/category-tree-page.js';
import { KitListPage } from './pages/kit-list-page.js';
import { LoginPage } from './pages/login-page.js';

interface TreeNode {
  id: string;
  name: string;
  rank: number;
  parent_category_id: string | null;
  category_children?: TreeNode[];
}

/** The e2e admin's API, with a bearer token (for setting up data and checking results). */
async function adminApi(baseURL: string) {
  const api = await request.newContext({ baseURL });
  const token = await api.post('/admin/auth/token', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(token.status()).toBe(200);
  const { access_token } = (await token.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${access_token}` };
  return {
    async createProduct(title: string): Promise<string> {
      const created = await api.post('/admin/products', { data: { title }, headers });
      expect(created.status()).toBe(200);
      return ((await created.json()) as { product: { id: string } }).product.id;
    },
    async get<T>(path: string): Promise<T> {
      const answer = await api.get(path, { headers });
      expect(answer.status()).toBe(200);
      return (await answer.json()) as T;
    },
    dispose: () => api.dispose(),
  };
}

async function logIn(page: Page) {
  await page.goto('/app/login');
  const login = new LoginPage(page);
  await login.login(E2E_ADMIN.email, E2E_ADMIN.password);
  // The first login after the server starts can be slow (password hashing on a busy machine).
  await expect(page).toHaveURL(/\/app\/a$/, { timeout: 20_000 });
  await login.expectSignedIn(E2E_ADMIN.email);
}

test.describe('organising the catalogue', () => {
  // Each test walks a whole task (several screens, a handful of saves).
  test.describe.configure({ timeout: 90_000 });

  test('a collection: create it, a taken handle lands on its field, add a product', async ({
    page,
    baseURL,
  }) => {
    const stamp = Date.now();
    const api = await adminApi(baseURL!);
    const productTitle = `Linen shirt ${stamp}`;
    const productId = await api.createProduct(productTitle);
    await logIn(page);

    await page.getByRole('complementary').getByRole('link', { name: 'Collections' }).click();
    await expect(page).toHaveURL(/\/app\/a\/collections$/);
    await page.getByRole('main').getByRole('link', { name: 'Create collection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create collection' });
    await dialog.getByLabel('Title').fill(`Summer ${stamp}`);
    await dialog.getByLabel('Handle').fill(`summer-${stamp}`);
    await dialog.getByRole('button', { name: 'Create collection' }).click();
    await expect(page).toHaveURL(/\/app\/a\/collections\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Summer ${stamp}` })).toBeVisible();
    const collectionId = new URL(page.url()).pathname.split('/').pop()!;

    // The same handle again: the server's 422 duplicate_error shows on the Handle field.
    await page.goto('/app/a/collections/new');
    const again = page.getByRole('dialog', { name: 'Create collection' });
    await again.getByLabel('Title').fill(`Summer again ${stamp}`);
    await again.getByLabel('Handle').fill(`summer-${stamp}`);
    await again.getByRole('button', { name: 'Create collection' }).click();
    // A duplicate is not retried (only a 409 state conflict is), so the form shows it at once.
    await expect(again.getByLabel('Handle')).toHaveAttribute('aria-invalid', 'true');
    await expect(again.getByText('Another collection already uses this handle.')).toBeVisible();
    await again.getByRole('button', { name: 'Cancel' }).click();
    await expect(again).toBeHidden();

    // The list finds it by search (kept in the URL); on a phone the rows are stacked cards.
    const list = new KitListPage(page, '/a/collections', 'Collections', 'Search collections');
    await list.searchFor(`summer-${stamp}`);
    await expect(list.table.getByRole('row')).toHaveCount(2);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(list.table).toHaveCount(0);
    await expect(
      page
        .getByRole('list', { name: 'Collections' })
        .getByRole('link', { name: `Summer ${stamp}` }),
    ).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 720 });
    // Its page adds the product through the picker.
    await list.open(`Summer ${stamp}`);
    await page.getByRole('button', { name: 'Add products' }).click();
    const picker = page.getByRole('dialog', { name: 'Add products' });
    await picker.getByLabel('Search products').fill(productTitle);
    await picker.getByLabel(productTitle).check();
    await picker.getByRole('button', { name: 'Add 1 product' }).click();
    await expect(picker).toBeHidden();
    const products = page.getByRole('region', { name: 'Products' });
    await expect(products.getByRole('link', { name: productTitle })).toBeVisible();
    await expect(products.getByText('1 product', { exact: true })).toBeVisible();

    const { collection } = await api.get<{ collection: { products: { id: string }[] } }>(
      `/admin/collections/${collectionId}`,
    );
    expect(collection.products.map((product) => product.id)).toEqual([productId]);
    await api.dispose();
  });

  test('categories: nest and reorder by dragging, move by keyboard, order kept by the API', async ({
    page,
    baseURL,
  }) => {
    const stamp = Date.now();
    const apparel = `Apparel ${stamp}`;
    const shoes = `Shoes ${stamp}`;
    const bags = `Bags ${stamp}`;
    const api = await adminApi(baseURL!);
    await logIn(page);
    const tree = new CategoryTreePage(page);
    await tree.goto();
    for (const name of [apparel, shoes, bags]) await tree.create(name);
    const mine = (names: string[]) => names.filter((name) => name.endsWith(String(stamp)));
    expect(mine(await tree.namesIn('Category tree'))).toEqual([apparel, shoes, bags]);

    /** The top level and Apparel's children as the API answers them, ours only. */
    const fromApi = async () => {
      const { product_categories } = await api.get<{ product_categories: TreeNode[] }>(
        '/admin/product-categories?parent_category_id=null&include_descendants_tree=true',
      );
      const roots = product_categories.filter((node) => node.name.endsWith(String(stamp)));
      expect(roots.map((node) => node.rank)).toEqual(
        [...roots.map((node) => node.rank)].sort((a, b) => a - b),
      );
      const apparelNode = roots.find((node) => node.name === apparel);
      return {
        roots: roots.map((node) => node.name),
        apparel: (apparelNode?.category_children ?? []).map((node) => node.name),
      };
    };

    // 1. A real drag onto the middle of Apparel nests Bags inside it.
    await tree.drag(bags, apparel, 'inside');
    await expect.poll(async () => tree.namesIn(`Subcategories of ${apparel}`)).toEqual([bags]);

    // 2. A real drag onto the top edge of Apparel puts Shoes before it.
    await tree.drag(shoes, apparel, 'before');
    await expect
      .poll(async () => mine(await tree.namesIn('Category tree')))
      .toEqual([shoes, apparel]);
    expect(await fromApi()).toEqual({ roots: [shoes, apparel], apparel: [bags] });

    // With a subcategory, Apparel cannot be deleted: the dialog shows the server's reason.
    await page.getByRole('link', { name: apparel, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: apparel })).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${apparel}?` });
    await confirm.getByRole('button', { name: 'Delete category' }).click();
    await expect(confirm.getByRole('alert')).toContainText('has child categories');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await tree.goto();

    // 3. The keyboard route: Bags out of Apparel (after it), then Apparel up above Shoes.
    await tree.moveWithMenu(bags, `Move out of ${apparel}`);
    await expect(page.getByRole('button', { name: `Move ${bags}`, exact: true })).toBeFocused();
    await tree.moveWithMenu(apparel, 'Move up');
    await expect
      .poll(async () => mine(await tree.namesIn('Category tree')))
      .toEqual([apparel, shoes, bags]);
    expect(await fromApi()).toEqual({ roots: [apparel, shoes, bags], apparel: [] });

    // The tree reads the same after a reload.
    await page.reload();
    await expect
      .poll(async () => mine(await tree.namesIn('Category tree')))
      .toEqual([apparel, shoes, bags]);
    await api.dispose();
  });
});
