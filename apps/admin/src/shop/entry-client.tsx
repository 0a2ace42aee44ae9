import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PAGES } from './pages';
import { ShopApp } from './shop-app';
import './shop.css';

// The server rendered this page and inlined what it rendered from (window.__SHOP__): load the
// page's own code, then hydrate, with no API call before the first paint.
const state = window.__SHOP__;
const root = document.getElementById('shop');
if (state && root) {
  void PAGES[state.page.name]().then((View) =>
    hydrateRoot(
      root,
      <StrictMode>
        <ShopApp state={state} View={View} />
      </StrictMode>,
    ),
  );
}
