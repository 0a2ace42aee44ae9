import { expect, type Locator, type Page } from '@playwright/test';
import { KitListPage } from './kit-list-page.js';

/** /app/a/returns: the returns table with its search, status filter and saved views. */
export class ReturnListPage extends KitListPage {
  constructor(page: Page) {
    super(page, '/a/returns', 'Returns', 'Search returns');
  }

  /** Shows one status only, through the Status filter's radio buttons. */
  async filterStatus(status: string) {
    await this.page.getByRole('button', { name: /^Status/ }).click();
    // The choice is kept in the URL, so the radio turns on once the list has read it.
    const radio = this.page.getByRole('radio', { name: status, exact: true });
    await radio.click();
    await expect(radio).toBeChecked();
    await this.page.keyboard.press('Escape');
  }
}

/** /app/a/settings/return-reasons: the grouped reasons and their add and edit dialogs. */
export class ReturnReasonsPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/app/a/settings/return-reasons');
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Return reasons' }),
    ).toBeVisible();
  }

  get list(): Locator {
    return this.page.getByRole('list', { name: 'Return reasons' });
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** Adds a reason on its own (or to `group`) and waits until the dialog closed. */
  async add(label: string, group?: string) {
    await this.page.getByRole('link', { name: 'Add reason', exact: true }).first().click();
    const dialog = this.dialog('Add a return reason');
    await dialog.getByRole('textbox', { name: /Label/ }).fill(label);
    if (group) await dialog.getByRole('combobox', { name: 'Group' }).selectOption({ label: group });
    await dialog.getByRole('button', { name: 'Add reason', exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}
