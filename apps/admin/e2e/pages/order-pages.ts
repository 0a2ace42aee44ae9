import { expect, type Locator, type Page } from '@playwright/test';
import { KitListPage } from './kit-list-page.js';

/** /app/a/orders: the orders table with its search, filters, saved views and export. */
export class OrderListPage extends KitListPage {
  constructor(page: Page) {
    super(page, '/a/orders', 'Orders', 'Search orders');
  }

  /** Opens an order from its row (`#1042`). */
  async openOrder(number: string) {
    await this.table.getByRole('link', { name: `#${number}`, exact: true }).click();
    await expect(
      this.page.getByRole('heading', { level: 1, name: `Order #${number}` }),
    ).toBeVisible();
  }
}

/** /app/a/orders/:id: the order's sections and the dialogs they open. */
export class OrderDetailPage {
  constructor(readonly page: Page) {}

  section(
    name:
      | 'Summary'
      | 'Items'
      | 'Payment'
      | 'Fulfilment'
      | 'Returns'
      | 'Exchanges'
      | 'Timeline'
      | 'Customer'
      | 'Emails',
  ) {
    return this.page.getByRole('region', { name, exact: true });
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** A fulfilment's card ('Fulfilment 1'). */
  fulfillment(number: number): Locator {
    return this.section('Fulfilment').getByRole('listitem', { name: `Fulfilment ${number}` });
  }

  /** A return's card ('Return 1'). */
  returnCard(number: number): Locator {
    return this.section('Returns').getByRole('listitem', { name: `Return ${number}` });
  }

  /** An exchange's card ('Exchange 1'). */
  exchange(number: number): Locator {
    return this.section('Exchanges').getByRole('listitem', {
      name: `Exchange ${number}`,
      exact: true,
    });
  }

  /** A mail in the Emails card, by its name ('Shipping confirmation'). */
  mail(name: string): Locator {
    return this.section('Emails').getByRole('listitem', { name });
  }

  /** Clicks a dialog's submit and waits until it closed (the save went through). */
  async submit(dialog: Locator, button: string) {
    await dialog.getByRole('button', { name: button, exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}
