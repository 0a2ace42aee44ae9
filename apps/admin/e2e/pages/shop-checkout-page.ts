import { expect, type Locator, type Page } from '@playwright/test';

/** /shop/{handle}/checkout: address, delivery and payment cards, and the order summary. */
export class ShopCheckoutPage {
  readonly delivery: Locator;
  readonly payment: Locator;
  readonly summary: Locator;
  readonly total: Locator;

  constructor(readonly page: Page) {
    this.delivery = page.getByRole('region', { name: 'Delivery', exact: true });
    this.payment = page.getByRole('region', { name: 'Payment', exact: true });
    this.summary = page.getByRole('complementary');
    this.total = page.getByTestId('checkout-total');
  }

  async expectOpen() {
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Checkout');
  }

  /** A shopper in San Francisco; continues to the delivery options. */
  async fillAddress(email: string) {
    const field = (name: string) => this.page.getByRole('textbox', { name, exact: true });
    await field('Email').fill(email);
    await field('First name').fill('Sam');
    await field('Last name').fill('Shopper');
    await field('Address').fill('1 Market Street');
    await field('Postal code').fill('94105');
    await field('City').fill('San Francisco');
    await this.page.getByRole('combobox', { name: 'Country' }).selectOption('us');
    await this.page.getByRole('button', { name: 'Continue' }).click();
  }

  /** Picks a delivery option by name and continues to payment. */
  async chooseDelivery(name: string) {
    await this.delivery.getByRole('radio', { name: new RegExp(name) }).check();
    await this.delivery.getByRole('button', { name: 'Continue' }).click();
  }
}
