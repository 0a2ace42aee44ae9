import { z } from 'zod';
import { Timestamp } from './common.js';

/**
 * Saved views: a staff user's named filters of one admin list (`products`), kept on the server
 * so they follow the user between browsers. Each user sees only their own.
 */

/** Which list a view belongs to: a lowercase slug such as `products`. */
export const SavedViewResource = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_-]{0,49}$/, { message: 'must be a list name such as products' });

/** Longest query string a view keeps, in characters. */
export const SAVED_VIEW_QUERY_MAX = 4000;
/** Most views one user keeps per list. */
export const SAVED_VIEWS_PER_LIST_MAX = 50;

export const SavedView = z.object({
  id: z.string(),
  name: z.string(),
  /** The list's query string without the leading `?` (`status=draft&order=-created_at`). */
  query: z.string(),
  created_at: Timestamp,
});
export type SavedView = z.infer<typeof SavedView>;

export const AdminGetSavedViewsParams = z.object({ resource: SavedViewResource });
export type AdminGetSavedViewsParams = z.input<typeof AdminGetSavedViewsParams>;

export const AdminPostSavedViewsReq = z.strictObject({
  resource: SavedViewResource,
  name: z.string().trim().min(1).max(100),
  query: z
    .string()
    .trim()
    .max(SAVED_VIEW_QUERY_MAX)
    .transform((query) => query.replace(/^\?/, '')),
});
export type AdminPostSavedViewsReq = z.input<typeof AdminPostSavedViewsReq>;

export const AdminSavedViewsRes = z.object({ view: SavedView });
export type AdminSavedViewsRes = z.infer<typeof AdminSavedViewsRes>;

export const AdminSavedViewsListRes = z.object({ views: z.array(SavedView) });
export type AdminSavedViewsListRes = z.infer<typeof AdminSavedViewsListRes>;

export const AdminSavedViewsDeleteRes = z.object({
  id: z.string(),
  object: z.literal('view'),
  deleted: z.literal(true),
});
export type AdminSavedViewsDeleteRes = z.infer<typeof AdminSavedViewsDeleteRes>;
