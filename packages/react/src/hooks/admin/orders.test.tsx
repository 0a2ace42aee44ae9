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
  useAdminCapturePayment,
  useAdminCreateFulfillment,
  useAdminCreateNote,
  useAdminInventoryItems,
  useAdminNotifications,
  useAdminOrder,
  useAdminOrders,
  useAdminOrderTimeline,
  useAdminRefundPayment,
  useAdminResendNotification,
} from '../../index.js';

/**
 * The admin order, note and notification hooks: what each sends, and which reads each write
 * refreshes (the order, its timeline, the lists, the order's mail, and stock after a fulfilment).
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

/** The reads an order page keeps open: the list, the order, its timeline and its mail. */
async function orderPage(cache: QueryClient) {
  const hooks = [
    renderHook(() => useAdminOrders({ q: '#12', payment_status: ['awaiting'], limit: 20 }), {
      wrapper: wrapper(cache),
    }),
    renderHook(() => useAdminOrder('order_1'), { wrapper: wrapper(cache) }),
    renderHook(() => useAdminOrderTimeline('order_1'), { wrapper: wrapper(cache) }),
    renderHook(() => useAdminNotifications({ resource_id: 'order_1' }), {
      wrapper: wrapper(cache),
    }),
  ];
  for (const hook of hooks) await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
}

describe('admin order hooks', () => {
  it('read the list with its filters, the order, its timeline and its mail', async () => {
    await orderPage(queryClient());
    const [list] = calls('GET', '/admin/orders');
    expect(decodeURIComponent(list!.query)).toBe('q=#12&payment_status[]=awaiting&limit=20');
    expect(calls('GET', '/admin/orders/order_1')).toHaveLength(1);
    expect(calls('GET', '/admin/orders/order_1/timeline')).toHaveLength(1);
    expect(calls('GET', '/admin/notifications')[0]!.query).toBe('resource_id=order_1');
  });

  it('a refund sends its body and refreshes the order, its timeline, the list and the mail', async () => {
    const cache = queryClient();
    await orderPage(cache);
    const refund = renderHook(() => useAdminRefundPayment('order_1'), { wrapper: wrapper(cache) });
    const body = { amount: 700, reason: 'discount' as const, note: 'Late', no_notification: true };
    await act(() => refund.result.current.mutateAsync(body));
    expect(JSON.parse(calls('POST', '/admin/orders/order_1/refund')[0]!.text)).toEqual(body);
    await waitFor(() => expect(calls('GET', '/admin/orders')).toHaveLength(2));
    expect(calls('GET', '/admin/orders/order_1')).toHaveLength(2);
    expect(calls('GET', '/admin/orders/order_1/timeline')).toHaveLength(2);
    expect(calls('GET', '/admin/notifications')).toHaveLength(2);
  });

  it('capture sends an empty body for the whole payment, or the amount for part of it', async () => {
    const cache = queryClient();
    const capture = renderHook(() => useAdminCapturePayment('order_1'), {
      wrapper: wrapper(cache),
    });
    await act(() => capture.result.current.mutateAsync());
    await act(() => capture.result.current.mutateAsync({ amount: 1000 }));
    const sent = calls('POST', '/admin/orders/order_1/capture').map((request) => request.text);
    expect(sent).toEqual(['{}', '{"amount":1000}']);
  });

  it('a fulfilment also refreshes the stock reads', async () => {
    const cache = queryClient();
    const stock = renderHook(() => useAdminInventoryItems(), { wrapper: wrapper(cache) });
    await waitFor(() => expect(stock.result.current.isSuccess).toBe(true));
    const fulfil = renderHook(() => useAdminCreateFulfillment('order_1'), {
      wrapper: wrapper(cache),
    });
    await act(() =>
      fulfil.result.current.mutateAsync({
        items: [{ item_id: 'item_1', quantity: 2 }],
        location_id: 'sloc_1',
      }),
    );
    await waitFor(() => expect(calls('GET', '/admin/inventory-items')).toHaveLength(2));
  });
});

describe('admin note and notification hooks', () => {
  it('a new note and a resend refresh the order’s timeline', async () => {
    const cache = queryClient();
    await orderPage(cache);
    const note = renderHook(() => useAdminCreateNote(), { wrapper: wrapper(cache) });
    const body = { resource_type: 'order' as const, resource_id: 'order_1', value: 'Gift wrap' };
    await act(() => note.result.current.mutateAsync(body));
    expect(JSON.parse(calls('POST', '/admin/notes')[0]!.text)).toEqual(body);
    await waitFor(() => expect(calls('GET', '/admin/orders/order_1/timeline')).toHaveLength(2));

    const resend = renderHook(() => useAdminResendNotification('noti_1'), {
      wrapper: wrapper(cache),
    });
    await act(() => resend.result.current.mutateAsync({ to: 'other@example.com' }));
    expect(JSON.parse(calls('POST', '/admin/notifications/noti_1/resend')[0]!.text)).toEqual({
      to: 'other@example.com',
    });
    await waitFor(() => expect(calls('GET', '/admin/orders/order_1/timeline')).toHaveLength(3));
    expect(calls('GET', '/admin/notifications')).toHaveLength(2);
  });
});
