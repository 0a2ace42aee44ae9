import { expect, type Locator, type Page } from '@playwright/test';

export type DropPosition = 'before' | 'inside' | 'after';

/** /app/a/product-categories: the tree, its rows, dragging and the Move menu. */
export class CategoryTreePage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/app/a/product-categories');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  }

  /** Creates a category through the create modal, at the top level. */
  async create(name: string) {
    await this.page.getByRole('main').getByRole('link', { name: 'Create category' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Create category' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Create category' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.row(name)).toBeVisible();
  }

  /** The row of a category, by its exact name. */
  row(name: string): Locator {
    return this.page
      .locator('[data-category-row]')
      .filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  /** The names in one list of the tree (`Category tree`, `Subcategories of X`), in order. */
  async namesIn(list: string): Promise<string[]> {
    const level = this.page.getByRole('list', { name: list, exact: true });
    return level.locator(':scope > li > [data-category-row] a').allTextContents();
  }

  /**
   * Drags `name` by its handle onto the row `onto` with a real mouse: its top edge (before),
   * middle (inside) or bottom edge (after). Resolves when the server has answered the move.
   */
  async drag(name: string, onto: string, position: DropPosition) {
    const handle = this.row(name).locator('[data-drag-handle]');
    const target = this.row(onto);
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    const mouse = this.page.mouse;
    await mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await mouse.down();
    // Past the sensor's 6 px activation distance, then across to the target in small steps.
    await mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 12, { steps: 4 });
    const share = position === 'before' ? 0.1 : position === 'after' ? 0.9 : 0.5;
    await mouse.move(to.x + to.width / 3, to.y + to.height * share, { steps: 12 });
    await expect(target).toHaveAttribute('data-drop-position', position);
    const saved = this.page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        /\/admin\/product-categories\/[^/]+$/.test(new URL(response.url()).pathname),
    );
    await mouse.up();
    expect((await saved).status()).toBe(200);
  }

  /** Picks an item of a row's Move menu (keyboard-reachable); resolves when the move is saved. */
  async moveWithMenu(name: string, item: string) {
    await this.page.getByRole('button', { name: `Move ${name}`, exact: true }).click();
    const saved = this.page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        /\/admin\/product-categories\/[^/]+$/.test(new URL(response.url()).pathname),
    );
    await this.page.getByRole('button', { name: item, exact: true }).click();
    expect((await saved).status()).toBe(200);
  }
}
