import { expect, type Page } from '@playwright/test';

/** /app/a/products/:id. */
export class ProductDetailPage {
  constructor(readonly page: Page) {}

  async expectLoaded(title: string) {
    await expect(this.page).toHaveURL(/\/app\/a\/products\/prod_[^/]+$/);
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  gridCell(column: string, variant: string) {
    return this.page.getByRole('gridcell', { name: `${column} of ${variant}` });
  }

  /** Types a new value into a grid cell (Enter commits), then saves the grid. */
  async editGridCell(column: string, variant: string, value: string) {
    const cell = this.gridCell(column, variant);
    await cell.click();
    await this.page.keyboard.type(value);
    await this.page.keyboard.press('Enter');
    await expect(cell).toHaveText(value);
    await expect(cell).toHaveAttribute('data-dirty', 'true');
  }

  async saveGrid() {
    await this.page.getByRole('button', { name: 'Save prices and stock' }).click();
  }

  async publish() {
    const toggle = this.page.getByRole('switch', { name: 'Published' });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(toggle).toBeChecked();
  }

  /** Sets the type and adds tags in the general information modal, then saves. */
  async organise({ type, tags }: { type: string; tags: readonly string[] }) {
    await this.page
      .getByRole('region', { name: 'General information' })
      .getByRole('button', { name: 'Edit' })
      .click();
    const dialog = this.page.getByRole('dialog', { name: 'Edit general information' });
    await dialog.getByRole('combobox', { name: 'Type' }).fill(type);
    const tagInput = dialog.getByLabel('Tags', { exact: true });
    for (const tag of tags) {
      await tagInput.fill(tag);
      await tagInput.press('Enter');
    }
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }

  /** Adds a variant with a value per option, a SKU and prices (major units by currency). */
  async addVariant({
    options,
    sku,
    prices,
  }: {
    options: Record<string, string>;
    sku: string;
    prices: Record<string, string>;
  }) {
    await this.page.getByRole('button', { name: 'Add variant' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add a variant' });
    for (const [option, value] of Object.entries(options)) {
      await dialog.getByRole('combobox', { name: option }).fill(value);
    }
    await dialog.getByRole('textbox', { name: 'SKU' }).fill(sku);
    for (const [currency, price] of Object.entries(prices)) {
      await dialog.getByRole('textbox', { name: `Price ${currency}` }).fill(price);
    }
    await dialog.getByRole('button', { name: 'Add variant' }).click();
    await expect(dialog).toBeHidden();
  }
}
