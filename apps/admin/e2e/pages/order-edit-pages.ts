import { expect, type Locator, type Page } from '@playwright/test';
import { KitListPage } from './kit-list-page.js';

/** /app/a/order-edits: the order edits table with its search and saved views. */
export class OrderEditListPage extends KitListPage {
  constructor(page: Page) {
    super(page, '/a/order-edits', 'Order edits', 'Search order edits');
  }
}

/** The order page's Order edits section and the editor it opens. */
export class OrderEditSection {
  readonly section: Locator;
  readonly editor: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole('region', { name: 'Order edits', exact: true });
    this.editor = page.getByRole('dialog', { name: /^Edit order #\d+$/ });
  }

  /** An edit's card ('Edit 1'). */
  edit(number: number): Locator {
    return this.section.getByRole('listitem', { name: `Edit ${number}`, exact: true });
  }

  /** Opens the editor and waits for the edit's lines. */
  async open() {
    await this.section.getByRole('button', { name: /^(Edit order|Resume edit)$/ }).click();
    await expect(this.editor.getByRole('spinbutton').first()).toBeVisible();
  }

  /** The editor's sentence about the price ('The customer pays $20.00 more'). */
  difference(): Locator {
    return this.editor.getByTestId('order-edit-difference');
  }

  /** Finds a product in the editor's search and adds its only variant. */
  async addVariant(product: string, variant = 'One size') {
    await this.editor.getByRole('searchbox', { name: 'Search products' }).fill(product);
    await this.editor.getByRole('button', { name: `Add ${product} · ${variant}` }).click();
    await expect(
      this.editor.getByRole('spinbutton', { name: `Quantity of ${product}`, exact: false }),
    ).toBeVisible();
  }

  /** Types a line's new quantity and leaves the field, which saves it. */
  async setQuantity(title: string, quantity: number) {
    const input = this.editor.getByRole('spinbutton', { name: `Quantity of ${title}` });
    await input.fill(String(quantity));
    await input.press('Enter');
    await expect(input).toHaveValue(String(quantity));
    await expect(input).toBeEnabled();
  }
}
