import type { BatchJobError } from '@storedesk/contract';
import { CsvError, parse } from 'csv-parse/sync';
import { slugify } from '../products/products.identifiers.js';

/*
 * The product CSV of Medusa v1's import and export: one row per variant, rows of one product
 * grouped by Product Handle, the product's fields read from its first row. Row numbers count
 * the header as row 1. Pure parsing and checking here; lookups in the store are in
 * product-import.store.ts.
 */

type Kind = 'text' | 'int' | 'uint' | 'bool' | 'status';

/** Column header → database column, for the product's own fields. */
export const PRODUCT_FIELDS: ReadonlyArray<readonly [header: string, column: string, kind: Kind]> =
  [
    ['Product Title', 'title', 'text'],
    ['Product Subtitle', 'subtitle', 'text'],
    ['Product Description', 'description', 'text'],
    ['Product Status', 'status', 'status'],
    ['Product Thumbnail', 'thumbnail', 'text'],
    ['Product Weight', 'weight', 'uint'],
    ['Product Length', 'length', 'uint'],
    ['Product Width', 'width', 'uint'],
    ['Product Height', 'height', 'uint'],
    ['Product HS Code', 'hs_code', 'text'],
    ['Product Origin Country', 'origin_country', 'text'],
    ['Product MID Code', 'mid_code', 'text'],
    ['Product Material', 'material', 'text'],
    ['Product Discountable', 'discountable', 'bool'],
    ['Product External Id', 'external_id', 'text'],
  ];

/** Column header → database column, for a variant's own fields. */
export const VARIANT_FIELDS: ReadonlyArray<readonly [header: string, column: string, kind: Kind]> =
  [
    ['Variant Title', 'title', 'text'],
    ['Variant SKU', 'sku', 'text'],
    ['Variant Barcode', 'barcode', 'text'],
    ['Variant EAN', 'ean', 'text'],
    ['Variant UPC', 'upc', 'text'],
    ['Variant Inventory Quantity', 'inventory_quantity', 'int'],
    ['Variant Allow Backorder', 'allow_backorder', 'bool'],
    ['Variant Manage Inventory', 'manage_inventory', 'bool'],
    ['Variant Weight', 'weight', 'uint'],
    ['Variant Length', 'length', 'uint'],
    ['Variant Width', 'width', 'uint'],
    ['Variant Height', 'height', 'uint'],
    ['Variant HS Code', 'hs_code', 'text'],
    ['Variant Origin Country', 'origin_country', 'text'],
    ['Variant MID Code', 'mid_code', 'text'],
    ['Variant Material', 'material', 'text'],
  ];

export const HANDLE = 'Product Handle';
export const COLLECTION_HANDLE = 'Product Collection Handle';
export const COLLECTION_TITLE = 'Product Collection Title';
export const TYPE = 'Product Type';
export const TAGS = 'Product Tags';

/** Columns of Medusa v1 exports that an import reads past (ids differ between stores). */
const IGNORED =
  /^(product id|variant id|product profile (name|type)|product collection title|sales channel \d+ (name|id|description))$/i;

const STATUSES = new Set(['draft', 'proposed', 'published', 'rejected']);
const HANDLE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const INT_MAX = 2_147_483_647;

export type Value = string | number | boolean | null;

/** A price column: `Price USD`, or `Price <region name> [EUR]`. */
export interface PriceColumn {
  header: string;
  index: number;
  currency: string;
  /** For a region price, the region's name. */
  region?: string;
}

export interface CsvVariant {
  row: number;
  /** The variant's fields present in the file (`null`: the cell was empty). */
  fields: Record<string, Value>;
  /** Option values by option name, in the file's option order. */
  options: Array<{ name: string; value: string }>;
  /** Price cells that are not empty: amounts still as written ("12.50"). */
  prices: Array<{ column: PriceColumn; text: string }>;
}

export interface CsvProduct {
  /** The product's first row. */
  row: number;
  handle: string;
  fields: Record<string, Value>;
  collectionHandle?: string | null;
  type?: string | null;
  tags?: string[];
  images?: string[];
  optionNames: string[];
  variants: CsvVariant[];
}

export interface ParsedProductCsv {
  /** Data rows (variants). */
  rows: number;
  products: CsvProduct[];
  errors: BatchJobError[];
  /** Which optional column groups the file has: only those change an existing product. */
  has: {
    productFields: string[];
    variantFields: string[];
    collection: boolean;
    type: boolean;
    tags: boolean;
    images: boolean;
    prices: boolean;
  };
  priceColumns: PriceColumn[];
}

/** At most this many problems are kept (the count says how many there were). */
export const MAX_ERRORS = 1000;

