import { isStoredeskError } from '@storedesk/client';
import { adminSessionQueryOptions } from '@storedesk/react';
import { redirect } from 'react-router';
import { queryClient, storedesk } from '@/lib/storedesk';

/** Loader guard: resolves with the session, or redirects to /login when the API says 401. */
export async function requireSession() {
  try {
    return await queryClient.ensureQueryData(adminSessionQueryOptions(storedesk));
  } catch (error) {
    if (isStoredeskError(error) && error.status === 401) throw redirect('/login');
    throw error;
  }
}
