import { expect, type Page } from '@playwright/test';
import { KitListPage } from './kit-list-page.js';

/** /app/a/swaps: the exchanges table with its search, status filters and saved views. */
export class SwapListPage extends KitListPage {
  constructor(page: Page) {
    super(page, '/a/swaps', 'Exchanges', 'Search exchanges');
  }

  /** Shows one payment status only, through the Payment filter's radio buttons. */
  async filterPayment(status: string) {
    await this.page.getByRole('button', { name: /^Payment/ }).click();
    // The choice is kept in the URL, so the radio turns on once the list has read it.
    const radio = this.page.getByRole('radio', { name: status, exact: true });
    await radio.click();
    await expect(radio).toBeChecked();
    await this.page.keyboard.press('Escape');
  }
}
