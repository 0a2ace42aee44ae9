import { expect, test } from '@playwright/test';
import { inviteColleague, lastMailLink } from './environment.js';

test('a new user is asked about usage data once, opts out, and is not asked again', async ({
  page,
  baseURL,
}) => {
  const email = `consent.${Date.now()}@team.test`;
  await inviteColleague(baseURL!, email);
  await page.goto(lastMailLink(email));
  await page.getByLabel('First name').fill('Noor');
  await page.getByLabel('Last name').fill('Privacy');
  await page.getByLabel('Password').fill('consent-password');
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(/\/app\/a$/);

  // The overlay waits about a second (SPEC: 1000 ms) before it shows.
  const shownAfter = Date.now();
  const dialog = page.getByRole('dialog', { name: 'Help us get better' });
  await expect(dialog).toBeVisible({ timeout: 5000 });
  expect(Date.now() - shownAfter).toBeGreaterThanOrEqual(700);

  const anonymize = dialog.getByRole('switch', { name: 'Anonymize my usage data' });
  const optOut = dialog.getByRole('switch', { name: 'Opt out of sharing my usage data' });
  await anonymize.click();
  await expect(anonymize).toBeChecked();
  // Opting out turns anonymize off and greys it out.
  await optOut.click();
  await expect(optOut).toBeChecked();
  await expect(anonymize).not.toBeChecked();
  await expect(anonymize).toBeDisabled();

  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Your preferences were successfully updated')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page).toHaveURL(/\/app\/a$/);
  // Well past the 1000 ms delay: still no question.
  await page.waitForTimeout(2500);
  await expect(dialog).toBeHidden();
});
