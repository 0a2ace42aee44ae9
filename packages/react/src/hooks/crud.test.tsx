import { Storedesk, type ListQuery } from '@storedesk/client';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  startRecordingServer,
  type RecordedRequest,
  type RecordingServer,
} from '../../../client/test/recording-server.js';
import { adminGiftCardKeys, adminRegionKeys } from '../keys.js';
import { StoredeskProvider } from '../provider.js';
import { crudHooks } from './crud.js';
import { clientQuery, useClientQuery } from './helpers.js';

// The factory over a real client resource and a real HTTP server: what each hook sends, the key
// it reads under, and which reads each write refreshes with each invalidation option.

let server: RecordingServer;
let client: Storedesk;

beforeAll(async () => {
  server = await startRecordingServer();
  client = new Storedesk({ baseUrl: server.url });
});
afterAll(() => server.close());
beforeEach(() => server.reset());
afterEach(cleanup);

function setup() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoredeskProvider client={client} queryClient={queryClient} scope="store_a">
      {children}
    </StoredeskProvider>
  );
  return { queryClient, wrapper };
}

const gets = (path: string): RecordedRequest[] =>
  server.requests.filter((request) => request.method === 'GET' && request.path === path);

/** Gift cards whose writes also refresh the region reads (standing in for a related area). */
const plain = crudHooks(adminGiftCardKeys, (c) => c.admin.giftCards, {
  related: (scope) => [adminRegionKeys.lists(scope)],
});
const createsRelated = crudHooks(adminGiftCardKeys, (c) => c.admin.giftCards, {
  related: (scope) => [adminRegionKeys.lists(scope)],
  createRefreshesRelated: true,
});
const wholeArea = crudHooks(adminGiftCardKeys, (c) => c.admin.giftCards, {
  refreshWholeArea: true,
});

/** Renders the gift card list, two gift cards and the region list, and waits for all four. */
async function renderReads(wrapper: ({ children }: { children: ReactNode }) => ReactNode) {
  const regionsQuery = (scope: string | null) =>
    clientQuery(adminRegionKeys.list(scope), (o) => client.admin.regions.list(undefined, o));
  const reads = renderHook(
    () => ({
      list: plain.useList(),
      a: plain.useDetail('gc_a'),
      b: plain.useDetail('gc_b'),
      regions: useClientQuery((c) => regionsQuery(c.scope)),
    }),
    { wrapper },
  );
  await waitFor(() =>
    expect(Object.values(reads.result.current).every((read) => read.isSuccess)).toBe(true),
  );
  return reads;
}

const counts = () => ({
  list: gets('/admin/gift-cards').length,
  a: gets('/admin/gift-cards/gc_a').length,
  b: gets('/admin/gift-cards/gc_b').length,
  regions: gets('/admin/regions').length,
});

describe('crudHooks reads', () => {
  it('lists and retrieves through the resource, under the area keys', async () => {
    const { queryClient, wrapper } = setup();
    const { result } = renderHook(
      () => ({
        list: plain.useList({ limit: 5 }),
        one: plain.useDetail('gc_1', { expand: 'region' }),
      }),
      { wrapper },
    );
    await waitFor(() =>
      expect(result.current.one.isSuccess && result.current.list.isSuccess).toBe(true),
    );
    expect(server.requests.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /admin/gift-cards/gc_1?expand=region',
      'GET /admin/gift-cards?limit=5',
    ]);
    const keys = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        ['store_a', 'admin_gift_cards', 'list', { limit: 5 }],
        ['store_a', 'admin_gift_cards', 'detail', 'gc_1', { expand: 'region' }],
      ]),
    );
  });

  it('gives loaders the same query options as the hooks', () => {
    expect(plain.listQueryOptions(client, 'store_a').queryKey).toEqual(
      adminGiftCardKeys.list('store_a'),
    );
    expect(plain.detailQueryOptions(client, 'store_a', 'gc_1').queryKey).toEqual(
      adminGiftCardKeys.detail('store_a', 'gc_1'),
    );
  });

  it('keeps a nested list under its record, so writes to the record refresh it', async () => {
    const { queryClient, wrapper } = setup();
    const nested = plain.nestedList('events', (c, id, query: ListQuery | undefined, o) =>
      c.admin.custom.get(`/gift-cards/${id}/events`, query, o),
    );
    const read = renderHook(() => nested.useNestedList('gc_a', { limit: 2 }), { wrapper });
    await waitFor(() => expect(read.result.current.isSuccess).toBe(true));
    expect(gets('/admin/gift-cards/gc_a/events')).toHaveLength(1);
    expect(queryClient.getQueryCache().getAll()[0]!.queryKey).toEqual([
      'store_a',
      'admin_gift_cards',
      'detail',
      'gc_a',
      'events',
      { limit: 2 },
    ]);
    const update = renderHook(() => plain.useUpdate('gc_a'), { wrapper });
    await act(() => update.result.current.mutateAsync({ balance: 1 }));
    expect(gets('/admin/gift-cards/gc_a/events')).toHaveLength(2);
  });
});

