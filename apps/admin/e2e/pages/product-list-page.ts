import { expect, type Locator, type Page } from '@playwright/test';
import { KitListPage } from './kit-list-page.js';

/** /app/a/products: the products table with its search, filters, saved views and bulk bar. */
export class ProductListPage extends KitListPage {
  constructor(page: Page) {
    super(page, '/a/products', 'Products', 'Search products');
  }

  get bulkBar(): Locator {
    return this.page.getByRole('region', { name: 'Actions on the selected products' });
  }

  /** The product title links in the table, in order. */
  async titles(): Promise<string[]> {
    return this.table.getByRole('link').allInnerTexts();
  }

  async selectAllOnPage() {
    await this.table.getByRole('checkbox', { name: 'Select all products on this page' }).check();
  }

  async saveView(name: string) {
    await this.page.getByRole('button', { name: 'Save view' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Save this view' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }

  async applyView(name: string) {
    await this.page.getByRole('button', { name: /^View/ }).click();
    await this.page
      .getByRole('dialog', { name: 'Saved views' })
      .getByRole('button', { name, exact: true })
      .click();
  }
}
