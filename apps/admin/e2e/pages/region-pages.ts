import { expect, type Locator, type Page } from '@playwright/test';
import { KitListPage } from './kit-list-page.js';

/** Settings → Regions: the list of regions (list kit). */
export class RegionListPage extends KitListPage {
  constructor(page: Page) {
    super(page, '/a/settings/regions', 'Regions', 'Search regions');
  }

  async openCreate(): Promise<RegionForm> {
    await this.page.getByRole('link', { name: 'Create region' }).click();
    const form = new RegionForm(this.page, 'Create region');
    await expect(form.dialog).toBeVisible();
    return form;
  }
}

/** The full-screen region editor (create or edit). */
export class RegionForm {
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    title: string,
  ) {
    this.dialog = page.getByRole('dialog', { name: title });
  }

  async fill(values: { name: string; currency: string; taxRate: string; taxCode?: string }) {
    await this.dialog.getByRole('textbox', { name: 'Name' }).fill(values.name);
    await this.dialog.getByRole('combobox', { name: 'Currency' }).selectOption(values.currency);
    await this.dialog.getByRole('textbox', { name: 'Default tax rate' }).fill(values.taxRate);
    if (values.taxCode) {
      await this.dialog.getByRole('textbox', { name: 'Tax code' }).fill(values.taxCode);
    }
  }

  /** Finds a country by its name in the picker's search and ticks it. */
  async addCountry(name: string) {
    await this.dialog.getByRole('searchbox', { name: 'Search countries' }).fill(name);
    await this.dialog.getByRole('checkbox', { name: new RegExp(`^${name}`) }).check();
  }

  /** A provider's checkbox in the payment or fulfilment group (names start with the provider's). */
  provider(group: 'Payment providers' | 'Fulfilment providers', name: string): Locator {
    return this.dialog
      .getByRole('group', { name: group })
      .getByRole('checkbox', { name: new RegExp(`^${name}`) });
  }

  async save(label: string) {
    await this.dialog.getByRole('button', { name: label }).click();
    await expect(this.dialog).toBeHidden();
  }
}

/** Settings → Payment providers: one card (a titled region) per provider. */
export class PaymentProvidersPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/app/a/settings/payment-providers');
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Payment providers' }),
    ).toBeVisible();
  }

  card(name: string): Locator {
    return this.page.getByRole('region', { name });
  }
}
