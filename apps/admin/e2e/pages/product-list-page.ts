import { expect, type Locator, type Page } from '@playwright/test';

/** /app/a/products: the products table with its search, filters, saved views and bulk bar. */
export class ProductListPage {
  constructor(readonly page: Page) {}

  async goto(query = '') {
    await this.page.goto(`/app/a/products${query ? `?${query}` : ''}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: 'Products' });
  }

  get search(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search products' });
  }

  get bulkBar(): Locator {
    return this.page.getByRole('region', { name: 'Actions on the selected products' });
  }

  /** The product title links in the table, in order. */
  async titles(): Promise<string[]> {
    return this.table.getByRole('link').allInnerTexts();
  }

  async expectTitles(titles: string[]) {
    await expect(this.table.getByRole('link')).toHaveText(titles);
  }

  row(title: string): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('link', { name: title }) });
  }

  async select(title: string) {
    await this.table.getByRole('checkbox', { name: `Select ${title}` }).check();
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
