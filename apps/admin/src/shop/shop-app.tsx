import { StoredeskProvider } from '@storedesk/react';
import { useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ShopCartProvider } from './cart';
import { createShopI18n } from './i18n';
import type { PageView } from './pages';
import { NotFound } from './components/not-found';
import { ShopContext, shopClient } from './shop-context';
import type { ShopState } from './state';

/** The whole shop page, the same on the server and in the browser. */
export function ShopApp({ state, View }: { state: ShopState; View: PageView }) {
  const [i18n] = useState(() => createShopI18n(state.language, state.messages));
  const { boot } = state;
  const client = useMemo(() => (boot ? shopClient(boot) : null), [boot]);
  const shop = useMemo(
    () => (boot ? { boot, language: state.language } : null),
    [boot, state.language],
  );
  if (!boot || !client || !shop) {
    return (
      <I18nextProvider i18n={i18n}>
        <NotFound />
      </I18nextProvider>
    );
  }
  return (
    <I18nextProvider i18n={i18n}>
      <StoredeskProvider client={client} scope={boot.handle}>
        <ShopContext.Provider value={shop}>
          <ShopCartProvider>
            <View page={state.page} />
          </ShopCartProvider>
        </ShopContext.Provider>
      </StoredeskProvider>
    </I18nextProvider>
  );
}
