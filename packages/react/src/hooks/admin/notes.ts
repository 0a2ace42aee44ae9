import type { FindParams, Storedesk } from '@storedesk/client';
import { queryKeysFactory, type QueryScope } from '../../keys.js';
import {
  clientQuery,
  detailKey,
  listsAndDetail,
  useClientMutation,
  useClientQuery,
  type Admin,
  type Arg,
  type ReadOptions,
  type WriteOptions,
} from '../helpers.js';

type R = Admin['notes'];

export const adminNoteKeys = queryKeysFactory('admin_notes');

const touched = (scope: QueryScope, id: string) => listsAndDetail(adminNoteKeys, scope, id);

export const adminNotesQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  query?: Arg<R['list'], 0>,
) => clientQuery(adminNoteKeys.list(scope, query), (o) => client.admin.notes.list(query, o));

export function useAdminNotes(query?: Arg<R['list'], 0>, options?: ReadOptions<R['list']>) {
  return useClientQuery((c) => adminNotesQueryOptions(c.client, c.scope, query), options);
}

export const adminNoteQueryOptions = (
  client: Storedesk,
  scope: QueryScope,
  id: string,
  query?: FindParams,
) =>
  clientQuery(detailKey(adminNoteKeys, scope, id, query), (o) =>
    client.admin.notes.retrieve(id, query, o),
  );

export function useAdminNote(id: string, query?: FindParams, options?: ReadOptions<R['retrieve']>) {
  return useClientQuery((c) => adminNoteQueryOptions(c.client, c.scope, id, query), options);
}

export function useAdminCreateNote(options?: WriteOptions<R['create'], Arg<R['create'], 0>>) {
  const run = (client: Storedesk, body: Arg<R['create'], 0>) => client.admin.notes.create(body);
  return useClientMutation(run, (scope) => [adminNoteKeys.lists(scope)], options);
}

export function useAdminUpdateNote(
  id: string,
  options?: WriteOptions<R['update'], Arg<R['update'], 1>>,
) {
  const run = (client: Storedesk, body: Arg<R['update'], 1>) => client.admin.notes.update(id, body);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}

export function useAdminDeleteNote(id: string, options?: WriteOptions<R['delete'], void>) {
  const run = (client: Storedesk) => client.admin.notes.delete(id);
  return useClientMutation(run, (scope) => touched(scope, id), options);
}
