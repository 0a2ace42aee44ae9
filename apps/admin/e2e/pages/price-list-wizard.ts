import { expect, type Locator, type Page } from '@playwright/test';

/** The 'New price list' wizard at /app/a/pricing/new. */
export class PriceListWizard {
  readonly dialog: Locator;
  readonly next: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'New price list' });
    this.next = this.dialog.getByRole('button', { name: 'Next', exact: true });
    this.submit = this.dialog.getByRole('button', { name: 'Submit', exact: true });
  }

  async open() {
    await this.page.goto('/app/a/pricing');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Price lists' })).toBeVisible();
    await this.page.getByRole('link', { name: 'Create price list' }).click();
    await expect(this.dialog).toBeVisible();
  }

  async expectStep(current: number, total: number) {
    await expect(this.dialog.getByText(`Step ${current} of ${total}`)).toBeVisible();
  }

  /** Picks products by title in the picker the grid step opens. */
  async addProducts(...titles: string[]) {
    await this.dialog.getByRole('button', { name: 'Add products' }).click();
    const picker = this.page.getByRole('dialog', { name: 'Add products' });
    for (const title of titles) {
      await picker.getByRole('searchbox', { name: 'Search products' }).fill(title);
      await picker.getByRole('checkbox', { name: new RegExp(title) }).check();
    }
    await picker.getByRole('button', { name: /^Add \d+ products?$/ }).click();
    await expect(picker).toBeHidden();
  }

  priceCell(product: string, variant: string, currency: string): Locator {
    return this.dialog.getByRole('textbox', {
      name: `${product}, ${variant}: price in ${currency}`,
    });
  }
}
