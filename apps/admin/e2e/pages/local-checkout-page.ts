import { expect, type Page } from '@playwright/test';

export const PAYING_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

/** The local payment provider's hosted checkout (/checkout/local/{id}, outside the SPA). */
export class LocalCheckoutPage {
  constructor(readonly page: Page) {}

  async expectOpen() {
    await expect(this.page).toHaveURL(/\/checkout\/local\/cs_local_[\w-]+$/);
  }

  async pay(options: { card: string; name: string; amount: string }) {
    const year = (new Date().getFullYear() + 3) % 100;
    await this.page.getByLabel('Card number').fill(options.card);
    await this.page.getByLabel('Expiry').fill(`12 / ${year}`);
    await this.page.getByLabel('CVC').fill('123');
    await this.page.getByLabel('Name on card').fill(options.name);
    await this.page.getByRole('button', { name: `Pay ${options.amount}` }).click();
  }
}
