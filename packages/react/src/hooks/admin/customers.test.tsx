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
  useAdminCreateCustomer,
  useAdminCustomer,
  useAdminCustomers,
  useAdminUpdateCustomer,
} from '../../index.js';

/** The admin customer hooks: what each sends, and which reads each write refreshes. */

let server: RecordingServer;
let client: Storedesk;

beforeAll(async () => {
  server = await startRecordingServer();
  client = new Storedesk({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => server.reset());
afterEach(cleanup);

const queryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

function wrapper(cache: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <StoredeskProvider client={client} queryClient={cache} scope="store_1">
      {children}
    </StoredeskProvider>
  );
}

const calls = (method: string, path: string): RecordedRequest[] =>
  server.requests.filter((request) => request.method === method && request.path === path);

describe('admin customer hooks', () => {
  it('list and detail send their queries; an update refreshes both, a create the list', async () => {
    const cache = queryClient();
    const list = renderHook(() => useAdminCustomers({ q: 'ada', has_account: true, limit: 20 }), {
      wrapper: wrapper(cache),
    });
    const detail = renderHook(() => useAdminCustomer('cus_1', { expand: 'orders' }), {
      wrapper: wrapper(cache),
    });
    await waitFor(() => expect(list.result.current.isSuccess).toBe(true));
    await waitFor(() => expect(detail.result.current.isSuccess).toBe(true));
    const [listCall] = calls('GET', '/admin/customers');
    expect(Object.fromEntries(new URLSearchParams(listCall!.query))).toEqual({
      q: 'ada',
      has_account: 'true',
      limit: '20',
    });
    expect(calls('GET', '/admin/customers/cus_1')[0]!.query).toBe('expand=orders');

    const update = renderHook(() => useAdminUpdateCustomer('cus_1'), { wrapper: wrapper(cache) });
    await act(() => update.result.current.mutateAsync({ first_name: 'Augusta', phone: null }));
    expect(JSON.parse(calls('POST', '/admin/customers/cus_1')[0]!.text)).toEqual({
      first_name: 'Augusta',
      phone: null,
    });
    await waitFor(() => expect(calls('GET', '/admin/customers')).toHaveLength(2));
    await waitFor(() => expect(calls('GET', '/admin/customers/cus_1')).toHaveLength(2));

    const create = renderHook(() => useAdminCreateCustomer(), { wrapper: wrapper(cache) });
    const body = {
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      password: 'secret123',
    };
    await act(() => create.result.current.mutateAsync(body));
    expect(JSON.parse(calls('POST', '/admin/customers')[0]!.text)).toEqual(body);
    await waitFor(() => expect(calls('GET', '/admin/customers')).toHaveLength(3));
    expect(calls('GET', '/admin/customers/cus_1')).toHaveLength(2);
  });
});
