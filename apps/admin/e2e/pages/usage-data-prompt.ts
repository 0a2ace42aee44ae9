import { expect, type Page } from '@playwright/test';

/**
 * The 'Help us get better' overlay a brand-new user meets about a second after signing in:
 * continue with the defaults so the test can go on with its own subject.
 */
export async function acceptUsageDataPrompt(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Help us get better' });
  await expect(dialog).toBeVisible({ timeout: 5000 });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
}
