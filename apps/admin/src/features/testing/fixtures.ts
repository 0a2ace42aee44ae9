import type { AdminAuthRes, AdminStoreRes } from '@storedesk/contract';

export const TEST_USER: AdminAuthRes['user'] = {
  id: 'usr_1',
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
  deleted_at: null,
  role: 'admin',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  api_token: null,
  metadata: null,
};

export function testStore(overrides: Partial<AdminStoreRes['store']> = {}): AdminStoreRes['store'] {
  return {
    id: 'store_1',
    created_at: '2030-01-01T00:00:00.000Z',
    updated_at: '2030-01-01T00:00:00.000Z',
    name: 'Acme Goods',
    default_currency_code: 'eur',
    swap_link_template: null,
    payment_link_template: null,
    invite_link_template: null,
    default_location_id: null,
    metadata: null,
    default_sales_channel_id: 'sc_1',
    currencies: [
      { code: 'eur', symbol: '€', symbol_native: '€', name: 'Euro' },
      { code: 'usd', symbol: '$', symbol_native: '$', name: 'US Dollar' },
    ],
    default_currency: { code: 'eur', symbol: '€', symbol_native: '€', name: 'Euro' },
    default_sales_channel: null,
    handle: 'acme-goods',
    host_name: null,
    store_cors: [],
    storefront_urls: {
      api_base_url: 'http://localhost:9000/s/acme-goods',
      host_base_urls: [],
      shop_url: 'http://localhost:9000/shop/acme-goods',
    },
    feature_flags: [],
    modules: [],
    payment_providers: [{ id: 'manual', is_installed: true }],
    fulfillment_providers: [{ id: 'manual', is_installed: true }],
    default_locale: 'en',
    ...overrides,
  };
}
