import { StrictMode } from 'react';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { direction, pickLanguage } from './language';
import { PAGES } from './pages';
import { ShopApp } from './shop-app';
import type { ShopState } from './state';

/**
 * The shop's server entry, built by `vite build --ssr` into dist-ssr/entry-server.js and loaded
 * by apps/server/src/modules/shop/shop.render.ts (`ShopSsrModule` there declares these exports).
 */
export { direction, pickLanguage };

const MESSAGES = import.meta.glob<Record<string, unknown>>('../../public/locales/*/shop.json', {
  eager: true,
  import: 'default',
});

/** The `shop` namespace of a language (bundled here: the server reads no file per request). */
export function messagesFor(language: string): Record<string, unknown> {
  return (
    MESSAGES[`../../public/locales/${language}/shop.json`] ??
    MESSAGES['../../public/locales/en/shop.json']!
  );
}

/** Streams the page: the server sends the shell as soon as it is ready. */
export async function render(
  state: ShopState,
  options: Pick<RenderToPipeableStreamOptions, 'onShellReady' | 'onShellError' | 'onError'>,
) {
  const View = await PAGES[state.page.name]();
  return renderToPipeableStream(
    <StrictMode>
      <ShopApp state={state} View={View} />
    </StrictMode>,
    options,
  );
}
