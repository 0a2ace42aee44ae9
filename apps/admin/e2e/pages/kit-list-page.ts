import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Any list screen built on the admin's list kit (`ListView` over a `DataTable`): its heading,
 * search box, table named after the list, rows by title, row checkboxes and pages. Area page
 * objects extend it with what only their screen has.
 */
export class KitListPage {
  constructor(
    readonly page: Page,
    /** The screen's path under /app (`/a/collections`). */
    readonly path: string,
    /** The h1, which also names the table. */
    readonly heading: string,
    /** The search box's label. */
    readonly searchLabel: string,
    /** The table's name when it differs from the heading. */
    readonly tableName: string = heading,
  ) {}

  async goto(query = '') {
    await this.page.goto(`/app${this.path}${query ? `?${query}` : ''}`);
    await expect(this.page.getByRole('heading', { level: 1, name: this.heading })).toBeVisible();
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: this.tableName });
  }

  get search(): Locator {
    return this.page.getByRole('searchbox', { name: this.searchLabel });
  }

  /** Types a search and waits until the URL carries it (the list reads the URL). */
  async searchFor(text: string) {
    await this.search.fill(text);
    await expect(this.page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text)}(&|$)`));
  }

  /** The title links in the table, in order. */
  async expectTitles(titles: string[]) {
    await expect(this.table.getByRole('link')).toHaveText(titles);
  }

  row(title: string): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  async open(title: string) {
    await this.table.getByRole('link', { name: title, exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  async select(title: string) {
    await this.table.getByRole('checkbox', { name: `Select ${title}` }).check();
  }

  /** Sorts by a column through its header (the server sorts; the URL keeps `order`). */
  async sortBy(column: string) {
    await this.table.getByRole('columnheader', { name: column }).getByRole('button').click();
  }

  get nextPage(): Locator {
    return this.page.getByRole('button', { name: 'Next', exact: true });
  }
}
