import { expect, test, type Page } from '@playwright/test';
import { adminApi, signInAdminOnce } from './admin-session.js';
import { KitListPage } from './pages/kit-list-page.js';

signInAdminOnce('customers');

/** Set CUSTOMERS_SCREENSHOTS=/some/dir to keep screenshots of the screens for a look. */
const SCREENSHOTS = process.env.CUSTOMERS_SCREENSHOTS;
async function snap(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

interface ListedCustomer {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
}

test('customers: search the list, open a customer and change their name', async ({
  page,
  baseURL,
}) => {
  const api = await adminApi(baseURL!);
  const stamp = Date.now().toString(36);
  for (const [first, last] of [
    ['Ada', 'Lovelace'],
    ['Grace', 'Hopper'],
  ] as const) {
    const created = await api.post('/admin/customers', {
      data: {
        email: `${first.toLowerCase()}-${stamp}@example.com`,
        first_name: first,
        last_name: `${last} ${stamp}`,
        password: 'secret123',
      },
    });
    expect(created.status()).toBe(201);
  }

  const list = new KitListPage(page, '/a/customers', 'Customers', 'Search customers');
  await list.goto();
  await list.searchFor(stamp);
  await list.expectTitles([`Grace Hopper ${stamp}`, `Ada Lovelace ${stamp}`]);
  await expect(list.row(`Ada Lovelace ${stamp}`)).toContainText(`ada-${stamp}@example.com`);
  await expect(list.row(`Ada Lovelace ${stamp}`)).toContainText('Account');
  await snap(page, 'customers-list-1280');

  await list.searchFor(`ada-${stamp}`);
  await list.expectTitles([`Ada Lovelace ${stamp}`]);
  // On a phone the rows are stacked cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(list.table).toHaveCount(0);
  await expect(
    page.getByRole('list', { name: 'Customers' }).getByRole('link', {
      name: `Ada Lovelace ${stamp}`,
    }),
  ).toBeVisible();
  await snap(page, 'customers-list-390');
  await page.setViewportSize({ width: 1280, height: 720 });

  await list.open(`Ada Lovelace ${stamp}`);
  await expect(page.getByRole('region', { name: 'Orders' })).toContainText('No orders yet.');
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit customer' });
  await expect(dialog.getByLabel('Email')).toHaveAttribute('readonly', '');
  await dialog.getByLabel('First name').fill('Augusta Ada');
  await dialog.getByLabel('Phone').fill('+44 20 7946 0000');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('heading', { level: 1, name: `Augusta Ada Lovelace ${stamp}` }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('+44 20 7946 0000');

  // A note for the team: an empty one is refused, a written one stays after a reload.
  const notes = page.getByRole('region', { name: 'Notes' });
  await expect(notes).toContainText('No notes yet.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes).toContainText('Write the note first.');
  await notes.getByLabel('Add a note').fill(`Prefers a call after 5 pm ${stamp}`);
  await notes.getByRole('button', { name: 'Add note' }).click();
  const listed = notes.getByRole('list', { name: 'Notes' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(notes.getByLabel('Add a note')).toHaveValue('');
  await page.reload();
  await expect(listed).toHaveCount(1);
  await expect(listed.first()).toContainText(`Prefers a call after 5 pm ${stamp}`);
  await expect(listed.first()).toContainText(' · ');
  await snap(page, 'customer-detail-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(listed.first()).toBeVisible();
  await snap(page, 'customer-detail-390');
  await page.setViewportSize({ width: 1280, height: 720 });

  const saved = await api.get(`/admin/customers?q=${encodeURIComponent(`ada-${stamp}`)}`);
  const { customers } = (await saved.json()) as { customers: ListedCustomer[] };
  expect(customers.map(({ first_name, email }) => ({ first_name, email }))).toEqual([
    { first_name: 'Augusta Ada', email: `ada-${stamp}@example.com` },
  ]);
});