describe('crudHooks writes', () => {
  it('create refreshes the lists only; update and delete refresh lists, the detail and related reads', async () => {
    const { wrapper } = setup();
    await renderReads(wrapper);
    expect(counts()).toEqual({ list: 1, a: 1, b: 1, regions: 1 });

    const create = renderHook(() => plain.useCreate(), { wrapper });
    await act(() => create.result.current.mutateAsync({ value: 10 }));
    expect(counts()).toEqual({ list: 2, a: 1, b: 1, regions: 1 });

    const update = renderHook(() => plain.useUpdate('gc_a'), { wrapper });
    await act(() => update.result.current.mutateAsync({ balance: 5 }));
    expect(counts()).toEqual({ list: 3, a: 2, b: 1, regions: 2 });

    const remove = renderHook(() => plain.useDelete('gc_b'), { wrapper });
    await act(() => remove.result.current.mutateAsync());
    expect(counts()).toEqual({ list: 4, a: 2, b: 2, regions: 3 });

    const writes = server.requests
      .filter((request) => request.method !== 'GET')
      .map((r) => `${r.method} ${r.path} ${r.text}`);
    expect(writes).toEqual([
      'POST /admin/gift-cards {"value":10}',
      'POST /admin/gift-cards/gc_a {"balance":5}',
      'DELETE /admin/gift-cards/gc_b ',
    ]);
  });

  it('createRefreshesRelated: creating also refreshes the related reads', async () => {
    const { wrapper } = setup();
    await renderReads(wrapper);
    const create = renderHook(() => createsRelated.useCreate(), { wrapper });
    await act(() => create.result.current.mutateAsync({ value: 10 }));
    expect(counts()).toEqual({ list: 2, a: 1, b: 1, regions: 2 });
  });

  it('refreshWholeArea: any write refreshes every read of the area, and nothing else', async () => {
    const { wrapper } = setup();
    await renderReads(wrapper);
    const update = renderHook(() => wholeArea.useUpdate('gc_a'), { wrapper });
    await act(() => update.result.current.mutateAsync({ balance: 5 }));
    expect(counts()).toEqual({ list: 2, a: 2, b: 2, regions: 1 });
  });

  it("an action refreshes what an update does, then runs the caller's onSuccess with the answer", async () => {
    const { wrapper } = setup();
    await renderReads(wrapper);
    const useRedeem = plain.action((c, id, body: { code: string }) =>
      c.admin.custom.post<{ redeemed: string }>(`/gift-cards/${id}/redeem`, body),
    );
    const seen: unknown[] = [];
    const onSuccess = vi.fn((data: unknown, variables: unknown) => {
      seen.push({ data, variables, counts: counts() });
    });
    const redeem = renderHook(() => useRedeem('gc_a', { onSuccess }), { wrapper });
    server.enqueue({ body: { redeemed: 'gc_a' } });
    await act(() => redeem.result.current.mutateAsync({ code: 'X' }));
    expect(seen).toEqual([
      {
        data: { redeemed: 'gc_a' },
        variables: { code: 'X' },
        counts: { list: 2, a: 2, b: 1, regions: 2 },
      },
    ]);
  });

  it('an action with its own invalidation refreshes only what it names', async () => {
    const { wrapper } = setup();
    await renderReads(wrapper);
    const useTouchB = plain.action(
      (c, id) => c.admin.custom.post(`/gift-cards/${id}/touch`, {}),
      (scope) => [adminGiftCardKeys.detail(scope, 'gc_b')],
    );
    const touch = renderHook(() => useTouchB('gc_a'), { wrapper });
    await act(() => touch.result.current.mutateAsync());
    expect(counts()).toEqual({ list: 1, a: 1, b: 2, regions: 1 });
  });

  it('a failed write refreshes nothing', async () => {
    const { wrapper } = setup();
    await renderReads(wrapper);
    const update = renderHook(() => plain.useUpdate('gc_a'), { wrapper });
    server.enqueue({ status: 400, body: { type: 'invalid_data', message: 'Bad balance' } });
    await act(async () => {
      await expect(update.result.current.mutateAsync({ balance: -1 })).rejects.toThrow();
    });
    expect(counts()).toEqual({ list: 1, a: 1, b: 1, regions: 1 });
  });
});
