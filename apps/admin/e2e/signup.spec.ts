import { expect, test, type Page } from '@playwright/test';
import { BillingPage } from './pages/billing-page.js';
import { CheckoutPage } from './pages/checkout-page.js';
import { DECLINED_CARD, LocalCheckoutPage, PAYING_CARD } from './pages/local-checkout-page.js';
import { LoginPage } from './pages/login-page.js';
import { acceptUsageDataPrompt } from './pages/usage-data-prompt.js';
import { PlansPage } from './pages/plans-page.js';
import { SignUpPage, type SignUpDetails } from './pages/sign-up-page.js';

const EXISTING_EMAIL = 'e2e-admin@example.com';
const EXISTING_STORE = 'E2E Store';
const FEATURES = [
  '2 free domain names',
  '3 one-click apps',
  '1 database',
  'Money-back guarantee',
  '24/7 support',
  'Premium support for 3 months',
  'Free updates for 3 months',
];

let counter = 0;
/** A new organisation per call: unique email (upper-case, to see it lower-cased) and name. */
function newSignup(tag: string): SignUpDetails {
  const id = `${Date.now()}-${(counter += 1)}`;
  return {
    fname: 'Ada',
    lname: 'Lovelace',
    email: `Signup-${tag}-${id}@Example.com`,
    organization: `Shop ${tag} ${id}`,
    password: 'secret-pass-1',
  };
}

/** The saved sign-up data (a string expression: this project has no DOM types). */
const savedSignup = (page: Page) =>
  page.evaluate<string | null>("window.sessionStorage.getItem('signupData')");

