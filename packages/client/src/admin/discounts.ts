import type { DeleteRes } from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';
import type { FindParams, Res, Untyped } from '../placeholders.js';
import { path, placeholderCrud } from '../resource.js';

type DiscountRes = Res<'discount'>;

/** Discounts with their regions, dynamic codes and conditions (and the conditions' resources). */
export function adminDiscounts(http: HttpClient) {
  const base = (id: string) => path`/admin/discounts/${id}`;
  const condition = (id: string, conditionId: string) =>
    path`/admin/discounts/${id}/conditions/${conditionId}`;
  return {
    ...placeholderCrud<'discount', 'discounts'>(http, '/admin/discounts'),
    retrieveByCode: (code: string, query?: FindParams, options?: CallOptions) =>
      http.get<DiscountRes>(path`/admin/discounts/code/${code}`, query, options),
    addRegion: (id: string, regionId: string, options?: CallOptions) =>
      http.post<DiscountRes>(path`/admin/discounts/${id}/regions/${regionId}`, undefined, options),
    removeRegion: (id: string, regionId: string, options?: CallOptions) =>
      http.delete<DiscountRes>(
        path`/admin/discounts/${id}/regions/${regionId}`,
        undefined,
        options,
      ),
    createDynamicCode: (id: string, body: Untyped, options?: CallOptions) =>
      http.post<DiscountRes>(`${base(id)}/dynamic-codes`, body, options),
    deleteDynamicCode: (id: string, code: string, options?: CallOptions) =>
      http.delete<DiscountRes>(
        path`/admin/discounts/${id}/dynamic-codes/${code}`,
        undefined,
        options,
      ),
    getCondition: (id: string, conditionId: string, query?: FindParams, options?: CallOptions) =>
      http.get<Res<'discount_condition'>>(condition(id, conditionId), query, options),
    createCondition: (id: string, body: Untyped, options?: CallOptions) =>
      http.post<DiscountRes>(`${base(id)}/conditions`, body, options),
    updateCondition: (id: string, conditionId: string, body: Untyped, options?: CallOptions) =>
      http.post<DiscountRes>(condition(id, conditionId), body, options),
    deleteCondition: (id: string, conditionId: string, options?: CallOptions) =>
      http.delete<DeleteRes & Partial<DiscountRes>>(condition(id, conditionId), undefined, options),
    /** Body `{ resources: [{ id }] }`: products, types, collections, tags or customer groups. */
    addConditionResourceBatch: (
      id: string,
      conditionId: string,
      body: Untyped,
      options?: CallOptions,
    ) => http.post<DiscountRes>(`${condition(id, conditionId)}/batch`, body, options),
    /** Body `{ resources: [{ id }] }`. */
    deleteConditionResourceBatch: (
      id: string,
      conditionId: string,
      body: Untyped,
      options?: CallOptions,
    ) => http.delete<DiscountRes>(`${condition(id, conditionId)}/batch`, body, options),
  };
}
export type AdminDiscountsResource = ReturnType<typeof adminDiscounts>;
