import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { headHtml, scriptJson, type ShopHead } from './shop.head.js';

/**
 * What the shop's server entry (apps/admin/src/shop/entry-server.tsx, built by
 * `vite build --ssr` into apps/admin/dist-ssr) exports. Written here by hand because the server
 * never imports from apps/admin; the entry declares the same shape.
 */
export interface ShopSsrModule {
  /** The shop's language for an Accept-Language header (English when none is offered). */
  pickLanguage(acceptLanguage: string | undefined): string;
  /** Text direction of a language. */
  direction(language: string): 'ltr' | 'rtl';
  /** The `shop` namespace of a language, as the page inlines it. */
  messagesFor(language: string): Record<string, unknown>;
  render(
    state: ShopState,
    options: {
      onShellReady(): void;
      onShellError(error: unknown): void;
      onError(error: unknown): void;
    },
  ): Promise<{
    pipe<W extends NodeJS.WritableStream>(destination: W): W;
    abort(reason?: unknown): void;
  }>;
}

/** Everything a page renders from, inlined in the page for hydration. */
export interface ShopState {
  page: { name: string; [key: string]: unknown };
  boot: {
    handle: string;
    name: string;
    basePath: string;
    apiBase: string;
    region: unknown;
    collections: unknown[];
  } | null;
  /** The shop's language for this shopper, and its `shop` namespace. */
  language: string;
  messages: Record<string, unknown>;
}

/** Used when the client build is missing (API tests): the page still renders on the server. */
const BARE_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <!--shop-head-->
  </head>
  <body>
    <div id="shop"><!--shop-body--></div>
  </body>
</html>`;

const BODY_MARK = '<!--shop-body-->';
const HEAD_MARK = '<!--shop-head-->';

export interface ShopRenderer {
  /** False until `npm run build` has built the shop's server entry. */
  ready: boolean;
  ssr: ShopSsrModule | null;
  /** Streams a page: head tags, the React tree, then the state the browser hydrates from. */
  send(reply: FastifyReply, status: number, head: ShopHead, state: ShopState): Promise<void>;
}

/**
 * Loads the shop's server entry and page template from the admin build: `<adminDist>/shop.html`
 * (hashed script and style links) and `<adminDist>/../dist-ssr/entry-server.js`.
 */
export async function loadShopRenderer(
  adminDist: string,
  logger: FastifyBaseLogger,
): Promise<ShopRenderer> {
  const entry = path.join(path.dirname(adminDist), 'dist-ssr', 'entry-server.js');
  const templateFile = path.join(adminDist, 'shop.html');
  const ssr = existsSync(entry)
    ? ((await import(pathToFileURL(entry).href)) as ShopSsrModule)
    : null;
  const template = existsSync(templateFile) ? readFileSync(templateFile, 'utf8') : BARE_TEMPLATE;
  const [beforeBody, afterBody] = template.split(BODY_MARK) as [string, string];

  return {
    ready: ssr !== null,
    ssr,
    async send(reply, status, head, state) {
      if (!ssr) {
        await reply
          .code(503)
          .type('text/plain')
          .send('The shop is not built yet: run `npm run build` (npm start does it for you).');
        return;
      }
      const language = state.language;
      const start = beforeBody
        .replace(/<html[^>]*>/, `<html lang="${language}" dir="${ssr.direction(language)}">`)
        .replace(HEAD_MARK, headHtml(head));
      // The state goes after the markup: a plain script runs before the deferred module that
      // hydrates, so the browser renders the same tree from the same data, with no API call.
      const end = `<script>window.__SHOP__=${scriptJson(state)}</script>${afterBody}`;
      // The shell is ready once React can send the page's first bytes; then it streams.
      let shellFailed: unknown;
      const shell = new Promise<void>((resolve) => {
        void ssr
          .render(state, {
            onShellReady: resolve,
            onShellError(error) {
              shellFailed = error ?? new Error('shell failed');
              resolve();
            },
            onError(error) {
              logger.error({ err: error }, 'shop page render error');
            },
          })
          .then(
            (stream) => {
              pending = stream;
            },
            (error: unknown) => {
              shellFailed = error;
              resolve();
            },
          );
      });
      let pending: { pipe<W extends NodeJS.WritableStream>(destination: W): W } | undefined;
      await shell;
      // render() has returned by the time the shell is ready (React reports it later).
      await Promise.resolve();
      if (shellFailed !== undefined || !pending) {
        logger.error({ err: shellFailed }, 'shop page failed to render');
        await reply.code(500).type('text/plain').send('The shop page could not be rendered.');
        return;
      }
      const body = new Transform({
        transform(chunk, _encoding, done) {
          done(null, chunk);
        },
        flush(done) {
          done(null, end);
        },
      });
      body.write(start);
      pending.pipe(body);
      await reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(body);
    },
  };
}
