import { adminCustomerKeys, adminNoteKeys, adminOrderKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';

// Notes on orders and customers. Every write, a new note too, refreshes the order and customer
// details, whose timelines show notes.

const notes = crudHooks(adminNoteKeys, (client) => client.admin.notes, {
  related: (scope) => [adminOrderKeys.details(scope), adminCustomerKeys.details(scope)],
  createRefreshesRelated: true,
});

export const adminNotesQueryOptions = notes.listQueryOptions;
export const useAdminNotes = notes.useList;
export const adminNoteQueryOptions = notes.detailQueryOptions;
export const useAdminNote = notes.useDetail;
export const useAdminCreateNote = notes.useCreate;
export const useAdminUpdateNote = notes.useUpdate;
export const useAdminDeleteNote = notes.useDelete;
