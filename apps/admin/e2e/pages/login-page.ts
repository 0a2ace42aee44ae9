import { expect, type Page } from '@playwright/test';

/** /app/login. */
export class LoginPage {
  constructor(readonly page: Page) {}

  async login(email: string, password: string) {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Continue' }).click();
  }

  async expectSignedIn(email: string) {
    await expect(this.page).toHaveURL(/\/app\/a$/);
    await expect(this.page.getByText(`Signed in as ${email}`)).toBeVisible();
  }
}
