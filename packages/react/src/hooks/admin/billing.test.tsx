import { Storedesk } from '@storedesk/client';
import type { Billing } from '@storedesk/contract';
import type { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  startRecordingServer,
  type RecordingServer,
} from '../../../../client/test/recording-server.js';
import { adminBillingKeys } from '../../keys.js';
import { StoredeskProvider, createQueryClient } from '../../provider.js';
import { useAdminBilling, useAdminCancelBilling, useAdminChangeBillingPlan } from './billing.js';
import { useSignupStatus } from './signup.js';

const ACTIVE: Billing = {
  plan: 'standard',
  status: 'active',
  provider: 'local',
  amount: 2500,
  currency_code: 'usd',
  current_period_end: '2030-01-01T00:00:00.000Z',
  cancel_at_period_end: false,
};

let server: RecordingServer;

beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());
afterEach(() => {
  cleanup();
  server.reset();
});

function wrapperFor(queryClient: QueryClient, scope: string) {
  const client = new Storedesk({ baseUrl: server.url });
  return ({ children }: { children: ReactNode }) => (
    <StoredeskProvider client={client} queryClient={queryClient} scope={scope}>
      {children}
    </StoredeskProvider>
  );
}

const calls = () => server.requests.map((request) => `${request.method} ${request.path}`);

describe('billing mutations', () => {
  it('cancel refetches the billing query before the caller’s onSuccess runs', async () => {
    const queryClient = createQueryClient();
    const wrapper = wrapperFor(queryClient, 'store_a');
    const canceling = { ...ACTIVE, cancel_at_period_end: true };
    server.enqueue(
      { body: { billing: ACTIVE } },
      { body: { billing: canceling } },
      { body: { billing: canceling } },
    );

    const billing = renderHook(() => useAdminBilling(), { wrapper });
    await waitFor(() => expect(billing.result.current.data?.billing).toEqual(ACTIVE));

    const seenOnSuccess: string[][] = [];
    const onSuccess = vi.fn(() => {
      seenOnSuccess.push(calls());
    });
    const cancel = renderHook(() => useAdminCancelBilling({ onSuccess }), { wrapper });
    await act(() => cancel.result.current.mutateAsync());

    // Ours first: the billing read was asked again (not just patched) before the caller ran.
    expect(seenOnSuccess).toEqual([
      ['GET /admin/billing', 'POST /admin/billing/cancel', 'GET /admin/billing'],
    ]);
    await waitFor(() => expect(billing.result.current.data?.billing).toEqual(canceling));
    expect(
      queryClient.getQueryState(adminBillingKeys.detail('store_a', 'current'))?.isInvalidated,
    ).toBe(false);
  });

  it('change plan invalidates only this store’s billing', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(adminBillingKeys.detail('store_b', 'current'), { billing: ACTIVE });
    const premium = { ...ACTIVE, plan: 'premium' as const, amount: 5000 };
    server.enqueue({ body: { billing: premium } });

    const change = renderHook(() => useAdminChangeBillingPlan(), {
      wrapper: wrapperFor(queryClient, 'store_a'),
    });
    await act(() => change.result.current.mutateAsync({ plan: 'premium' }));

    expect(server.requests[0]?.text).toBe(JSON.stringify({ plan: 'premium' }));
    expect(queryClient.getQueryData(adminBillingKeys.detail('store_a', 'current'))).toEqual({
      billing: premium,
    });
    const other = queryClient.getQueryState(adminBillingKeys.detail('store_b', 'current'));
    expect(other?.isInvalidated).toBe(false);
    expect(other?.data).toEqual({ billing: ACTIVE });
  });
});

describe('useSignupStatus', () => {
  it('polls while pending and stops once the organisation exists', async () => {
    const status = (value: string) => ({
      body: { status: value, organization: 'Acme', email: 'a@example.com', plan: 'basic' },
    });
    server.enqueue(status('pending'), status('pending'), status('provisioned'));

    const { result } = renderHook(() => useSignupStatus('cs_local_1'), {
      wrapper: wrapperFor(createQueryClient(), 'store_a'),
    });
    await waitFor(() => expect(result.current.data?.status).toBe('provisioned'), {
      timeout: 5000,
    });
    expect(server.requests.map((request) => request.url)).toEqual([
      '/admin/signup/status?session_id=cs_local_1',
      '/admin/signup/status?session_id=cs_local_1',
      '/admin/signup/status?session_id=cs_local_1',
    ]);
    // No further polling after a final answer.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(server.requests).toHaveLength(3);
  });

  it('asks nothing without a session id', async () => {
    const { result } = renderHook(() => useSignupStatus(null), {
      wrapper: wrapperFor(createQueryClient(), 'store_a'),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.fetchStatus).toBe('idle');
    expect(server.requests).toHaveLength(0);
  });
});
