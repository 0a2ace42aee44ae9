import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { handleFromName, rewriteStoreBaseUrl } from './store-base-url.js';

const rewrite = (url: string) => rewriteStoreBaseUrl({ url } as IncomingMessage);

describe('rewriteStoreBaseUrl', () => {
  it('routes /s/{handle}/... as the path after it, query kept', () => {
    expect(rewrite('/s/acme/store/products?limit=6&handle[0]=x')).toBe(
      '/store/products?limit=6&handle[0]=x',
    );
    expect(rewrite('/s/acme/store/carts/cart_1/line-items')).toBe('/store/carts/cart_1/line-items');
    expect(rewrite('/s/acme')).toBe('/');
    expect(rewrite('/s/acme?x=1')).toBe('/?x=1');
  });

  it('reads the prefix in every spelling the router accepts', () => {
    for (const url of [
      '/S/acme/store/regions',
      '//s//acme//store/regions',
      '/%73/acme/store/regions',
      '/%53/ACME/store/regions',
      '/s/%61cme/store/regions',
    ]) {
      expect(rewrite(url).replace(/^\/+/, '/'), url).toBe('/store/regions');
    }
  });

  it('leaves every other path alone', () => {
    for (const url of [
      '/store/products',
      '/shop/acme',
      '/s',
      '/s/',
      '/s/-bad-/store/products',
      '/s/a_b/store/products',
      '/s/a%2Fb/store/products',
      '/s/%E0%A4/store/products',
      '/sx/acme/store/products',
      '/admin/s/acme/store',
    ]) {
      expect(rewrite(url), url).toBe(url);
    }
  });
});

describe('handleFromName', () => {
  it('makes a url-safe handle from any store name', () => {
    expect(handleFromName('Acme Goods')).toBe('acme-goods');
    expect(handleFromName('  Café Müller & Co. ')).toBe('cafe-muller-co');
    expect(handleFromName('ÆØÅ Design')).toBe('aeoa-design');
    expect(handleFromName('Straße Łódź')).toBe('strasse-lodz');
    expect(handleFromName('x'.repeat(80))).toHaveLength(40);
    expect(handleFromName(`${'a'.repeat(39)}-b`)).toBe('a'.repeat(39));
  });

  it('never gives a reserved, too short or empty handle', () => {
    expect(handleFromName('Admin')).toBe('admin-shop');
    expect(handleFromName('W')).toBe('w-shop');
    expect(handleFromName('東京')).toBe('store-shop');
    expect(handleFromName('!!!')).toBe('store-shop');
  });
});
