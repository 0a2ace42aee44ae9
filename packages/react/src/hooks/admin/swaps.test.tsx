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
  useAdminCancelSwap,
  useAdminCancelSwapFulfillment,
  useAdminCreateSwap,
  useAdminCreateSwapShipment,
  useAdminFulfillSwap,
  useAdminInventoryItems,
  useAdminOrder,
  useAdminOrders,
  useAdminOrderTimeline,
  useAdminProcessSwapPayment,
  useAdminReturns,
  useAdminSwap,
  useAdminSwaps,
} from '../../index.js';

/**
 * The admin swap hooks: what each sends, and which reads each write refreshes (the order, its
 * timeline and lists, the swaps and returns lists, and the stock the new items hold or leave).
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

/** The reads an order page and the exchanges list keep open, plus the returns and stock lists. */
async function openReads(cache: QueryClient) {
  const hooks = [
    renderHook(() => useAdminOrders({ limit: 20 }), { wrapper: wrapper(cache) }),
    renderHook(() => useAdminOrder('order_1'), { wrapper: wrapper(cache) }),
    renderHook(() => useAdminOrderTimeline('order_1'), { wrapper: wrapper(cache) }),
    renderHook(
      () =>
        useAdminSwaps({
          payment_status: 'not_paid',
          fulfillment_status: 'not_fulfilled',
          q: '#12',
          limit: 20,
        }),
      { wrapper: wrapper(cache) },
    ),
    renderHook(() => useAdminSwap('swap_1'), { wrapper: wrapper(cache) }),
    renderHook(() => useAdminReturns({ limit: 20 }), { wrapper: wrapper(cache) }),
    renderHook(() => useAdminInventoryItems(), { wrapper: wrapper(cache) }),
  ];
  for (const hook of hooks) await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
}

/** Every read `openReads` keeps was asked for `times` times. */
async function expectRefreshed(times: number) {
  await waitFor(() => expect(calls('GET', '/admin/swaps')).toHaveLength(times));
  for (const path of [
    '/admin/orders',
    '/admin/orders/order_1',
    '/admin/orders/order_1/timeline',
    '/admin/swaps/swap_1',
    '/admin/returns',
    '/admin/inventory-items',
  ]) {
    await waitFor(() => expect(calls('GET', path), path).toHaveLength(times));
  }
}

describe('admin swap hooks', () => {
  it('list swaps with their filters and read one', async () => {
    await openReads(queryClient());
    expect(decodeURIComponent(calls('GET', '/admin/swaps')[0]!.query)).toBe(
      'payment_status=not_paid&fulfillment_status=not_fulfilled&q=#12&limit=20',
    );
    expect(calls('GET', '/admin/swaps/swap_1')).toHaveLength(1);
  });

  it('making a swap sends its body and refreshes the order, the swaps, the returns and the stock', async () => {
    const cache = queryClient();
    await openReads(cache);
    const create = renderHook(() => useAdminCreateSwap('order_1'), { wrapper: wrapper(cache) });
    const body = {
      return_items: [{ item_id: 'item_1', quantity: 1, reason_id: 'rr_1', note: 'Too small' }],
      additional_items: [{ variant_id: 'variant_2', quantity: 1 }],
      return_shipping: { option_id: 'so_ret' },
      custom_shipping_options: [{ option_id: 'so_1', price: 0 }],
      no_notification: true,
    };
    await act(() => create.result.current.mutateAsync(body));
    expect(JSON.parse(calls('POST', '/admin/orders/order_1/swaps')[0]!.text)).toEqual(body);
    await expectRefreshed(2);
  });

  it('settling, fulfilling, shipping and canceling each send their call and refresh the same reads', async () => {
    const cache = queryClient();
    await openReads(cache);
    const hook = <T,>(use: () => T) => renderHook(use, { wrapper: wrapper(cache) }).result;

    const settle = hook(() => useAdminProcessSwapPayment('order_1'));
    await act(() => settle.current.mutateAsync('swap_1'));
    expect(calls('POST', '/admin/orders/order_1/swaps/swap_1/process-payment')).toHaveLength(1);
    await expectRefreshed(2);

    const fulfil = hook(() => useAdminFulfillSwap('order_1'));
    await act(() => fulfil.current.mutateAsync({ swap_id: 'swap_1', location_id: 'sloc_1' }));
    expect(
      JSON.parse(calls('POST', '/admin/orders/order_1/swaps/swap_1/fulfillments')[0]!.text),
    ).toEqual({ location_id: 'sloc_1' });
    await expectRefreshed(3);

    const ship = hook(() => useAdminCreateSwapShipment('order_1'));
    await act(() =>
      ship.current.mutateAsync({
        swap_id: 'swap_1',
        fulfillment_id: 'ful_1',
        tracking_numbers: ['1Z999'],
      }),
    );
    expect(
      JSON.parse(calls('POST', '/admin/orders/order_1/swaps/swap_1/shipments')[0]!.text),
    ).toEqual({ fulfillment_id: 'ful_1', tracking_numbers: ['1Z999'] });
    await expectRefreshed(4);

    const unfulfil = hook(() => useAdminCancelSwapFulfillment('order_1'));
    await act(() => unfulfil.current.mutateAsync({ swap_id: 'swap_1', fulfillment_id: 'ful_1' }));
    expect(
      calls('POST', '/admin/orders/order_1/swaps/swap_1/fulfillments/ful_1/cancel'),
    ).toHaveLength(1);
    await expectRefreshed(5);

    const cancel = hook(() => useAdminCancelSwap('order_1'));
    await act(() => cancel.current.mutateAsync('swap_2'));
    expect(calls('POST', '/admin/orders/order_1/swaps/swap_2/cancel')).toHaveLength(1);
    await expectRefreshed(6);
  });
});
