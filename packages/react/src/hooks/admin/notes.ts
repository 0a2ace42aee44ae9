import { adminNoteKeys } from '../../keys.js';
import { crudHooks } from '../crud.js';

const notes = crudHooks(adminNoteKeys, (client) => client.admin.notes);

export const adminNotesQueryOptions = notes.listQueryOptions;
export const useAdminNotes = notes.useList;
export const adminNoteQueryOptions = notes.detailQueryOptions;
export const useAdminNote = notes.useDetail;
export const useAdminCreateNote = notes.useCreate;
export const useAdminUpdateNote = notes.useUpdate;
export const useAdminDeleteNote = notes.useDelete;
