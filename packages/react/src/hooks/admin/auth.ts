import type { Storedesk } from '@storedesk/client';
import {
  invalidatesNothing,
  useClientMutation,
  type Admin,
  type Arg,
  type WriteOptions,
} from '../helpers.js';

// Bearer-token sign-in; the cookie session hooks are in `admin.ts`.

type R = Admin['auth'];

/** Exchanges email and password for a JWT; nothing cached changes. */
export function useAdminGetToken(options?: WriteOptions<R['getToken'], Arg<R['getToken'], 0>>) {
  const run = (client: Storedesk, body: Arg<R['getToken'], 0>) => client.admin.auth.getToken(body);
  return useClientMutation(run, invalidatesNothing, options);
}
