import { describe, expect, it } from 'vitest';
import { ascDesc, filter, listCodec, listParams } from './list-state';

const codec = listCodec({
  pageSize: 20,
  pageSizes: [20, 50],
  orders: ascDesc('title', 'created_at'),
  defaultOrder: '-created_at',
  filters: {
    status: filter.many(['draft', 'published'] as const),
    region: filter.many(),
    created_from: filter.day(),
  },
});
const parse = (query: string) => codec.parse(new URLSearchParams(query));

describe('listCodec', () => {
  it('reads search, filters, sort and page, and writes them back in one order', () => {
    const state = parse(
      'page=2&limit=50&order=title&region=reg_2,reg_1&status=published&q=%20mug%20' +
        '&created_from=2030-01-31',
    );
    expect(state).toEqual({
      q: 'mug',
      status: ['published'],
      region: ['reg_2', 'reg_1'],
      created_from: '2030-01-31',
      order: 'title',
      limit: 50,
      page: 2,
    });
    expect(codec.serialize(state).toString()).toBe(
      'q=mug&status=published&region=reg_2&region=reg_1&created_from=2030-01-31' +
        '&order=title&limit=50&page=2',
    );
    expect(codec.activeFilters(state)).toBe(4);
    expect(codec.isNarrowed(state)).toBe(true);
    expect(codec.viewQuery(state)).not.toContain('page=');
  });

  it('drops what it does not offer and never writes a default', () => {
    const state = parse(
      'status=archived&status=draft&status=draft&limit=7&page=-1&order=price&created_from=1/2/2030',
    );
    expect(state).toEqual({ ...codec.defaults, status: ['draft'] });
    expect(codec.serialize(codec.defaults).toString()).toBe('');
    expect(codec.isNarrowed(codec.defaults)).toBe(false);
    expect({ ...state, ...codec.filtersOff }).toEqual(codec.defaults);
  });

  it('a list without page sizes or orders keeps its one size and lets the server sort', () => {
    const plain = listCodec({ pageSize: 10 });
    expect(plain.parse(new URLSearchParams('limit=50&order=title&page=3'))).toEqual({
      q: '',
      page: 3,
      limit: 10,
      order: '',
    });
  });
});

describe('listParams', () => {
  it('turns a page into limit and offset, and leaves out an empty search and order', () => {
    expect(listParams({ q: '', page: 3, limit: 20, order: '' })).toEqual({ limit: 20, offset: 40 });
    expect(listParams({ q: 'mug', page: 1, limit: 10, order: '-title' })).toEqual({
      limit: 10,
      offset: 0,
      q: 'mug',
      order: '-title',
    });
  });
});
