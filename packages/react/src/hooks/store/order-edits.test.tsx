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
  useAuthorizePaymentSession,
  useCompleteOrderEdit,
  useDeclineOrderEdit,
  useManagePaymentSession,
  useOrderEdit,
  usePaymentCollection,
} from '../../index.js';

/**
 * The shopper's order edit and payment collection hooks: what each sends, and which reads each
 * write refreshes (an edit carries its collection; answering an edit changes its collection).
 */

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

/** The edit and its collection, both read once. */
async function readBoth(cache: QueryClient) {
  const edit = renderHook(() => useOrderEdit('oe_1'), { wrapper: wrapper(cache) });
  const collection = renderHook(() => usePaymentCollection('paycol_1'), {
    wrapper: wrapper(cache),
  });
  await waitFor(() => expect(edit.result.current.isSuccess).toBe(true));
  await waitFor(() => expect(collection.result.current.isSuccess).toBe(true));
  expect(calls('GET', '/store/order-edits/oe_1')).toHaveLength(1);
  expect(calls('GET', '/store/payment-collections/paycol_1')).toHaveLength(1);
}

describe('order edit and payment collection hooks', () => {
  it('starting and authorising a session refresh the collection and the edit', async () => {
    const cache = queryClient();
    await readBoth(cache);
    const start = renderHook(() => useManagePaymentSession('paycol_1'), {
      wrapper: wrapper(cache),
    });
    await act(() =>
      start.result.current.mutateAsync({ provider_id: 'test-card', data: { card: { cvc: '1' } } }),
    );
    expect(
      JSON.parse(calls('POST', '/store/payment-collections/paycol_1/sessions')[0]!.text),
    ).toEqual({ provider_id: 'test-card', data: { card: { cvc: '1' } } });
    await waitFor(() =>
      expect(calls('GET', '/store/payment-collections/paycol_1')).toHaveLength(2),
    );
    await waitFor(() => expect(calls('GET', '/store/order-edits/oe_1')).toHaveLength(2));

    const authorize = renderHook(() => useAuthorizePaymentSession('paycol_1'), {
      wrapper: wrapper(cache),
    });
    await act(() => authorize.result.current.mutateAsync('ps_1'));
    expect(
      calls('POST', '/store/payment-collections/paycol_1/sessions/ps_1/authorize'),
    ).toHaveLength(1);
    await waitFor(() =>
      expect(calls('GET', '/store/payment-collections/paycol_1')).toHaveLength(3),
    );
    await waitFor(() => expect(calls('GET', '/store/order-edits/oe_1')).toHaveLength(3));
  });

  it('completing or declining an edit refreshes the edit and the collections', async () => {
    const cache = queryClient();
    await readBoth(cache);
    const complete = renderHook(() => useCompleteOrderEdit('oe_1'), { wrapper: wrapper(cache) });
    await act(() => complete.result.current.mutateAsync());
    expect(calls('POST', '/store/order-edits/oe_1/complete')).toHaveLength(1);
    await waitFor(() => expect(calls('GET', '/store/order-edits/oe_1')).toHaveLength(2));
    await waitFor(() =>
      expect(calls('GET', '/store/payment-collections/paycol_1')).toHaveLength(2),
    );

    const decline = renderHook(() => useDeclineOrderEdit('oe_1'), { wrapper: wrapper(cache) });
    await act(() => decline.result.current.mutateAsync({ declined_reason: 'Too dear' }));
    expect(JSON.parse(calls('POST', '/store/order-edits/oe_1/decline')[0]!.text)).toEqual({
      declined_reason: 'Too dear',
    });
    await waitFor(() => expect(calls('GET', '/store/order-edits/oe_1')).toHaveLength(3));
    await waitFor(() =>
      expect(calls('GET', '/store/payment-collections/paycol_1')).toHaveLength(3),
    );
  });
});
