import { expect, type Locator, type Page } from '@playwright/test';
import { KitListPage } from './kit-list-page.js';

/** /app/a/claims: the claims table with its search, type and status filters and saved views. */
export class ClaimListPage extends KitListPage {
  constructor(page: Page) {
    super(page, '/a/claims', 'Claims', 'Search claims');
  }

  /** Shows one value of a filter only ('Type', 'Payment', 'Fulfilment'), through its radios. */
  async filter(name: 'Type' | 'Payment' | 'Fulfilment', value: string) {
    await this.page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    // The choice is kept in the URL, so the radio turns on once the list has read it.
    const radio = this.page.getByRole('radio', { name: value, exact: true });
    await radio.click();
    await expect(radio).toBeChecked();
    await this.page.keyboard.press('Escape');
  }
}

/** The order page's Claims section, its cards and the dialog that registers a claim. */
export class OrderClaimsSection {
  constructor(readonly page: Page) {}

  get section(): Locator {
    return this.page.getByRole('region', { name: 'Claims', exact: true });
  }

  /** A claim's card ('Claim 1'). */
  claim(number: number): Locator {
    return this.section.getByRole('listitem', { name: `Claim ${number}`, exact: true });
  }

  /** Opens the Register a claim dialog from the section. */
  async register(): Promise<Locator> {
    await this.section.getByRole('button', { name: 'Register claim' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Register a claim' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** In the dialog: how many of a line are claimed, and why. */
  async claimLine(dialog: Locator, title: string, quantity: number, reason: string) {
    await dialog
      .getByRole('spinbutton', { name: `Quantity of ${title} to claim` })
      .fill(`${quantity}`);
    await dialog
      .getByRole('combobox', { name: `Reason for ${title}` })
      .selectOption({ label: reason });
  }

  /** In the dialog: finds a variant in the catalogue and adds it as a replacement. */
  async addReplacement(dialog: Locator, product: string, variant: string) {
    await dialog.getByRole('searchbox', { name: 'Search products' }).fill(product);
    const add = dialog
      .getByRole('list', { name: 'Products found' })
      .getByRole('button', { name: `Add ${product} · ${variant}` });
    await expect(add).toBeEnabled();
    await add.click();
  }
}
