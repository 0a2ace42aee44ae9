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
}
