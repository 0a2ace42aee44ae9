import { useAdminStore } from '@storedesk/react';
import { useMemo } from 'react';

/** The store's currency codes, the default one first; `extra` codes (prices in a currency the
 * store no longer sells in) are added at the end so their prices stay visible. */
export function useStoreCurrencies(extra: readonly string[] = []) {
  const store = useAdminStore();
  const key = extra.join(',');
  const codes = useMemo(() => {
    const data = store.data?.store;
    if (!data) return [];
    const sold = data.currencies.map((currency) => currency.code);
    const ordered = [
      data.default_currency_code,
      ...sold.filter((code) => code !== data.default_currency_code),
    ];
    const more = key === '' ? [] : key.split(',');
    return [...new Set([...ordered, ...more])];
  }, [store.data, key]);
  return { codes, store };
}
