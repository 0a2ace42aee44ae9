import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { LoginPage } from './pages/login-page.js';

/** The shell's texts in one language, straight from the locale files the app loads. */
function shellText(locale: string): {
  nav: { label: string; home: string };
  userMenu: { open: string; language: string };
} {
  const file = fileURLToPath(new URL(`../public/locales/${locale}/shell.json`, import.meta.url));
  return JSON.parse(readFileSync(file, 'utf8'));
}

const EMAIL = 'e2e-admin@example.com';
const PASSWORD = 'e2e-secret-123';
const STORE_NAME = 'E2E Store';

/** Set SHELL_SCREENSHOTS=/some/dir to keep screenshots of the layout for a look. */
const SCREENSHOTS = process.env.SHELL_SCREENSHOTS;
async function snap(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: false });
}

async function logIn(page: Page) {
  await page.goto('/app/login');
  const login = new LoginPage(page);
  await login.login(EMAIL, PASSWORD);
  await login.expectSignedIn(EMAIL);
}

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });

/** Signed in once for the file (logins are rate limited per email: 10 per 15 minutes). */
const SESSION_FILE = fileURLToPath(
  new URL('../../../test-results/shell-session.json', import.meta.url),
);

test.beforeAll(async ({ browser }, testInfo) => {
  // Not the file's `storageState` (it does not exist yet): a fresh, signed-out context.
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    storageState: { cookies: [], origins: [] },
  });
  await logIn(await context.newPage());
  await context.storageState({ path: SESSION_FILE });
  await context.close();
});

test.use({ storageState: SESSION_FILE });

/** The dashboard, with the file's session. */
async function openDashboard(page: Page) {
  await page.goto('/app/a');
  await expect(page.getByText(`Signed in as ${EMAIL}`)).toBeVisible();
}

