import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from './environment.js';
import { LoginPage } from './pages/login-page.js';

/** The template the import dialog offers, as the dashboard serves it. */
const TEMPLATE = readFileSync(
  fileURLToPath(new URL('../public/templates/product-import-template.csv', import.meta.url)),
  'utf8',
);

/**
 * 50 rows in the template's columns: 25 products with two variants each (Size S and M), each
 * with a run-specific handle so the test can run again on the same server.
 */
function fiftyRows(run: string): string {
  const [header] = TEMPLATE.split('\n');
  const columns = header!.split(',');
  const rows = Array.from({ length: 50 }, (_, index) => {
    const product = Math.floor(index / 2) + 1;
    const size = index % 2 === 0 ? 'S' : 'M';
    const values: Record<string, string> = {
      'Product Handle': `import-${run}-${product}`,
      'Product Title': `Imported ${run} ${product}`,
      'Product Status': 'published',
      'Product Type': 'Imported',
      'Variant Title': size,
      'Variant SKU': `IMP-${run}-${product}-${size}`.toUpperCase(),
      'Variant Inventory Quantity': String(product),
      'Variant Allow Backorder': 'false',
      'Variant Manage Inventory': 'true',
      'Option 1 Name': 'Size',
      'Option 1 Value': size,
      'Price USD': `${product}.99`,
    };
    return columns.map((column) => values[column] ?? '').join(',');
  });
  return [header, ...rows].join('\n') + '\n';
}

async function api(baseURL: string): Promise<APIRequestContext> {
  const anonymous = await request.newContext({ baseURL });
  const token = await anonymous.post('/admin/auth/token', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const { access_token } = (await token.json()) as { access_token: string };
  return request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${access_token}` },
  });
}

async function logIn(page: Page) {
  await page.goto('/app/login');
  const login = new LoginPage(page);
  await login.login(E2E_ADMIN.email, E2E_ADMIN.password);
  await login.expectSignedIn(E2E_ADMIN.email);
}

test.describe('product import and export', () => {
  test('imports a 50-row CSV in the template format, watching the progress to the toast', async ({
    page,
    baseURL,
  }) => {
    const run = Date.now().toString(36);
    await logIn(page);
    await page.goto('/app/a/products/import');
    const dialog = page.getByRole('dialog', { name: 'Import products' });
    await expect(dialog.getByRole('link', { name: 'Download the template' })).toHaveAttribute(
      'href',
      '/app/templates/product-import-template.csv',
    );
    await dialog.getByLabel('CSV file to import').setInputFiles({
      name: 'products.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(fiftyRows(run)),
    });
    await dialog.getByRole('button', { name: 'Upload and check' }).click();

    await expect(dialog.getByText('The file is checked.', { exact: false })).toBeVisible({
      timeout: 30_000,
    });
    await expect(dialog.getByText(/25 products will be created/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();

    // The progress bar while it runs, then the batch-job toast of the poller.
    await expect(
      dialog
        .getByRole('progressbar', { name: 'Import progress' })
        .or(dialog.getByText('The import is complete.'))
        .first(),
    ).toBeVisible();
    await expect(dialog.getByText('The import is complete.')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Product import batch job completed')).toBeVisible({
      timeout: 70_000,
    });

    const admin = await api(baseURL!);
    const found = await admin.get(`/admin/products?q=import-${run}&limit=100`);
    const body = (await found.json()) as { count: number; products: { variants: unknown[] }[] };
    expect(body.count).toBe(25);
    expect(body.products.every((product) => product.variants.length === 2)).toBe(true);
  });

  test('exports the products and downloads the file from the activity drawer', async ({ page }) => {
    await logIn(page);
    await page.goto('/app/a/products');
    await page.getByRole('button', { name: 'Export' }).click();
    await expect(page.getByText('Export started')).toBeVisible();
    await expect(page.getByText('Product export batch job completed')).toBeVisible({
      timeout: 70_000,
    });

    await page.getByRole('button', { name: 'Activity' }).click();
    const drawer = page.getByRole('dialog', { name: 'Activity' });
    const item = drawer.getByRole('listitem').filter({ hasText: 'Product export' }).first();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      item.getByRole('button', { name: 'Download' }).click(),
    ]);
    const file = await download.path();
    const text = readFileSync(file, 'utf8');
    expect(text.split('\n')[0]).toMatch(/^Product Handle,Product Title,/);
    expect(text.split('\n').length).toBeGreaterThan(2);
  });
});
