import { describe, expect, it } from 'vitest';
import {
  normaliseViewQuery,
  productList,
  toProductsQuery,
  type ProductListState,
} from './product-list-query';

const parse = (query: string) => productList.parse(new URLSearchParams(query));

describe('product list state ⇄ URL', () => {
  it('reads every parameter and writes it back in a fixed order', () => {
    const state = parse(
      'page=3&limit=50&order=-title&status=draft&status=published&collection=pcol_1' +
        '&type=ptyp_1&tag=ptag_1,ptag_2&category=pcat_1&channel=sc_1&q=%20shirt%20' +
        '&created_from=2030-01-01&created_to=2030-01-31&updated_from=2030-02-01',
    );
    expect(state).toEqual<ProductListState>({
      q: 'shirt',
      status: ['draft', 'published'],
      collection: ['pcol_1'],
      type: ['ptyp_1'],
      tag: ['ptag_1', 'ptag_2'],
      category: ['pcat_1'],
      channel: ['sc_1'],
      created_from: '2030-01-01',
      created_to: '2030-01-31',
      updated_from: '2030-02-01',
      updated_to: '',
      order: '-title',
      limit: 50,
      page: 3,
    });
    const written = productList.serialize(state).toString();
    expect(written).toBe(
      'q=shirt&status=draft&status=published&collection=pcol_1&type=ptyp_1&tag=ptag_1&tag=ptag_2' +
        '&category=pcat_1&channel=sc_1&created_from=2030-01-01&created_to=2030-01-31' +
        '&updated_from=2030-02-01&order=-title&limit=50&page=3',
    );
    expect(parse(written)).toEqual(state);
  });

  it('leaves defaults out and drops what it does not understand', () => {
    expect(productList.serialize(productList.defaults).toString()).toBe('');
    const state = parse(
      'status=archived&status=draft&limit=7&page=-2&order=price&created_from=01/02/2030',
    );
    expect(state).toEqual({ ...productList.defaults, status: ['draft'] });
    expect(productList.activeFilters(state)).toBe(1);
  });

  it('a saved view is the state without its page, in canonical form', () => {
    const state = parse('page=4&status=draft&q=mug');
    expect(productList.viewQuery(state)).toBe('q=mug&status=draft');
    expect(normaliseViewQuery('status=draft&q=mug&page=2')).toBe(productList.viewQuery(state));
  });

  it('turns the state into the API query: lists, paging, sort and whole local days', () => {
    const state = parse(
      'status=draft&tag=ptag_1&page=2&limit=10&created_from=2030-01-01&created_to=2030-01-31',
    );
    const query = toProductsQuery(state);
    expect(query).toMatchObject({
      status: ['draft'],
      tags: ['ptag_1'],
      limit: 10,
      offset: 10,
      order: '-created_at',
      created_at: {
        gte: new Date('2030-01-01T00:00:00').toISOString(),
        lt: new Date('2030-02-01T00:00:00').toISOString(),
      },
    });
    expect(query).not.toHaveProperty('q');
    expect(query).not.toHaveProperty('collection_id');
  });
});
