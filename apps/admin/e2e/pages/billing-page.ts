import type { Locator, Page } from '@playwright/test';

/** /app/a/settings/billing. */
export class BillingPage {
  readonly heading: Locator;
  readonly cancel: Locator;
  readonly resume: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Billing', level: 1 });
    this.cancel = page.getByRole('button', { name: 'Cancel subscription' });
    this.resume = page.getByRole('button', { name: 'Resume subscription' });
    this.dialog = page.getByRole('dialog');
  }

  /** The current-plan card, named by its heading (e.g. "Standard plan"). */
  planCard(title: string): Locator {
    return this.page.getByRole('region', { name: `${title} plan`, exact: true });
  }

  async goto() {
    await this.page.goto('/app/a/settings/billing');
  }
}