/** Form → Standard plan → checkout → hosted checkout paid → success page. */
async function signUpAndPay(page: Page, details: SignUpDetails) {
  const signUp = new SignUpPage(page);
  await signUp.goto();
  await signUp.signUp(details);
  await new PlansPage(page).choose('Standard').click();
  await expect(page).toHaveURL(/\/app\/checkout\?plan=standard$/);
  await new CheckoutPage(page).proceed.click();
  const hosted = new LocalCheckoutPage(page);
  await hosted.expectOpen();
  await hosted.pay({ card: PAYING_CARD, name: 'Ada Lovelace', amount: '$25.00' });
  await expect(page).toHaveURL(/\/app\/success\?session_id=cs_local_[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Account Created Successfully!' })).toBeVisible();
}

test.describe('organisation sign-up', () => {
  test('a new organisation signs up, pays, logs in and sees its own store', async ({ page }) => {
    const details = newSignup('full');
    const email = details.email.toLowerCase();
    const signUp = new SignUpPage(page);
    await signUp.goto();
    await signUp.signUp(details);

    // The five fields are saved (email lower-cased) for the next steps.
    expect(JSON.parse((await savedSignup(page)) ?? 'null')).toEqual({ ...details, email });

    const plans = new PlansPage(page);
    for (const [title, price] of [
      ['Basic', '$10'],
      ['Standard', '$25'],
      ['Premium', '$50'],
    ] as const) {
      const card = plans.plan(title);
      await expect(card.getByText(price, { exact: true })).toBeVisible();
      await expect(card.getByText('per month')).toBeVisible();
      await expect(card.getByRole('listitem')).toHaveText(FEATURES);
    }
    await plans.choose('Standard').click();

    const checkout = new CheckoutPage(page);
    await expect(page).toHaveURL(/\/app\/checkout\?plan=standard$/);
    await expect(page.getByText('You selected the Standard plan.')).toBeVisible();
    await expect(page.getByText('$25.00', { exact: true })).toBeVisible();
    // The checkout adds the chosen plan to the saved data (SPEC point 3).
    expect(JSON.parse((await savedSignup(page)) ?? 'null')).toEqual({
      ...details,
      email,
      plan: 'standard',
    });
    // Back to Plans and forward again keeps the saved data.
    await checkout.backToPlans.click();
    await expect(page).toHaveURL(/\/app\/plans$/);
    await plans.choose('Standard').click();
    await checkout.proceed.click();

    const hosted = new LocalCheckoutPage(page);
    await hosted.expectOpen();
    await hosted.pay({ card: PAYING_CARD, name: 'Ada Lovelace', amount: '$25.00' });

    await expect(page).toHaveURL(/\/app\/success\?session_id=cs_local_[\w-]+$/);
    await expect(
      page.getByRole('heading', { name: 'Account Created Successfully!' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Your account has been created successfully. You can now log in using your credentials.',
      ),
    ).toBeVisible();
    // Cleared on entry: the password no longer sits in the browser.
    expect(await savedSignup(page)).toBeNull();

    await page.getByRole('button', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL(/\/app\/login$/);
    const login = new LoginPage(page);
    await login.login(email, details.password);
    await login.expectSignedIn(email);
    await acceptUsageDataPrompt(page);
    await expect(page.getByRole('heading', { name: details.organization })).toBeVisible();
    await expect(page.getByRole('heading', { name: EXISTING_STORE })).toHaveCount(0);
  });

  test('a declined card creates no organisation', async ({ page }) => {
    const details = newSignup('declined');
    const signUp = new SignUpPage(page);
    await signUp.goto();
    await signUp.signUp(details);
    await new PlansPage(page).choose('Basic').click();
    await new CheckoutPage(page).proceed.click();

    const hosted = new LocalCheckoutPage(page);
    await hosted.expectOpen();
    await hosted.pay({ card: DECLINED_CARD, name: 'Ada Lovelace', amount: '$10.00' });
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
    await hosted.expectOpen();

    await page.goto('/app/login');
    await new LoginPage(page).login(details.email.toLowerCase(), details.password);
    await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
    await expect(page).toHaveURL(/\/app\/login$/);
  });

  test('an email that already has an account stays on the form with the SPEC toast', async ({
    page,
  }) => {
    const signUp = new SignUpPage(page);
    await signUp.goto();
    // Upper case on purpose: the check runs on the lower-cased email.
    await signUp.fill({ ...newSignup('existing'), email: EXISTING_EMAIL.toUpperCase() });
    await signUp.submit.click();

    await expect(
      page.getByText('User already exists. Please use a different email.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/app\/sign-up-org$/);
    await expect(signUp.submit).toBeEnabled();
    expect(await savedSignup(page)).toBeNull();
  });

  test('every field shows its validation message', async ({ page }) => {
    const signUp = new SignUpPage(page);
    await signUp.goto();

    await signUp.submit.click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Organization name is required',
      'Password is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(signUp.firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(signUp.firstName).toHaveAccessibleDescription('First name is required');

    await signUp.fill({ ...newSignup('invalid'), email: 'not-an-email', password: 'abc' });
    await signUp.submit.click();
    await expect(page.getByText('Invalid email format', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Password must be at least 6 characters', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('First name is required')).toHaveCount(0);

    // A top-level domain longer than 4 letters is refused too (SPEC point 9).
    await signUp.email.fill('ada@example.abcdef');
    await signUp.submit.click();
    await expect(page.getByText('Invalid email format', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/sign-up-org$/);

    // The show/hide toggle is a labelled button that flips the input type.
    await expect(signUp.password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(signUp.password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(signUp.password).toHaveAttribute('type', 'password');
  });

  test('every step without saved data goes back to the form', async ({ browser }) => {
    for (const path of [
      '/app/plans',
      '/app/checkout?plan=basic',
      '/app/checkout',
      '/app/success',
      '/app/success?session_id=cs_local_unknown',
    ]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(path);
      await expect(page).toHaveURL(/\/app\/sign-up-org$/);
      await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible();
      await context.close();
    }
  });

  test('checkout without a plan alerts "Invalid plan selected!"', async ({ page }) => {
    const signUp = new SignUpPage(page);
    await signUp.goto();
    const details = newSignup('noplan');
    const saved = JSON.stringify({ ...details, email: details.email.toLowerCase() });
    await page.evaluate(`window.sessionStorage.setItem('signupData', ${JSON.stringify(saved)})`);

    const dialog = new Promise<string>((resolve) => {
      page.once('dialog', (shown) => {
        resolve(shown.message());
        void shown.accept();
      });
    });
    await page.goto('/app/checkout');
    expect(await dialog).toBe('Invalid plan selected!');
    // Then the plan picker, to choose one.
    await expect(page).toHaveURL(/\/app\/plans$/);
    await expect(new PlansPage(page).choose('Premium')).toBeVisible();
  });

  test('the owner sees the plan on Billing, cancels at period end, resumes, changes plan', async ({
    page,
  }) => {
    const details = newSignup('billing');
    const email = details.email.toLowerCase();
    await signUpAndPay(page, details);
    await page.getByRole('button', { name: 'Go to Login' }).click();
    const login = new LoginPage(page);
    await login.login(email, details.password);
    await login.expectSignedIn(email);
    await acceptUsageDataPrompt(page);

    await page.getByRole('link', { name: /^Billing/ }).click();
    const billing = new BillingPage(page);
    await expect(page).toHaveURL(/\/app\/a\/settings\/billing$/);
    await expect(billing.heading).toBeVisible();
    const card = billing.planCard('Standard');
    await expect(card.getByLabel('Status: Active')).toBeVisible();
    await expect(card.getByText('$25.00 per month')).toBeVisible();
    await expect(card.getByText('Next renewal', { exact: true })).toBeVisible();

    // Cancel at period end, after confirming.
    await billing.cancel.click();
    await expect(billing.dialog).toBeVisible();
    await expect(billing.dialog.getByRole('heading')).toHaveText('Cancel your subscription?');
    await billing.dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(billing.dialog).toBeHidden();
    await expect(card.getByText(/Your subscription is canceled and ends on/)).toBeVisible();
    await expect(card.getByText('Ends on', { exact: true })).toBeVisible();
    await expect(billing.cancel).toHaveCount(0);

    // The server keeps it: still canceling after a reload.
    await page.reload();
    await expect(billing.resume).toBeVisible();

    await billing.resume.click();
    await expect(billing.cancel).toBeVisible();
    await expect(card.getByText(/Your subscription is canceled/)).toHaveCount(0);
    await expect(card.getByText('Next renewal', { exact: true })).toBeVisible();

    // Change plan: choose Premium, confirm.
    await page.getByRole('radio', { name: /Premium/ }).check();
    await page.getByRole('button', { name: 'Change plan' }).click();
    await expect(billing.dialog.getByRole('heading')).toHaveText('Switch to the Premium plan?');
    await billing.dialog.getByRole('button', { name: 'Switch plan' }).click();
    const premium = billing.planCard('Premium');
    await expect(premium.getByText('$50.00 per month')).toBeVisible();
  });

  test('an operator-made store has no paid plan; past-due and canceled stores see a banner', async ({
    page,
  }) => {
    await page.goto('/app/login');
    const login = new LoginPage(page);
    await login.login(EXISTING_EMAIL, 'e2e-secret-123');
    await login.expectSignedIn(EXISTING_EMAIL);
    await expect(page.getByRole('status')).toHaveCount(0);

    await new BillingPage(page).goto();
    await expect(page.getByText('This store has no paid plan.')).toBeVisible();

    // The billing answer is stubbed: this store has no subscription to make past due for real.
    const stub = (status: 'past_due' | 'canceled') =>
      page.route('**/admin/billing', (route) =>
        route.fulfill({
          json: {
            billing: {
              plan: 'basic',
              status,
              provider: 'local',
              amount: 1000,
              currency_code: 'usd',
              current_period_end: '2030-01-01T00:00:00.000Z',
              cancel_at_period_end: false,
            },
          },
        }),
      );
    await stub('past_due');
    await page.goto('/app/a');
    const banner = page.getByRole('status');
    await expect(banner).toContainText(
      'Your last payment failed. Update your payment to keep your store running.',
    );
    await banner.getByRole('link', { name: 'Go to billing' }).click();
    await expect(page).toHaveURL(/\/app\/a\/settings\/billing$/);
    await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
    // On the billing page itself the card says it, next to the button: no banner.
    await expect(
      page.getByText('Your last payment failed. Pay now to keep your store running.'),
    ).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);

    await page.unrouteAll();
    await stub('canceled');
    await page.goto('/app/a');
    await expect(page.getByRole('status')).toContainText('read-only until you pay');
  });
});
