import type { ShopProduct, ShopRegion, ShopVariant } from '@storedesk/contract';

/** What search engines and link previews read of a shop page. */
export interface ShopHead {
  title: string;
  description: string;
  /** Absolute URL of the page (none for the 404 page). */
  canonical?: string;
  siteName: string;
  type: 'website' | 'product';
  image?: string | null;
  /** schema.org data (JSON-LD). */
  structuredData?: Record<string, unknown>;
  /** Pages that must not be indexed (cart, checkout, account, not found). */
  noindex?: boolean;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * JSON placed inside a <script> element: `<` is written as \u003c so no value can close the
 * element, and the two line separators JavaScript once refused are escaped too.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Descriptions are cut at a word near 160 characters, as search results show them. */
export function shortDescription(text: string | null | undefined, fallback: string): string {
  const plain = (text ?? '').replace(/\s+/g, ' ').trim() || fallback;
  if (plain.length <= 160) return plain;
  const cut = plain.slice(0, 157);
  const space = cut.lastIndexOf(' ');
  return `${(space > 100 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The tags of `<head>` for a page, every value escaped. */
export function headHtml(head: ShopHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:site_name', head.siteName),
  ];
  if (head.canonical) {
    tags.push(
      `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
      meta('property', 'og:url', head.canonical),
    );
  }
  if (head.image) tags.push(meta('property', 'og:image', head.image));
  tags.push(meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'));
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.structuredData) {
    tags.push(`<script type="application/ld+json">${scriptJson(head.structuredData)}</script>`);
  }
  return tags.join('\n    ');
}

/** Digits after the decimal point in a currency (2 for EUR, 0 for JPY), as Intl knows them. */
function fractionDigits(currencyCode: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency: currencyCode }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** Minor units as the decimal text schema.org wants (1999 EUR → "19.99"). */
export function decimalPrice(amount: number, currencyCode: string): string {
  const digits = fractionDigits(currencyCode);
  return (amount / 10 ** digits).toFixed(digits);
}

/** A variant can be bought when it is stocked, allows backorders or does not track stock. */
export const inStock = (variant: ShopVariant): boolean =>
  !variant.manage_inventory || variant.allow_backorder || variant.inventory_quantity > 0;

/** An absolute URL for an image (uploads may be stored with a path only). */
export const absoluteUrl = (url: string, origin: string): string =>
  /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

/** schema.org Product with one Offer per priced variant. */
export function productStructuredData(
  product: ShopProduct,
  region: ShopRegion | null,
  canonical: string,
  origin: string,
): Record<string, unknown> {
  const images = [product.thumbnail, ...(product.images ?? []).map((image) => image.url)]
    .filter((url): url is string => Boolean(url))
    .map((url) => absoluteUrl(url, origin));
  const offers = region
    ? (product.variants ?? [])
        .filter((variant) => typeof variant.calculated_price === 'number')
        .map((variant) => ({
          '@type': 'Offer',
          name: variant.title,
          ...(variant.sku ? { sku: variant.sku } : {}),
          price: decimalPrice(variant.calculated_price!, region.currency_code),
          priceCurrency: region.currency_code.toUpperCase(),
          availability: inStock(variant)
            ? 'https://schema.org/InStock'
            : 'https://schema.org/OutOfStock',
          url: canonical,
        }))
    : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    ...(product.description ? { description: product.description } : {}),
    ...(images.length ? { image: [...new Set(images)] } : {}),
    productID: product.id,
    url: canonical,
    ...(offers.length ? { offers } : {}),
  };
}
