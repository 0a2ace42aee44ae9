import { adminGiftCardKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';

const giftCards = crudHooks(adminGiftCardKeys, (client) => client.admin.giftCards);

export const adminGiftCardsQueryOptions = giftCards.listQueryOptions;
export const useAdminGiftCards = giftCards.useList;
export const adminGiftCardQueryOptions = giftCards.detailQueryOptions;
export const useAdminGiftCard = giftCards.useDetail;
export const useAdminCreateGiftCard = giftCards.useCreate;
export const useAdminUpdateGiftCard = giftCards.useUpdate;
export const useAdminDeleteGiftCard = giftCards.useDelete;
