import { adminCurrencyKeys, adminStoreKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';

// Currencies, addressed by code (`usd`); a change also refreshes the store, which lists them.

const currencies = crudHooks(adminCurrencyKeys, (client) => client.admin.currencies, {
  related: (scope) => [adminStoreKeys.all(scope)],
});

export const adminCurrenciesQueryOptions = currencies.listQueryOptions;
export const useAdminCurrencies = currencies.useList;
export const adminCurrencyQueryOptions = currencies.detailQueryOptions;
export const useAdminCurrency = currencies.useDetail;
export const useAdminCreateCurrency = currencies.useCreate;
export const useAdminUpdateCurrency = currencies.useUpdate;
export const useAdminDeleteCurrency = currencies.useDelete;
