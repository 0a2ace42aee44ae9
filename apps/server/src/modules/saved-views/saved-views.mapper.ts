import type { SavedView } from '@storedesk/contract';
import { iso } from '../../platform/dates.js';
import type { SavedViewRow } from './saved-views.service.js';

/** The wire shape of a saved list view: its name and the list's query string. */
export function toView(row: SavedViewRow): SavedView {
  return { id: row.id, name: row.name, query: row.query, created_at: iso(row.createdAt) };
}
