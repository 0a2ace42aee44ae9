import { Storedesk } from '@storedesk/client';
import { createStoredeskQueryClient } from '@storedesk/react';

/** The one API client: same origin, cookie session (the server also serves this app). */
export const storedesk = new Storedesk({ baseUrl: '' });

/** Shared by the React tree and the router loaders, so both see the same cache. */
export const queryClient = createStoredeskQueryClient();
