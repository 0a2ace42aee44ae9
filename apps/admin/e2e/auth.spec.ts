import { expect, test } from '@playwright/test';

const EMAIL = 'e2e-admin@example.com';
const PASSWORD = 'e2e-secret-123';
const STORE_NAME = 'E2E Store';

test.describe('admin sign-in', () => {
  test('wrong password, login, reload, logout', async ({ page }) => {
    // The landing page says what Storedesk is and leads to login and sign-up.
    await page.goto('/app/');
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/app/sign-up-org',
    );
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).last().click();
    await expect(page).toHaveURL(/\/app\/login$/);

    // Wrong password: the server's message, and we stay on the login page.
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
    await expect(page).toHaveURL(/\/app\/login$/);
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();

    // The right password lands on the dashboard.
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/app\/a$/);
    await expect(page.getByText(`Signed in as ${EMAIL}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: STORE_NAME })).toBeVisible();

    // A signed-in visitor to the landing page goes straight to the dashboard.
    await page.goto('/app/');
    await expect(page).toHaveURL(/\/app\/a$/);

    // The session survives a reload.
    await page.reload();
    await expect(page).toHaveURL(/\/app\/a$/);
    await expect(page.getByText(`Signed in as ${EMAIL}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: STORE_NAME })).toBeVisible();

    // Log out returns to login, and the dashboard is closed afterwards.
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/app\/login$/);
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();

    await page.goto('/app/a');
    await expect(page).toHaveURL(/\/app\/login$/);
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test('an unknown page shows not found', async ({ page }) => {
    await page.goto('/app/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
