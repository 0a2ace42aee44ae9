import { ulid } from 'ulid';

/** The longest name part a key keeps (the extension is kept within it). */
const NAME_MAX = 100;

/**
 * The shape of every key Storedesk makes: `<store_id>/<ULID>-<safe-name>`. Nothing else is
 * looked up on disk or in a bucket, so a key can never climb out of its folder.
 */
export const FILE_KEY_PATTERN =
  /^[A-Za-z0-9_]{1,64}\/[0-9A-HJKMNP-TV-Z]{26}-[A-Za-z0-9._-]{1,100}$/;

export function isFileKey(value: string): boolean {
  return FILE_KEY_PATTERN.test(value);
}

/** The store a key belongs to (its first segment); only meaningful for a key Storedesk made. */
export function storeOfKey(key: string): string {
  return key.slice(0, key.indexOf('/'));
}

/**
 * A file name safe in a path, a URL and a header: the last path segment of what the client
 * sent, letters, digits, `.`, `_` and `-` only, no leading dots, at most 100 characters with the
 * extension kept.
 */
export function safeFileName(original: string): string {
  const base = original.split(/[/\\]/).pop() ?? '';
  const ascii = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-*\.-*/g, '.')
    .replace(/-{2,}/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.-]+/, '')
    .replace(/[.-]+$/, '');
  if (!ascii) return 'file';
  if (ascii.length <= NAME_MAX) return ascii;
  const dot = ascii.lastIndexOf('.');
  const extension = dot > 0 && ascii.length - dot <= 16 ? ascii.slice(dot) : '';
  return ascii.slice(0, NAME_MAX - extension.length) + extension;
}

/** A new key for a file of this store; the client's name only contributes a cleaned suffix. */
export function newFileKey(storeId: string, originalName: string): string {
  if (!/^[A-Za-z0-9_]{1,64}$/.test(storeId)) throw new Error(`unexpected store id ${storeId}`);
  return `${storeId}/${ulid()}-${safeFileName(originalName)}`;
}

/** A name to keep in the database and show back: the last path segment, bounded. */
export function displayName(original: string): string {
  const base = [...(original.split(/[/\\]/).pop() ?? '')]
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  return base.slice(0, 255) || 'file';
}

const BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  csv: 'text/csv',
  txt: 'text/plain',
  json: 'application/json',
  pdf: 'application/pdf',
};

/**
 * The content type to store: the client's, lower-cased and without parameters, when it is a
 * well-formed `type/subtype`; otherwise (or when it says nothing useful) guessed from the name.
 */
export function normalizeMimeType(declared: string | undefined, name: string): string {
  const bare = (declared ?? '').split(';')[0]!.trim().toLowerCase();
  const wellFormed = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/.test(
    bare,
  );
  if (wellFormed && bare !== 'application/octet-stream') return bare;
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase();
  return (extension && BY_EXTENSION[extension]) || 'application/octet-stream';
}

/** Types a browser may show in place: raster images only (no SVG, HTML or PDF from our origin). */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']);

export function isInlineType(mimeType: string): boolean {
  return INLINE_TYPES.has(mimeType);
}

/** `Content-Disposition` with an ASCII fallback name and the UTF-8 one (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** How a file is shown when read: images in place, everything else downloaded. */
export function dispositionFor(mimeType: string, name: string): string {
  return contentDisposition(isInlineType(mimeType) ? 'inline' : 'attachment', name);
}
