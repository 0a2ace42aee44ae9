import type { Locator, Page } from '@playwright/test';

/** /app/plans: the three monthly plans. */
export class PlansPage {
  constructor(readonly page: Page) {}

  plan(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  choose(title: string): Locator {
    return this.page.getByRole('link', { name: `Choose ${title}` });
  }
}
