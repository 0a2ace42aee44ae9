import { expect, test } from '@playwright/test';
import { E2E_ADMIN, inviteColleague, lastMailLink } from './environment.js';
import { acceptUsageDataPrompt } from './pages/usage-data-prompt.js';

test('a colleague accepts an invite, then resets a forgotten password from the emailed link', async ({
  page,
  baseURL,
}) => {
  const email = `colleague.${Date.now()}@team.test`;
  await inviteColleague(baseURL!, email);

  // The invite link (token in the fragment) opens the accept page.
  await page.goto(lastMailLink(email));
  await expect(page.getByRole('heading', { name: 'Join your team on Storedesk' })).toBeVisible();
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByText('Enter your first name.')).toBeVisible();
  await page.getByLabel('First name').fill('Casey');
  await page.getByLabel('Last name').fill('Colleague');
  await page.getByLabel('Password').fill('first-password');
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(/\/app\/a$/);
  await expect(page.getByRole('heading', { name: E2E_ADMIN.store })).toBeVisible();
  await acceptUsageDataPrompt(page);
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/\/app\/login$/);

  // Forgot the password: ask for a link, follow it, choose a new one.
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  await page.goto(lastMailLink(email));
  await page.getByLabel('New password', { exact: true }).fill('second-password');
  await page.getByLabel('Repeat the new password').fill('not-the-same');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('The two passwords are not the same.')).toBeVisible();
  await page.getByLabel('Repeat the new password').fill('second-password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to login' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('first-password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
  await page.getByLabel('Password').fill('second-password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/app\/a$/);
});
