import type { HttpClient } from '../http.js';
import { placeholderCrud } from '../resource.js';

export function adminNotes(http: HttpClient) {
  return placeholderCrud<'note', 'notes'>(http, '/admin/notes');
}
export type AdminNotesResource = ReturnType<typeof adminNotes>;
