import { z } from 'zod';
import { ListParams, Metadata, Paging, Timestamp } from './common.js';

/** Notes staff leave on orders and customers (Medusa v1 `/admin/notes`). */

export const Note = z.looseObject({
  id: z.string(),
  resource_type: z.string(),
  resource_id: z.string(),
  value: z.string(),
  author_id: z.string().nullable(),
  author: z
    .looseObject({
      id: z.string(),
      email: z.string(),
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
    })
    .nullable()
    .optional(),
  metadata: Metadata,
  created_at: Timestamp,
  updated_at: Timestamp,
  deleted_at: Timestamp.nullable(),
});
export type Note = z.infer<typeof Note>;

/** What a note may be on. */
export const NOTE_RESOURCE_TYPES = ['order', 'customer'] as const;

/** `GET /admin/notes` (v1: 50 a page). */
export const AdminGetNotesParams = ListParams.extend({
  resource_id: z.string().min(1).optional(),
});
export type AdminGetNotesParams = z.input<typeof AdminGetNotesParams>;

export const AdminPostNotesReq = z.strictObject({
  resource_id: z.string().trim().min(1).max(200),
  resource_type: z.enum(NOTE_RESOURCE_TYPES),
  value: z.string().trim().min(1).max(10000),
});
export type AdminPostNotesReq = z.input<typeof AdminPostNotesReq>;

export const AdminPostNotesNoteReq = z.strictObject({
  value: z.string().trim().min(1).max(10000),
});
export type AdminPostNotesNoteReq = z.input<typeof AdminPostNotesNoteReq>;

export const AdminNotesRes = z.object({ note: Note });
export type AdminNotesRes = z.infer<typeof AdminNotesRes>;
export const AdminNotesListRes = z.object({ notes: z.array(Note), ...Paging });
export type AdminNotesListRes = z.infer<typeof AdminNotesListRes>;
export const AdminNotesDeleteRes = z.object({
  id: z.string(),
  object: z.literal('note'),
  deleted: z.literal(true),
});
export type AdminNotesDeleteRes = z.infer<typeof AdminNotesDeleteRes>;
