import { Storedesk } from '@storedesk/client';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  startRecordingServer,
  type RecordingServer,
} from '../../../../client/test/recording-server.js';
import { adminDashboardKeys } from '../../keys.js';
import { createQueryClient, StoredeskProvider } from '../../provider.js';
import { useAdminDashboard } from './dashboard.js';

let server: RecordingServer;

beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());
afterEach(() => {
  cleanup();
  server.reset();
});

describe('useAdminDashboard', () => {
  it('asks for the period given and keeps each period under its own key', async () => {
    const queryClient = createQueryClient();
    const client = new Storedesk({ baseUrl: server.url });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StoredeskProvider client={client} queryClient={queryClient} scope="store_a">
        {children}
      </StoredeskProvider>
    );
    const answer = { dashboard: { period: { from: '2030-01-01' } } };
    server.enqueue({ body: answer });
    const query = { from: '2030-01-01', to: '2030-01-07', tz: 'Europe/Berlin' };
    const hook = renderHook(() => useAdminDashboard(query), { wrapper });
    await waitFor(() => expect(hook.result.current.data).toEqual(answer));
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /admin/dashboard',
    ]);
    expect(new URLSearchParams(server.requests[0]!.query).get('tz')).toBe('Europe/Berlin');
    expect(new URLSearchParams(server.requests[0]!.query).get('from')).toBe('2030-01-01');
    expect(queryClient.getQueryData(adminDashboardKeys.list('store_a', query))).toEqual(answer);
  });
});
