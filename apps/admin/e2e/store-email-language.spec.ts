import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { adminApi, signInAdminOnce } from './admin-session.js';

/**
 * Settings → Store details: the language of customer emails (the store's `default_locale`, in
 * which the order mails are written) is chosen among the 21 languages, each in its own name, and
 * saved with the store.
 */

const SCREENSHOTS = fileURLToPath(new URL('../../../test-results/', import.meta.url));

signInAdminOnce('store-email-language');

// Back to English whatever happens: the specs after this one read the order mails in English.
test.afterEach(async ({ baseURL }) => {
  const api = await adminApi(baseURL!);
  await api.post('/admin/store', { data: { default_locale: 'en' } });
  await api.dispose();
});

test('chooses the language of customer emails and keeps it', async ({ page, baseURL }) => {
  const api = await adminApi(baseURL!);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/app/a/settings/store-details');
  const language = page.getByLabel('Language of customer emails');
  await expect(language).toHaveValue('en');
  await expect(language.locator('option')).toHaveCount(21);
  await page.screenshot({ path: `${SCREENSHOTS}store-email-language-desktop.png`, fullPage: true });

  await language.selectOption({ label: 'Deutsch' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Store details saved.')).toBeVisible();
  expect((await (await api.get('/admin/store')).json()).store.default_locale).toBe('de');
  await page.reload();
  await expect(page.getByLabel('Language of customer emails')).toHaveValue('de');

  // Phone width: the select and its hint fit the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByLabel('Language of customer emails')).toBeVisible();
  // (Expressions as text: this file is type-checked without the DOM's types.)
  const overflow = await page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENSHOTS}store-email-language-phone.png`, fullPage: true });
  await api.dispose();
});
