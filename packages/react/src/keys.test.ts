import { describe, expect, it } from 'vitest';
import { adminKeys, isAdminQueryKey, queryKeysFactory } from './keys.js';

describe('queryKeysFactory', () => {
  const products = queryKeysFactory('admin_products');

  it('leads every key with the scope, then the resource', () => {
    expect(products.all('store_1')).toEqual(['store_1', 'admin_products']);
    expect(products.lists('store_1')).toEqual(['store_1', 'admin_products', 'list']);
    expect(products.list('store_1', { q: 'shirt', limit: 20 })).toEqual([
      'store_1',
      'admin_products',
      'list',
      { q: 'shirt', limit: 20 },
    ]);
    expect(products.details('store_1')).toEqual(['store_1', 'admin_products', 'detail']);
    expect(products.detail('store_1', 'prod_1')).toEqual([
      'store_1',
      'admin_products',
      'detail',
      'prod_1',
    ]);
  });

  it('uses {} for a list without params, so both ask for the same cache entry', () => {
    expect(products.list('store_1')).toEqual(products.list('store_1', {}));
  });

  it('nests lists and details under all(scope), so one prefix invalidates both', () => {
    const all = products.all('store_1');
    for (const key of [
      products.lists('store_1'),
      products.list('store_1', { q: 'x' }),
      products.details('store_1'),
      products.detail('store_1', 'prod_1'),
    ]) {
      expect(key.slice(0, all.length)).toEqual(all);
    }
    expect(products.list('store_1', { q: 'x' }).slice(0, 3)).toEqual(products.lists('store_1'));
    expect(products.detail('store_1', 'p').slice(0, 3)).toEqual(products.details('store_1'));
  });

  it('gives two stores different keys for the same request', () => {
    expect(products.detail('store_a', 'prod_1')).not.toEqual(products.detail('store_b', 'prod_1'));
    expect(products.all('store_a')[0]).not.toEqual(products.all('store_b')[0]);
  });

  it('keeps a null scope (no provider scope) as the first element', () => {
    expect(queryKeysFactory('regions').list(null, { limit: 5 })).toEqual([
      null,
      'regions',
      'list',
      { limit: 5 },
    ]);
  });
});

describe('admin keys', () => {
  it('keeps the session key global and scopes the store', () => {
    expect(adminKeys.auth()).toEqual(['admin', 'auth']);
    expect(adminKeys.store('store_1')).toEqual(['store_1', 'admin_store', 'detail', 'current']);
  });

  it('recognises admin keys in any scope and nothing else', () => {
    expect(isAdminQueryKey(adminKeys.auth())).toBe(true);
    expect(isAdminQueryKey(adminKeys.store('store_1'))).toBe(true);
    expect(isAdminQueryKey(queryKeysFactory('admin_orders').list(null))).toBe(true);
    expect(isAdminQueryKey(queryKeysFactory('products').list('pk_1'))).toBe(false);
    expect(isAdminQueryKey(['other'])).toBe(false);
  });
});
