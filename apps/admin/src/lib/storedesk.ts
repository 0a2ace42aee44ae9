import { Storedesk, type StoredeskConfig } from '@storedesk/client';
import { createStoredeskQueryClient } from '@storedesk/react';

/**
 * Same origin, cookie session (the server also serves this app), and SPEC point 7's configured
 * client default of 3 retries (on no answer, 409 and 5xx; POSTs then carry an idempotency key).
 */
export const ADMIN_CLIENT_CONFIG = {
  baseUrl: '',
  maxRetries: 3,
} as const satisfies StoredeskConfig;

/** The one API client. */
export const storedesk = new Storedesk(ADMIN_CLIENT_CONFIG);

/** Shared by the React tree and the router loaders, so both see the same cache. */
export const queryClient = createStoredeskQueryClient();
