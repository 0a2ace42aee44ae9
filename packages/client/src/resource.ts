import type { DeleteRes } from '@storedesk/contract';
import type { CallOptions, HttpClient } from './http.js';
import type { FindParams, ListQuery, ListRes, Res, Untyped } from './placeholders.js';

/**
 * A path with each interpolated value URL-encoded as one segment:
 * `path\`/admin/orders/${id}/capture\``.
 */
export function path(strings: TemplateStringsArray, ...params: (string | number)[]): string {
  return strings.reduce(
    (out, part, index) =>
      index < params.length
        ? `${out}${part}${encodeURIComponent(String(params[index]))}`
        : `${out}${part}`,
    '',
  );
}

/** The types of one resource's five CRUD calls. */
export interface CrudShape {
  res: unknown;
  listRes: unknown;
  createReq: unknown;
  updateReq: unknown;
  listQuery: object;
}

/** The shape of an area without a contract yet: `{ [single]: Untyped }`, `{ [plural]: Untyped[], ... }`. */
export interface PlaceholderShape<Single extends string, Plural extends string> {
  res: Res<Single>;
  listRes: ListRes<Plural>;
  createReq: Untyped;
  updateReq: Untyped;
  listQuery: ListQuery;
}

/**
 * The five calls every admin resource has (SPEC point 7): `create` POST base, `retrieve` GET
 * base/{id}, `update` POST base/{id}, `delete` DELETE base/{id}, `list` GET base?query.
 * Resource files spread this and add their named actions.
 */
export function crud<Shape extends CrudShape>(http: HttpClient, base: string) {
  const one = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    create(body: Shape['createReq'], options?: CallOptions): Promise<Shape['res']> {
      return http.post(base, body, options);
    },
    retrieve(id: string, query?: FindParams, options?: CallOptions): Promise<Shape['res']> {
      return http.get(one(id), query, options);
    },
    update(id: string, body: Shape['updateReq'], options?: CallOptions): Promise<Shape['res']> {
      return http.post(one(id), body, options);
    },
    delete(id: string, options?: CallOptions): Promise<DeleteRes> {
      return http.delete(one(id), undefined, options);
    },
    list(query?: Shape['listQuery'], options?: CallOptions): Promise<Shape['listRes']> {
      return http.get(base, query, options);
    },
  };
}

/** A `crud` for an area without a contract yet. */
export function placeholderCrud<Single extends string, Plural extends string>(
  http: HttpClient,
  base: string,
) {
  return crud<PlaceholderShape<Single, Plural>>(http, base);
}