test.describe('admin shell', () => {
  test('sidebar with every area group and the store name', async ({ page }) => {
    await openDashboard(page);
    const sidebar = page.getByRole('complementary');
    await expect(sidebar.getByText(STORE_NAME)).toBeVisible();
    const nav = sidebar.getByRole('navigation', { name: 'Main navigation' });
    for (const group of [
      'Orders',
      'Catalogue',
      'Customers',
      'Marketing',
      'Inventory',
      'Settings',
    ]) {
      await expect(nav.getByRole('list', { name: group })).toBeVisible();
    }
    await expect(nav.getByRole('list', { name: 'Orders' }).getByRole('link')).toHaveText([
      'Orders',
      'Draft orders',
      'Returns',
      'Exchanges',
      'Claims',
      'Order edits',
    ]);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await snap(page, 'shell-1280-home');

    await nav.getByRole('link', { name: 'Price lists' }).click();
    await expect(page).toHaveURL(/\/app\/a\/pricing$/);
    await expect(nav.getByRole('link', { name: 'Price lists' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('command palette: Control+K and Meta+K, type an area, Enter jumps there', async ({
    page,
  }) => {
    await openDashboard(page);

    await page.keyboard.press('Control+K');
    await expect(palette(page)).toBeVisible();
    const search = palette(page).getByRole('combobox', { name: 'Search' });
    await expect(search).toBeFocused();
    await search.fill('discounts');
    await expect(palette(page).getByRole('option').first()).toHaveText(/^Discounts/);
    await expect(palette(page).getByRole('option').first()).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await snap(page, 'shell-1280-palette');
    await page.keyboard.press('Enter');
    await expect(palette(page)).toBeHidden();
    await expect(page).toHaveURL(/\/app\/a\/discounts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Discounts' })).toBeVisible();

    // Meta+K too; arrow keys move the choice; Escape closes.
    await page.keyboard.press('Meta+K');
    await expect(palette(page)).toBeVisible();
    await search.fill('customer');
    const options = palette(page).getByRole('option');
    await expect(options.first()).toHaveText(/^Customers/);
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(1)).toHaveText(/^Customer groups/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/a\/customers\/groups$/);

    await page.keyboard.press('Control+K');
    await expect(palette(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
  });

  test('command palette finds users and publishable API keys', async ({ page }) => {
    await openDashboard(page);
    // A key to find: created on its settings page.
    await page.goto('/app/a/settings/publishable-api-keys');
    const title = `Palette storefront ${Date.now()}`;
    await page.getByLabel('Title').fill(title);
    await page.getByRole('button', { name: 'Create key' }).click();
    await expect(
      page.getByRole('main').getByRole('listitem').filter({ hasText: title }),
    ).toBeVisible();

    await page.keyboard.press('Control+K');
    const search = palette(page).getByRole('combobox', { name: 'Search' });
    await search.fill('palette storefront');
    const keys = palette(page).getByRole('group', { name: 'Publishable API keys' });
    await expect(keys.getByRole('option', { name: new RegExp(title) })).toBeVisible();

    await search.fill('e2e-admin');
    const users = palette(page).getByRole('group', { name: 'Users' });
    await expect(users.getByRole('option', { name: new RegExp(EMAIL) })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/a\/settings\/users$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Users & invites' })).toBeVisible();
  });

  test('language: German and then Arabic change the whole UI and stick over a reload', async ({
    page,
  }) => {
    await openDashboard(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    /** Picks a language in the user menu, whose labels are in the language shown now. */
    const chooseLanguage = async (current: string, name: string) => {
      const text = shellText(current);
      await page.getByRole('button', { name: text.userMenu.open }).click();
      await page
        .getByRole('menu')
        .getByRole('menuitem', { name: new RegExp(`^${text.userMenu.language}`) })
        .click();
      const languages = page.getByRole('menu', { name: text.userMenu.language });
      await expect(languages.getByRole('menuitemradio')).toHaveCount(21);
      await languages.getByRole('menuitemradio', { name }).click();
      await expect(page.getByRole('menu')).toHaveCount(0);
    };
    const nav = page.getByRole('navigation', { name: shellText('en').nav.label });

    await chooseLanguage('en', 'Deutsch');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const german = shellText('de');
    // The whole shell speaks German at once, and still does after a reload.
    await expect(page.getByRole('link', { name: german.nav.home, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: german.userMenu.open })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('link', { name: german.nav.home, exact: true })).toBeVisible();
    expect(await page.evaluate("window.localStorage.getItem('storedesk.language')")).toBe('de');
    await expect(nav).toHaveCount(0);

    await chooseLanguage('de', 'العربية');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const arabic = shellText('ar');
    await expect(page.getByRole('link', { name: arabic.nav.home, exact: true })).toBeVisible();
    // The sidebar moves to the right-hand side.
    const box = await page.getByRole('complementary').boundingBox();
    expect(box?.x ?? 0).toBeGreaterThan(640);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('link', { name: arabic.nav.home, exact: true })).toBeVisible();
    await snap(page, 'shell-1280-rtl');

    await chooseLanguage('ar', 'English');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(nav).toBeVisible();
  });

  test('on a phone the sidebar is a drawer behind the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openDashboard(page);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await snap(page, 'shell-390-home');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(STORE_NAME)).toBeVisible();
    await snap(page, 'shell-390-drawer');
    await drawer.getByRole('link', { name: 'Stock locations' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/app\/a\/settings\/locations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();

    // The activity drawer opens from the bell, and closes with Escape.
    await page.getByRole('button', { name: 'Activity' }).click();
    await expect(page.getByRole('dialog', { name: 'Activity' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Activity' })).toBeHidden();
  });

  test('settings lists its cards; personal information shows the account', async ({ page }) => {
    await openDashboard(page);
    await page.getByRole('complementary').getByRole('link', { name: 'Store settings' }).click();
    await expect(page).toHaveURL(/\/app\/a\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('link');
    await expect(cards).toHaveText([
      /^Store details/,
      /^Personal information/,
      /^Billing/,
      /^Users & invites/,
      /^Publishable API keys/,
      /^Currencies/,
      /^Regions/,
      /^Payment providers/,
      /^Tax rates/,
      /^Shipping/,
      /^Return reasons/,
      /^Locations/,
      // The example extension's settings card (src/extensions), after the built-in ones.
      /^API usage/,
    ]);
    await snap(page, 'shell-1280-settings');

    await cards.filter({ hasText: /^Personal information/ }).click();
    await expect(page).toHaveURL(/\/app\/a\/settings\/personal-information$/);
    await expect(page.getByRole('main').getByText(EMAIL)).toBeVisible();

    // Store details: the name round-trips through the API.
    await page.goto('/app/a/settings/store-details');
    await expect(page.getByLabel('Store name')).toHaveValue(STORE_NAME);
    await expect(page.getByLabel('Default currency')).toHaveValue('usd');
  });

  test('the example extensions: a settings page, a widget on the store overview, a page', async ({
    page,
  }) => {
    await openDashboard(page);
    // The widget registered for the `store.overview` zone shows on the home page.
    await expect(page.getByRole('heading', { name: 'Store at a glance' })).toBeVisible();

    // The settings page registered by src/extensions/api-usage, reached from its card.
    await page.goto('/app/a/settings');
    await page
      .getByRole('main')
      .getByRole('link')
      .filter({ hasText: /^API usage/ })
      .click();
    await expect(page).toHaveURL(/\/app\/a\/settings\/api-usage$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'API usage', level: 1 })).toBeVisible();
    await expect(main.getByText('Default storefront key')).toBeVisible();

    // The extension route, linked from the sidebar.
    await page.getByRole('complementary').getByRole('link', { name: 'Store health' }).click();
    await expect(page.getByRole('main').getByText('Working').first()).toBeVisible();
  });

  test('an area that is not built yet says it is coming soon; unknown pages are not found', async ({
    page,
  }) => {
    await openDashboard(page);
    await page.goto('/app/a/gift-cards');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Gift cards' })).toBeVisible();
    await expect(main.getByText('Coming soon')).toBeVisible();
    await expect(
      main.getByText('Gift cards is not available in Storedesk yet.', { exact: false }),
    ).toBeVisible();
    await expect(main.getByRole('table')).toHaveCount(0);
    await expect(main.getByRole('list')).toHaveCount(0);

    await page.goto('/app/a/no-such-area');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('complementary').getByText(STORE_NAME)).toBeVisible();
  });
});