function readValue(kind: Kind, text: string): { value: Value } | { error: string } {
  if (text === '') return { value: null };
  switch (kind) {
    case 'text':
      return { value: text };
    case 'int':
    case 'uint': {
      if (!/^-?\d+$/.test(text)) return { error: `must be a whole number (got "${text}")` };
      const value = Number(text);
      if (kind === 'uint' && value < 0) return { error: `must be 0 or more (got "${text}")` };
      if (Math.abs(value) > INT_MAX) return { error: `is too large (got "${text}")` };
      return { value };
    }
    case 'bool': {
      const lower = text.toLowerCase();
      if (['true', 'yes', '1'].includes(lower)) return { value: true };
      if (['false', 'no', '0'].includes(lower)) return { value: false };
      return { error: `must be true or false (got "${text}")` };
    }
    case 'status':
      return STATUSES.has(text.toLowerCase())
        ? { value: text.toLowerCase() }
        : { error: `must be one of draft, proposed, published, rejected (got "${text}")` };
  }
}

/** Reads a product CSV; every problem found is reported with its row and column. */
export function parseProductCsv(input: Buffer | string): ParsedProductCsv {
  const errors: BatchJobError[] = [];
  const empty: ParsedProductCsv = {
    rows: 0,
    products: [],
    errors,
    has: {
      productFields: [],
      variantFields: [],
      collection: false,
      type: false,
      tags: false,
      images: false,
      prices: false,
    },
    priceColumns: [],
  };
  let records: string[][];
  try {
    records = parse(input, {
      bom: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    }) as string[][];
  } catch (error) {
    const row = error instanceof CsvError ? (error as CsvError & { lines?: number }).lines : 0;
    errors.push({
      ...(row ? { row } : {}),
      message: `The file is not a readable CSV: ${(error as Error).message}`,
    });
    return empty;
  }
  const header = records[0];
  if (!header) {
    errors.push({ message: 'The file is empty: it needs a header row and one row per variant' });
    return empty;
  }

  const byName = new Map<string, number>();
  const productFields: Array<[number, string, Kind, string]> = [];
  const variantFields: Array<[number, string, Kind, string]> = [];
  const options = new Map<number, { name?: number; value?: number }>();
  const images: Array<[number, number]> = [];
  const priceColumns: PriceColumn[] = [];
  const productByHeader = new Map(PRODUCT_FIELDS.map((f) => [f[0].toLowerCase(), f]));
  const variantByHeader = new Map(VARIANT_FIELDS.map((f) => [f[0].toLowerCase(), f]));
  header.forEach((raw, index) => {
    const name = raw.trim();
    const lower = name.toLowerCase();
    if (!name) return;
    if (byName.has(lower)) {
      errors.push({ row: 1, column: name, message: `${name} appears twice in the header` });
      return;
    }
    byName.set(lower, index);
    const productField = productByHeader.get(lower);
    const variantField = variantByHeader.get(lower);
    let match: RegExpExecArray | null;
    if (productField) productFields.push([index, productField[1], productField[2], name]);
    else if (variantField) variantFields.push([index, variantField[1], variantField[2], name]);
    else if ((match = /^option (\d+) (name|value)$/i.exec(name))) {
      const entry = options.get(Number(match[1])) ?? {};
      entry[match[2]!.toLowerCase() as 'name' | 'value'] = index;
      options.set(Number(match[1]), entry);
    } else if ((match = /^image (\d+) url$/i.exec(name))) images.push([Number(match[1]), index]);
    else if ((match = /^price (.+?) \[([a-z]{3})\]$/i.exec(name))) {
      priceColumns.push({
        header: name,
        index,
        region: match[1]!.trim(),
        currency: match[2]!.toLowerCase(),
      });
    } else if ((match = /^price ([a-z]{3})$/i.exec(name))) {
      priceColumns.push({ header: name, index, currency: match[1]!.toLowerCase() });
    } else if (
      ![HANDLE, COLLECTION_HANDLE, TYPE, TAGS].some((known) => known.toLowerCase() === lower) &&
      !IGNORED.test(name)
    ) {
      errors.push({ row: 1, column: name, message: `Unknown column "${name}"` });
    }
  });
  const handleAt = byName.get(HANDLE.toLowerCase());
  const titleAt = byName.get('product title');
  if (handleAt === undefined && titleAt === undefined) {
    errors.push({
      row: 1,
      column: HANDLE,
      message: 'The file needs a Product Handle or a Product Title column',
    });
  }
  const optionColumns = [...options.entries()].sort(([a], [b]) => a - b);
  for (const [number, entry] of optionColumns) {
    if (entry.name === undefined || entry.value === undefined) {
      errors.push({
        row: 1,
        column: `Option ${number} ${entry.name === undefined ? 'Name' : 'Value'}`,
        message: `Option ${number} needs both a Name and a Value column`,
      });
    }
  }
  images.sort(([a], [b]) => a - b);
  const at = (name: string) => byName.get(name.toLowerCase());
  const collectionAt = at(COLLECTION_HANDLE);
  const typeAt = at(TYPE);
  const tagsAt = at(TAGS);
  const result: ParsedProductCsv = {
    rows: records.length - 1,
    products: [],
    errors,
    has: {
      productFields: productFields.map((f) => f[1]),
      variantFields: variantFields.map((f) => f[1]),
      collection: collectionAt !== undefined,
      type: typeAt !== undefined,
      tags: tagsAt !== undefined,
      images: images.length > 0,
      prices: priceColumns.length > 0,
    },
    priceColumns,
  };
  if (errors.length > 0) return result;

  const products = new Map<string, CsvProduct>();
  const skus = new Map<string, number>();
  const report = (row: number, column: string, message: string) => {
    errors.push({ row, column, message: `${column}: ${message}` });
  };
  for (let index = 1; index < records.length; index += 1) {
    const record = records[index]!;
    const row = index + 1;
    const cell = (column: number | undefined) =>
      column === undefined ? '' : (record[column] ?? '');
    let handle = cell(handleAt);
    if (!handle) {
      const title = cell(titleAt);
      if (!title) {
        report(row, HANDLE, 'a row needs a Product Handle or a Product Title');
        continue;
      }
      handle = slugify(title);
    } else if (!HANDLE_PATTERN.test(handle)) {
      report(row, HANDLE, `must be lowercase letters, digits and single dashes (got "${handle}")`);
      continue;
    }

    const variant: CsvVariant = { row, fields: {}, options: [], prices: [] };
    for (const [column, name, kind, header] of variantFields) {
      const read = readValue(kind, cell(column));
      if ('error' in read) report(row, header, read.error);
      else variant.fields[name] = read.value;
    }
    const sku = variant.fields.sku as string | null | undefined;
    if (sku) {
      const first = skus.get(sku);
      if (first !== undefined) report(row, 'Variant SKU', `${sku} is also on row ${first}`);
      else skus.set(sku, row);
    }
    const names: string[] = [];
    for (const [number, entry] of optionColumns) {
      const name = cell(entry.name);
      const value = cell(entry.value);
      if (!name && !value) continue;
      if (!name) report(row, `Option ${number} Name`, `is empty but Option ${number} Value is not`);
      else if (!value) {
        report(row, `Option ${number} Value`, `is empty but Option ${number} Name is not`);
      } else {
        if (names.includes(name)) report(row, `Option ${number} Name`, `${name} is given twice`);
        names.push(name);
        variant.options.push({ name, value });
      }
    }
    for (const column of priceColumns) {
      const text = cell(column.index);
      if (!text) continue;
      if (!/^\d+(\.\d+)?$/.test(text)) {
        report(row, column.header, `must be an amount such as 12.50 (got "${text}")`);
      } else variant.prices.push({ column, text });
    }

    let product = products.get(handle);
    if (!product) {
      product = { row, handle, fields: {}, optionNames: names, variants: [] };
      for (const [column, name, kind, header] of productFields) {
        const read = readValue(kind, cell(column));
        if ('error' in read) report(row, header, read.error);
        else product.fields[name] = read.value;
      }
      if (collectionAt !== undefined) product.collectionHandle = cell(collectionAt) || null;
      if (typeAt !== undefined) product.type = cell(typeAt) || null;
      if (tagsAt !== undefined) {
        product.tags = [
          ...new Set(
            cell(tagsAt)
              .split(',')
              .map((tag) => tag.trim())
              .filter(Boolean),
          ),
        ];
      }
      if (images.length > 0) {
        product.images = images.map(([, column]) => cell(column)).filter(Boolean);
      }
      products.set(handle, product);
    } else if (names.join('\u0000') !== product.optionNames.join('\u0000')) {
      report(
        row,
        'Option 1 Name',
        `the rows of ${handle} must name the same options in the same order (${product.optionNames.join(', ') || 'none'})`,
      );
    }
    // A row with nothing of a variant only carries the product (one without variants).
    const bare =
      Object.values(variant.fields).every((value) => value === null) &&
      variant.options.length === 0 &&
      variant.prices.length === 0;
    if (!bare) product.variants.push(variant);
  }
  for (const product of products.values()) {
    const combos = new Map<string, number>();
    for (const variant of product.variants) {
      if (variant.options.length === 0) continue;
      const key = variant.options.map((option) => option.value).join('\u0000');
      const first = combos.get(key);
      if (first !== undefined) {
        report(
          variant.row,
          'Option 1 Value',
          `${product.handle} already has a variant with the options ${variant.options.map((o) => o.value).join(' / ')} (row ${first})`,
        );
      } else combos.set(key, variant.row);
    }
  }
  result.products = [...products.values()];
  return result;
}

/** "12.50" in a currency with `digits` decimals → 1250; null when it has too many decimals. */
export function toMinorUnits(text: string, digits: number): number | null {
  const [whole, fraction = ''] = text.split('.');
  if (fraction.length > digits) return null;
  const value = Number(`${whole}${fraction.padEnd(digits, '0')}`);
  return Number.isSafeInteger(value) ? value : null;
}

/** 1250 in a currency with `digits` decimals → "12.50". */
export function fromMinorUnits(amount: number, digits: number): string {
  if (digits === 0) return String(amount);
  const sign = amount < 0 ? '-' : '';
  const text = String(Math.abs(amount)).padStart(digits + 1, '0');
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
