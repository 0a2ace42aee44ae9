import { Storedesk } from '@storedesk/client';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startRecordingServer,
  type RecordedRequest,
  type RecordingServer,
} from '../../../../client/test/recording-server.js';
import {
  StoredeskProvider,
  useAuthenticateCustomer,
  useCreateCustomer,
  useCustomerSession,
  useDeleteCustomerAddress,
  useDeleteCustomerSession,
  useMeCustomer,
  useUpdateCustomerAddress,
} from '../../index.js';

/** The shopper account hooks: what each sends, and which reads each write refreshes. */

let server: RecordingServer;
let client: Storedesk;

beforeAll(async () => {
  server = await startRecordingServer();
  client = new Storedesk({ baseUrl: server.url, publishableApiKey: 'pk_1' });
});
afterAll(() => server.close());
beforeEach(() => server.reset());
afterEach(cleanup);

const queryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

function wrapper(cache: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <StoredeskProvider client={client} queryClient={cache} scope="pk_1">
      {children}
    </StoredeskProvider>
  );
}

const calls = (method: string, path: string): RecordedRequest[] =>
  server.requests.filter((request) => request.method === method && request.path === path);

/** The signed-in customer and the session, both read once. */
async function readBoth(cache: QueryClient) {
  const me = renderHook(() => useMeCustomer(), { wrapper: wrapper(cache) });
  const session = renderHook(() => useCustomerSession(), { wrapper: wrapper(cache) });
  await waitFor(() => expect(me.result.current.isSuccess).toBe(true));
  await waitFor(() => expect(session.result.current.isSuccess).toBe(true));
  expect(calls('GET', '/store/customers/me')).toHaveLength(1);
  expect(calls('GET', '/store/auth')).toHaveLength(1);
}

describe('customer hooks', () => {
  it('signing in and out refreshes the session and the signed-in customer', async () => {
    const cache = queryClient();
    await readBoth(cache);
    const signIn = renderHook(() => useAuthenticateCustomer(), { wrapper: wrapper(cache) });
    await act(() => signIn.result.current.mutateAsync({ email: 'a@example.com', password: 'pw' }));
    expect(JSON.parse(calls('POST', '/store/auth')[0]!.text)).toEqual({
      email: 'a@example.com',
      password: 'pw',
    });
    await waitFor(() => expect(calls('GET', '/store/customers/me')).toHaveLength(2));
    await waitFor(() => expect(calls('GET', '/store/auth')).toHaveLength(2));

    const signOut = renderHook(() => useDeleteCustomerSession(), { wrapper: wrapper(cache) });
    await act(() => signOut.result.current.mutateAsync());
    expect(calls('DELETE', '/store/auth')).toHaveLength(1);
    await waitFor(() => expect(calls('GET', '/store/auth')).toHaveLength(3));
  });

  it('registering signs in: the session is read again', async () => {
    const cache = queryClient();
    await readBoth(cache);
    const register = renderHook(() => useCreateCustomer(), { wrapper: wrapper(cache) });
    await act(() =>
      register.result.current.mutateAsync({ email: 'new@example.com', password: 'secret123' }),
    );
    expect(calls('POST', '/store/customers')).toHaveLength(1);
    await waitFor(() => expect(calls('GET', '/store/auth')).toHaveLength(2));
  });

  it('address changes send the address id in the path and refresh the customer', async () => {
    const cache = queryClient();
    await readBoth(cache);
    const update = renderHook(() => useUpdateCustomerAddress(), { wrapper: wrapper(cache) });
    await act(() => update.result.current.mutateAsync({ addressId: 'addr_1', city: 'Bath' }));
    expect(JSON.parse(calls('POST', '/store/customers/me/addresses/addr_1')[0]!.text)).toEqual({
      city: 'Bath',
    });
    await waitFor(() => expect(calls('GET', '/store/customers/me')).toHaveLength(2));

    const remove = renderHook(() => useDeleteCustomerAddress(), { wrapper: wrapper(cache) });
    await act(() => remove.result.current.mutateAsync('addr_1'));
    expect(calls('DELETE', '/store/customers/me/addresses/addr_1')).toHaveLength(1);
    await waitFor(() => expect(calls('GET', '/store/customers/me')).toHaveLength(3));
  });
});
