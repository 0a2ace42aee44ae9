import '@/test/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi } from '@/features/testing/fake-api';
import { testStore } from '@/features/testing/fixtures';
import { apiWrapper } from '@/features/testing/render';
import { LANGUAGES } from '@/i18n/languages';
import { StoreDetailsForm } from './store-details-form';

vi.mock('@/components/ui/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
afterEach(() => vi.clearAllMocks());

const SAVE = 'POST /admin/store';

function renderForm(api: FakeApi, store = testStore()) {
  render(<StoreDetailsForm store={store} />, { wrapper: apiWrapper(api) });
}

describe('StoreDetailsForm', { timeout: 20_000 }, () => {
  it('offers the 21 languages of customer emails, each in its own name, with the store’s chosen', () => {
    renderForm(createFakeApi(), testStore({ default_locale: 'de' }));
    const select = screen.getByLabelText('Language of customer emails');
    expect(select).toHaveValue('de');
    expect(select).toHaveAccessibleDescription(
      'Order confirmations and the shipping, refund and cancelation emails are written in this language.',
    );
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      LANGUAGES.map((language) => language.name),
    );
    expect(within(select).getByRole('option', { name: '日本語' })).toHaveValue('ja');
  });

  it('saves the language with the store’s name and currency', async () => {
    const api = createFakeApi({ [SAVE]: { body: { store: testStore({ default_locale: 'fr' }) } } });
    renderForm(api);
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Language of customer emails'), 'Français');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.calls(SAVE)).toHaveLength(1));
    expect(api.calls(SAVE)[0]!.body).toEqual({
      name: 'Acme Goods',
      default_currency_code: 'eur',
      default_locale: 'fr',
    });
  });

  it('keeps the name required and sends nothing without one', async () => {
    const api = createFakeApi();
    renderForm(api);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Store name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a store name.')).toBeInTheDocument();
    expect(api.calls(SAVE)).toHaveLength(0);
  });

  it('saves the exchange payment link only when it changed, and wants {cart_id} in it', async () => {
    const api = createFakeApi({ [SAVE]: { body: { store: testStore() } } });
    renderForm(api, testStore({ swap_link_template: 'https://shop.example/swap/{cart_id}' }));
    const user = userEvent.setup();
    const link = screen.getByLabelText('Exchange payment link');
    expect(link).toHaveValue('https://shop.example/swap/{cart_id}');
    expect(link).toHaveAccessibleDescription(/Put \{cart_id\} where the exchange’s cart goes/);
    await user.clear(link);
    await user.type(link, 'https://shop.example/swap');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter an address with {cart_id} in it, at most 2000 characters.'),
    ).toBeInTheDocument();
    expect(api.calls(SAVE)).toHaveLength(0);
    // Emptied, it is no link at all.
    await user.clear(link);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(api.calls(SAVE)).toHaveLength(1));
    expect(api.calls(SAVE)[0]!.body).toEqual({
      name: 'Acme Goods',
      default_currency_code: 'eur',
      default_locale: 'en',
      swap_link_template: null,
    });
  });
});
