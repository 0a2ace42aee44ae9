/**
 * Encodes query parameters the way the API (and medusa-js v1, via `qs`) expects:
 * nested objects as `a[b]=c`, arrays as `a[]=x&a[]=y`. `undefined` values are skipped,
 * `null` becomes an empty value, dates become ISO strings.
 */
export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | Date
  | readonly QueryValue[]
  | { readonly [key: string]: QueryValue };

export function encodeQuery(query: object | undefined): string {
  if (query === undefined) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    appendPairs(pairs, key, value as QueryValue);
  }
  return pairs.join('&');
}

function appendPairs(pairs: string[], key: string, value: QueryValue): void {
  if (value === undefined) return;
  if (value === null) {
    pairs.push(`${encodeKey(key)}=`);
  } else if (value instanceof Date) {
    pairs.push(`${encodeKey(key)}=${encodeURIComponent(value.toISOString())}`);
  } else if (Array.isArray(value)) {
    for (const item of value as readonly QueryValue[]) appendPairs(pairs, `${key}[]`, item);
  } else if (typeof value === 'object') {
    for (const [child, childValue] of Object.entries(value)) {
      appendPairs(pairs, `${key}[${child}]`, childValue);
    }
  } else {
    pairs.push(`${encodeKey(key)}=${encodeURIComponent(String(value))}`);
  }
}

/** Keeps brackets readable (`a[b]`) while escaping everything else in the key. */
function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']');
}
