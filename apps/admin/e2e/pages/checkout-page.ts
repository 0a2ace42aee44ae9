import type { Locator, Page } from '@playwright/test';

/** /app/checkout?plan=: the chosen plan and the way to the hosted checkout. */
export class CheckoutPage {
  readonly proceed: Locator;
  readonly backToPlans: Locator;

  constructor(readonly page: Page) {
    this.proceed = page.getByRole('button', { name: 'Proceed to Payment' });
    this.backToPlans = page.getByRole('link', { name: 'Back to Plans' });
  }
}
