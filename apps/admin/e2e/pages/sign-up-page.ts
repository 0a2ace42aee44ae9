import { expect, type Locator, type Page } from '@playwright/test';

export interface SignUpDetails {
  fname: string;
  lname: string;
  email: string;
  organization: string;
  password: string;
}

/** /app/sign-up-org: the organisation sign-up form. */
export class SignUpPage {
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly email: Locator;
  readonly organization: Locator;
  /** Exact: the show/hide button's label also contains "password". */
  readonly password: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.firstName = page.getByLabel('First Name');
    this.lastName = page.getByLabel('Last Name');
    this.email = page.getByLabel('Email');
    this.organization = page.getByLabel('Organization Name');
    this.password = page.getByLabel('Password', { exact: true });
    this.submit = page.getByRole('button', { name: 'Sign Up' });
  }

  async goto() {
    await this.page.goto('/app/sign-up-org');
    await expect(this.submit).toBeVisible();
  }

  async fill(details: SignUpDetails) {
    await this.firstName.fill(details.fname);
    await this.lastName.fill(details.lname);
    await this.email.fill(details.email);
    await this.organization.fill(details.organization);
    await this.password.fill(details.password);
  }

  /** Fills, submits, and waits for the plan picker. */
  async signUp(details: SignUpDetails) {
    await this.fill(details);
    await this.submit.click();
    await expect(this.page).toHaveURL(/\/app\/plans$/);
  }
}
