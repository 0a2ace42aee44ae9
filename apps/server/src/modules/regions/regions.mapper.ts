import {
  REGION_FIELDS,
  REGION_RELATIONS,
  type ProviderRef,
  type Region,
} from '@storedesk/contract';
import { timestamps } from '../../platform/dates.js';
import { parseNames } from '../../platform/list.js';
import type { ProviderRegistry } from '../../platform/providers/registry.js';
import type { RegionRead } from './regions.query.js';

type RegionField = (typeof REGION_FIELDS)[number];
type RegionRelation = (typeof REGION_RELATIONS)[number];

/** What a read answers: the fields `fields` picked and the relations `expand` named. */
export interface RegionSelection {
  /** undefined: every field. */
  fields: ReadonlySet<RegionField> | undefined;
  relations: ReadonlySet<RegionRelation>;
}

/** Every field and relation: the answer of writes and of reads without `fields`/`expand`. */
export const FULL_REGION: RegionSelection = {
  fields: undefined,
  relations: new Set(REGION_RELATIONS),
};

/** Reads `fields` and `expand` as v1 clients send them; an unknown name is a 400. */
export function regionSelection(query: {
  fields?: string | undefined;
  expand?: string | undefined;
}): RegionSelection {
  const fields =
    query.fields !== undefined && query.fields.trim() !== ''
      ? new Set(parseNames('fields', query.fields, REGION_FIELDS) as RegionField[])
      : undefined;
  const relations =
    query.expand !== undefined
      ? new Set(parseNames('expand', query.expand, REGION_RELATIONS) as RegionRelation[])
      : new Set(REGION_RELATIONS);
  return { fields, relations };
}

/** `{ id, is_installed }` of each provider id, as this store can use it today. */
export function providerRefs(
  ids: readonly string[],
  isInstalled: (id: string) => boolean,
): ProviderRef[] {
  return ids.map((id) => ({ id, is_installed: isInstalled(id) }));
}

/** The wire shape of a region (Medusa v1), limited to the selection. */
export function toRegion(
  read: RegionRead,
  registry: ProviderRegistry,
  selection: RegionSelection = FULL_REGION,
): Partial<Region> & { id: string } {
  const { row } = read;
  const full: Region = {
    id: row.id,
    ...timestamps(row),
    name: row.name,
    currency_code: row.currencyCode,
    tax_rate: Number(row.taxRate),
    tax_code: row.taxCode,
    gift_cards_taxable: row.giftCardsTaxable,
    automatic_taxes: row.automaticTaxes,
    tax_provider_id: row.taxProviderId,
    metadata: row.metadata ?? null,
    includes_tax: row.includesTax,
    countries: read.countries,
    currency: read.currency ?? { code: row.currencyCode, symbol: '', symbol_native: '', name: '' },
    payment_providers: providerRefs(read.paymentProviderIds, (id) => {
      const provider = registry.payment(id);
      return provider ? provider.isInstalled(read.savedSettings[id] ?? null) : false;
    }),
    fulfillment_providers: providerRefs(
      read.fulfillmentProviderIds,
      (id) => registry.fulfillment(id) !== undefined,
    ),
  };
  const out: Partial<Region> & { id: string } = { id: row.id };
  for (const field of REGION_FIELDS) {
    if (!selection.fields || selection.fields.has(field)) {
      (out as Record<string, unknown>)[field] = full[field];
    }
  }
  for (const relation of selection.relations) {
    (out as Record<string, unknown>)[relation] = full[relation];
  }
  return out;
}
