import type { CallOptions, HttpClient } from '../http.js';
import type { Res } from '../placeholders.js';
import { path } from '../resource.js';

export function storeGiftCards(http: HttpClient) {
  return {
    retrieve: (code: string, options?: CallOptions) =>
      http.get<Res<'gift_card'>>(path`/store/gift-cards/${code}`, undefined, options),
  };
}
export type StoreGiftCardsResource = ReturnType<typeof storeGiftCards>;
