import { describe, expect, it } from 'vitest';
import { encodeQuery } from './query.js';

describe('encodeQuery', () => {
  it('encodes scalars and skips undefined', () => {
    expect(encodeQuery({ limit: 10, offset: 0, q: 'blue shirt', expand: undefined })).toBe(
      'limit=10&offset=0&q=blue%20shirt',
    );
  });

  it('encodes nested objects as a[b]=c', () => {
    expect(encodeQuery({ created_at: { gt: '2024-01-01', lt: '2024-02-01' } })).toBe(
      'created_at[gt]=2024-01-01&created_at[lt]=2024-02-01',
    );
    expect(encodeQuery({ a: { b: { c: 'd' } } })).toBe('a[b][c]=d');
  });

  it('encodes arrays as a[]=x&a[]=y', () => {
    expect(encodeQuery({ id: ['prod_1', 'prod_2'] })).toBe('id[]=prod_1&id[]=prod_2');
    expect(encodeQuery({ filter: { status: ['draft', 'published'] } })).toBe(
      'filter[status][]=draft&filter[status][]=published',
    );
  });

  it('escapes special characters in keys and values', () => {
    expect(encodeQuery({ 'a&b': 'c=d', tag: ['x y'] })).toBe('a%26b=c%3Dd&tag[]=x%20y');
  });

  it('returns an empty string for no query', () => {
    expect(encodeQuery(undefined)).toBe('');
    expect(encodeQuery({})).toBe('');
  });
});
