import type { ListParams } from '@storedesk/contract';
import type { QueryValue } from './query.js';

/**
 * Placeholder shapes for the areas whose server (and so whose contract schema) does not exist
 * yet. Each one is replaced by the contract's schema when the server area lands; until then the
 * wire envelope is typed (`{ order }`, `{ orders, count, offset, limit }`) and the entity is not.
 */
export type Untyped = Record<string, unknown>;

/** A single-resource answer, e.g. `Res<'order'>` = `{ order: Untyped }`. */
export type Res<Key extends string, Entity = Untyped> = { [K in Key]: Entity };

/** A paged list answer, e.g. `ListRes<'orders'>` = `{ orders: Untyped[], count, offset, limit }`. */
export type ListRes<Key extends string, Entity = Untyped> = { [K in Key]: Entity[] } & {
  count: number;
  offset: number;
  limit: number;
};

/** Query of a list: the shared paging/search parameters plus any area-specific filters. */
export type ListQuery = ListParams & { [filter: string]: QueryValue };

/** Query of a single read: relations and fields to include. */
export interface FindParams {
  expand?: string;
  fields?: string;
}
