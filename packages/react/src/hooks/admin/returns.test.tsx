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
  useAdminCancelReturn,
  useAdminCreateReturnReason,
  useAdminInventoryItems,
  useAdminOrder,
  useAdminOrders,
  useAdminOrderTimeline,
  useAdminReceiveReturn,
  useAdminRequestReturn,
  useAdminReturnReasons,
  useAdminReturns,
} from '../../index.js';

/**
 * The admin return and return-reason hooks: what each sends, and which reads each write
 * refreshes (the order, its timeline and lists, the returns list, and stock after a receipt).
 */

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

/** The reads an order page and the returns list keep open, plus the stock list. */
async function openReads(cache: QueryClient) {
  const hooks = [
    renderHook(() => useAdminOrders({ limit: 20 }), { wrapper: wrapper(cache) }),
    renderHook(() => useAdminOrder('order_1'), { wrapper: wrapper(cache) }),
    renderHook(() => useAdminOrderTimeline('order_1'), { wrapper: wrapper(cache) }),
    renderHook(() => useAdminReturns({ status: 'requested', q: '#12', limit: 20 }), {
      wrapper: wrapper(cache),
    }),
    renderHook(() => useAdminInventoryItems(), { wrapper: wrapper(cache) }),
  ];
  for (const hook of hooks) await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
}

describe('admin return hooks', () => {
  it('list returns with their filters', async () => {
    await openReads(queryClient());
    expect(decodeURIComponent(calls('GET', '/admin/returns')[0]!.query)).toBe(
      'status=requested&q=#12&limit=20',
    );
  });

  it('asking for a return sends its body and refreshes the order, its timeline and the returns', async () => {
    const cache = queryClient();
    await openReads(cache);
    const request = renderHook(() => useAdminRequestReturn('order_1'), {
      wrapper: wrapper(cache),
    });
    const body = {
      items: [{ item_id: 'item_1', quantity: 1, reason_id: 'rr_1', note: 'Too small' }],
      return_shipping: { option_id: 'so_1' },
      receive_now: true,
      location_id: 'sloc_1',
    };
    await act(() => request.result.current.mutateAsync(body));
    expect(JSON.parse(calls('POST', '/admin/orders/order_1/return')[0]!.text)).toEqual(body);
    await waitFor(() => expect(calls('GET', '/admin/returns')).toHaveLength(2));
    expect(calls('GET', '/admin/orders/order_1')).toHaveLength(2);
    expect(calls('GET', '/admin/orders/order_1/timeline')).toHaveLength(2);
    expect(calls('GET', '/admin/orders')).toHaveLength(2);
    // Received at once, the items are back in stock.
    expect(calls('GET', '/admin/inventory-items')).toHaveLength(2);
  });

  it('receiving refreshes the orders, the returns and the stock; canceling the orders and returns', async () => {
    const cache = queryClient();
    await openReads(cache);
    const receive = renderHook(() => useAdminReceiveReturn('ret_1'), { wrapper: wrapper(cache) });
    const body = { items: [{ item_id: 'item_1', quantity: 1 }], location_id: 'sloc_1', refund: 0 };
    await act(() => receive.result.current.mutateAsync(body));
    expect(JSON.parse(calls('POST', '/admin/returns/ret_1/receive')[0]!.text)).toEqual(body);
    await waitFor(() => expect(calls('GET', '/admin/inventory-items')).toHaveLength(2));
    expect(calls('GET', '/admin/returns')).toHaveLength(2);
    expect(calls('GET', '/admin/orders/order_1')).toHaveLength(2);
    expect(calls('GET', '/admin/orders/order_1/timeline')).toHaveLength(2);

    const cancel = renderHook(() => useAdminCancelReturn('ret_2'), { wrapper: wrapper(cache) });
    await act(() => cancel.result.current.mutateAsync());
    expect(calls('POST', '/admin/returns/ret_2/cancel')).toHaveLength(1);
    await waitFor(() => expect(calls('GET', '/admin/returns')).toHaveLength(3));
    expect(calls('GET', '/admin/orders/order_1')).toHaveLength(3);
    expect(calls('GET', '/admin/inventory-items')).toHaveLength(2);
  });

  it('a new return reason refreshes the reasons list', async () => {
    const cache = queryClient();
    const list = renderHook(() => useAdminReturnReasons(), { wrapper: wrapper(cache) });
    await waitFor(() => expect(list.result.current.isSuccess).toBe(true));
    const create = renderHook(() => useAdminCreateReturnReason(), { wrapper: wrapper(cache) });
    const body = { value: 'too-small', label: 'Too small', parent_return_reason_id: 'rr_1' };
    await act(() => create.result.current.mutateAsync(body));
    expect(JSON.parse(calls('POST', '/admin/return-reasons')[0]!.text)).toEqual(body);
    await waitFor(() => expect(calls('GET', '/admin/return-reasons')).toHaveLength(2));
  });
});
