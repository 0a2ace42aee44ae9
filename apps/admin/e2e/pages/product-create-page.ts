import { expect, type Page } from '@playwright/test';

/** The new-product focus modal, /app/a/products/new. */
export class ProductCreatePage {
  constructor(readonly page: Page) {}

  get dialog() {
    return this.page.getByRole('dialog', { name: 'New product' });
  }

  async open() {
    await this.page.goto('/app/a/products/new');
    await expect(this.dialog).toBeVisible();
  }

  async fillGeneral(title: string) {
    await this.dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  }

  /** Adds an option with its values (typed one by one, each confirmed with Enter). */
  async addOption(title: string, values: readonly string[]) {
    await this.dialog.getByRole('button', { name: 'Add option' }).click();
    const index = (await this.dialog.getByLabel('Option', { exact: true }).count()) - 1;
    await this.dialog.getByLabel('Option', { exact: true }).nth(index).fill(title);
    const valuesInput = this.dialog.getByLabel('Values', { exact: true }).nth(index);
    for (const value of values) {
      await valuesInput.fill(value);
      await valuesInput.press('Enter');
    }
  }

  async setVariant(
    variant: string,
    { sku, price, currency = 'USD' }: { sku: string; price: string; currency?: string },
  ) {
    await this.dialog.getByLabel(`SKU of ${variant}`).fill(sku);
    await this.dialog.getByLabel(`Price of ${variant} in ${currency}`).fill(price);
  }

  async uploadImage(name: string, buffer: Buffer) {
    await this.dialog
      .locator('input[type="file"]')
      .setInputFiles({ name, mimeType: 'image/png', buffer });
    await expect(this.dialog.getByRole('img', { name: 'Image 1' })).toBeVisible();
  }

  async submit() {
    await this.dialog.getByRole('button', { name: 'Create product' }).click();
  }
}
