import { SIGNUP_STORAGE_KEY } from '@storedesk/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loader } from './loader';

// The real i18n module loads translations over HTTP; the loader only needs the alert's text.
vi.mock('@/i18n', () => ({
  i18nReady: Promise.resolve(),
  i18next: { loadNamespaces: async () => {}, t: () => 'Invalid plan selected!' },
}));

const details = {
  fname: 'Ada',
  lname: 'Lovelace',
  email: 'ada@example.com',
  organization: 'Analytical Engines',
  password: 'secret-pass-1',
};
const saved = () => JSON.parse(window.sessionStorage.getItem(SIGNUP_STORAGE_KEY) ?? 'null');
const run = (url: string) =>
  loader({ request: new Request(`http://localhost/app${url}`), params: {}, context: {} } as never);

afterEach(() => {
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('checkout loader', () => {
  it('adds the chosen plan to the saved sign-up data (SPEC point 3)', async () => {
    window.sessionStorage.setItem(SIGNUP_STORAGE_KEY, JSON.stringify(details));
    const result = await run('/checkout?plan=Standard');
    expect(result).toMatchObject({ plan: { name: 'standard' } });
    expect(saved()).toEqual({ ...details, plan: 'standard' });

    // Another plan replaces it.
    await run('/checkout?plan=premium');
    expect(saved()).toEqual({ ...details, plan: 'premium' });
  });

  it('an unknown plan alerts, leads to the plan picker and saves no plan', async () => {
    window.sessionStorage.setItem(SIGNUP_STORAGE_KEY, JSON.stringify(details));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const thrown = await run('/checkout?plan=gold').catch((error: unknown) => error);
    expect(alert).toHaveBeenCalledWith('Invalid plan selected!');
    expect((thrown as Response).headers.get('location')).toBe('/plans');
    expect(saved()).toEqual(details);
  });

  it('without saved data goes back to the form and saves nothing', async () => {
    const thrown = await run('/checkout?plan=basic').catch((error: unknown) => error);
    expect((thrown as Response).headers.get('location')).toBe('/sign-up-org');
    expect(saved()).toBeNull();
  });
});
