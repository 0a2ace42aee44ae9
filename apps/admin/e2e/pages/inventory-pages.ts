import { expect, type Locator, type Page } from '@playwright/test';
import { KitListPage } from './kit-list-page.js';

/** /app/a/settings/locations: the stock locations, and the editor over the list. */
export class LocationListPage extends KitListPage {
  constructor(page: Page) {
    super(page, '/a/settings/locations', 'Locations', 'Search locations');
  }

  /** Opens "Add location", fills name and address, saves: the new location's page opens. */
  async create(location: {
    name: string;
    address1: string;
    city: string;
    postalCode: string;
    country: string;
  }) {
    await this.page.getByRole('link', { name: 'Add location' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add location' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(location.name);
    await dialog.getByRole('textbox', { name: 'Address', exact: true }).fill(location.address1);
    await dialog.getByRole('textbox', { name: 'Postal code' }).fill(location.postalCode);
    await dialog.getByRole('textbox', { name: 'City' }).fill(location.city);
    await dialog
      .getByRole('combobox', { name: 'Country' })
      .selectOption({ label: location.country });
    await dialog.getByRole('button', { name: 'Add location' }).click();
    await expect(dialog).toBeHidden();
    await expect(this.page.getByRole('heading', { level: 1, name: location.name })).toBeVisible();
  }
}

/** /app/a/settings/locations/:id. */
export class LocationDetailPage {
  constructor(readonly page: Page) {}

  channel(name: string): Locator {
    return this.page
      .getByRole('region', { name: 'Sales channels' })
      .getByRole('checkbox', { name });
  }

  /** Ticks a channel: its shoppers then buy the location's stock. */
  async sellThrough(channel: string) {
    await this.channel(channel).check();
    await expect(this.page.getByText(`${channel} now sells from`)).toBeVisible();
    await expect(this.channel(channel)).toBeChecked();
  }
}

/** /app/a/inventory: items with their stock, one location's levels edited in place. */
export class InventoryListPage extends KitListPage {
  constructor(page: Page) {
    super(page, '/a/inventory', 'Inventory', 'Search items');
  }

  async showLocation(name: string) {
    await this.page.getByRole('combobox', { name: 'Location' }).selectOption({ label: name });
    await expect(this.page.getByText(`Stock at ${name}:`)).toBeVisible();
  }

  /** The in-place box of an item's stocked quantity at the shown location. */
  stockedBox(item: string, location: string): Locator {
    return this.page.getByRole('textbox', { name: `In stock of ${item} at ${location}` });
  }
}
