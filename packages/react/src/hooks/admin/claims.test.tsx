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
  useAdminCancelClaim,
  useAdminCancelClaimFulfillment,
  useAdminClaim,
  useAdminClaims,
  useAdminCreateClaim,
  useAdminCreateClaimShipment,
  useAdminFulfillClaim,
  useAdminInventoryItems,
  useAdminOrder,
  useAdminOrders,
  useAdminOrderTimeline,
  useAdminReceiveReturn,
  useAdminReturns,
  useAdminUpdateClaim,
} from '../../index.js';

/**
 * The admin claim hooks: what each sends, and which reads each write refreshes (the order, its
 * timeline and lists, the claims and returns lists, and the stock the replacements hold or
 * leave); receiving a claim's return refreshes the claims too.
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

/** The reads an order page and the claims list keep open, plus the returns and stock lists. */
async function openReads(cache: QueryClient) {
  const hooks = [
    renderHook(() => useAdminOrders({ limit: 20 }), { wrapper: wrapper(cache) }),
    renderHook(() => useAdminOrder('order_1'), { wrapper: wrapper(cache) }),
    renderHook(() => useAdminOrderTimeline('order_1'), { wrapper: wrapper(cache) }),
    renderHook(
      () =>
        useAdminClaims({
          type: 'replace',
          payment_status: 'na',
          fulfillment_status: 'not_fulfilled',
          q: '#12',
          limit: 20,
        }),
      { wrapper: wrapper(cache) },
    ),
    renderHook(() => useAdminClaim('claim_1'), { wrapper: wrapper(cache) }),
    renderHook(() => useAdminReturns({ limit: 20 }), { wrapper: wrapper(cache) }),
    renderHook(() => useAdminInventoryItems(), { wrapper: wrapper(cache) }),
  ];
  for (const hook of hooks) await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
}

/** Every read `openReads` keeps was asked for `times` times. */
async function expectRefreshed(times: number) {
  await waitFor(() => expect(calls('GET', '/admin/claims')).toHaveLength(times));
  for (const path of [
    '/admin/orders',
    '/admin/orders/order_1',
    '/admin/orders/order_1/timeline',
    '/admin/claims/claim_1',
    '/admin/returns',
    '/admin/inventory-items',
  ]) {
    await waitFor(() => expect(calls('GET', path), path).toHaveLength(times));
  }
}

describe('admin claim hooks', () => {
  it('list claims with their filters and read one', async () => {
    await openReads(queryClient());
    expect(decodeURIComponent(calls('GET', '/admin/claims')[0]!.query)).toBe(
      'type=replace&payment_status=na&fulfillment_status=not_fulfilled&q=#12&limit=20',
    );
    expect(calls('GET', '/admin/claims/claim_1')).toHaveLength(1);
  });

  it('registering a claim sends its body and refreshes the order, the claims, the returns and the stock', async () => {
    const cache = queryClient();
    await openReads(cache);
    const create = renderHook(() => useAdminCreateClaim('order_1'), { wrapper: wrapper(cache) });
    const body = {
      type: 'replace' as const,
      claim_items: [
        { item_id: 'item_1', quantity: 1, reason: 'wrong_item' as const, note: 'Blue, not red' },
      ],
      additional_items: [{ variant_id: 'variant_2', quantity: 1 }],
      shipping_methods: [{ option_id: 'so_1', price: 0 }],
      return_shipping: { option_id: 'so_ret' },
      no_notification: true,
    };
    await act(() => create.result.current.mutateAsync(body));
    expect(JSON.parse(calls('POST', '/admin/orders/order_1/claims')[0]!.text)).toEqual(body);
    await expectRefreshed(2);
  });

  it('changing, fulfilling, shipping and canceling each send their call and refresh the same reads', async () => {
    const cache = queryClient();
    await openReads(cache);
    const hook = <T,>(use: () => T) => renderHook(use, { wrapper: wrapper(cache) }).result;

    const update = hook(() => useAdminUpdateClaim('order_1'));
    await act(() =>
      update.current.mutateAsync({
        claim_id: 'claim_1',
        claim_items: [{ id: 'citem_1', note: 'Torn', reason: 'production_failure' }],
      }),
    );
    expect(JSON.parse(calls('POST', '/admin/orders/order_1/claims/claim_1')[0]!.text)).toEqual({
      claim_items: [{ id: 'citem_1', note: 'Torn', reason: 'production_failure' }],
    });
    await expectRefreshed(2);

    const fulfil = hook(() => useAdminFulfillClaim('order_1'));
    await act(() => fulfil.current.mutateAsync({ claim_id: 'claim_1', location_id: 'sloc_1' }));
    expect(
      JSON.parse(calls('POST', '/admin/orders/order_1/claims/claim_1/fulfillments')[0]!.text),
    ).toEqual({ location_id: 'sloc_1' });
    await expectRefreshed(3);

    const ship = hook(() => useAdminCreateClaimShipment('order_1'));
    await act(() =>
      ship.current.mutateAsync({
        claim_id: 'claim_1',
        fulfillment_id: 'ful_1',
        tracking_numbers: ['1Z999'],
      }),
    );
    expect(
      JSON.parse(calls('POST', '/admin/orders/order_1/claims/claim_1/shipments')[0]!.text),
    ).toEqual({ fulfillment_id: 'ful_1', tracking_numbers: ['1Z999'] });
    await expectRefreshed(4);

    const unfulfil = hook(() => useAdminCancelClaimFulfillment('order_1'));
    await act(() => unfulfil.current.mutateAsync({ claim_id: 'claim_1', fulfillment_id: 'ful_1' }));
    expect(
      calls('POST', '/admin/orders/order_1/claims/claim_1/fulfillments/ful_1/cancel'),
    ).toHaveLength(1);
    await expectRefreshed(5);

    const cancel = hook(() => useAdminCancelClaim('order_1'));
    await act(() => cancel.current.mutateAsync('claim_2'));
    expect(calls('POST', '/admin/orders/order_1/claims/claim_2/cancel')).toHaveLength(1);
    await expectRefreshed(6);
  });

  it('receiving a claim’s return refreshes the claims with the order', async () => {
    const cache = queryClient();
    await openReads(cache);
    const receive = renderHook(() => useAdminReceiveReturn('ret_claim_1'), {
      wrapper: wrapper(cache),
    });
    await act(() =>
      receive.result.current.mutateAsync({ items: [{ item_id: 'item_1', quantity: 1 }] }),
    );
    expect(calls('POST', '/admin/returns/ret_claim_1/receive')).toHaveLength(1);
    await waitFor(() => expect(calls('GET', '/admin/claims')).toHaveLength(2));
    await waitFor(() => expect(calls('GET', '/admin/claims/claim_1')).toHaveLength(2));
    await waitFor(() => expect(calls('GET', '/admin/orders/order_1')).toHaveLength(2));
  });
});
