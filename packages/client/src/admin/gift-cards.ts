import type { HttpClient } from '../http.js';
import { placeholderCrud } from '../resource.js';

export function adminGiftCards(http: HttpClient) {
  return placeholderCrud<'gift_card', 'gift_cards'>(http, '/admin/gift-cards');
}
export type AdminGiftCardsResource = ReturnType<typeof adminGiftCards>;
