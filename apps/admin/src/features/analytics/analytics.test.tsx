import '@/test/i18n';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaticFeatureFlagProvider } from '@/features/feature-flags';
import { createFakeApi, type FakeApi } from '@/features/testing/fake-api';
import { TEST_USER, testStore } from '@/features/testing/fixtures';
import { apiWrapper } from '@/features/testing/render';
import { AnalyticsConsentOverlay } from './analytics-consent-overlay';
import { ANALYTICS_COUNTS, type AnalyticsCount } from './analytics-counts';
import { AnalyticsProvider } from './analytics-provider';
import { createMemorySink, type AnalyticsSink, type RecordedCall } from './analytics-sink';
import { UsageDataForm } from './usage-data-form';
import { UsageDataSwitches } from './usage-data-switches';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const NOT_FOUND = { status: 404, body: { type: 'not_found', message: 'Not found' } };
const config = (anonymize: boolean, opt_out: boolean) => ({
  body: { analytics_config: { id: 'acfg_1', user_id: TEST_USER.id, anonymize, opt_out } },
});

function fakeApi(analyticsConfig: ReturnType<typeof config> | typeof NOT_FOUND): FakeApi {
  return createFakeApi({
    'GET /admin/auth': { body: { user: TEST_USER } },
    'GET /admin/store': { body: { store: testStore() } },
    'GET /admin/analytics-configs': analyticsConfig,
    'GET /admin/users': { body: { users: [], count: 3, offset: 0, limit: 0 } },
    'GET /admin/products': { body: { products: [], count: 12, offset: 0, limit: 0 } },
    'GET /admin/regions': { body: { regions: [], count: 2, offset: 0, limit: 0 } },
    'GET /admin/orders': { body: { orders: [], count: 5, offset: 0, limit: 0 } },
    // discounts have no server route yet: never asked (see below).
  });
}

function renderAdmin(
  api: FakeApi,
  {
    sink,
    analytics = true,
    extra,
    counts,
  }: {
    sink: AnalyticsSink;
    analytics?: boolean;
    extra?: ReactNode;
    counts?: readonly AnalyticsCount[];
  },
) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <StaticFeatureFlagProvider flags={{ analytics }}>
            <AnalyticsProvider sink={sink} {...(counts ? { counts } : {})}>
              <Outlet />
              <AnalyticsConsentOverlay />
              {extra}
            </AnalyticsProvider>
          </StaticFeatureFlagProvider>
        ),
        children: [
          { path: 'a', element: <p>home</p> },
          { path: 'a/orders', element: <p>orders</p> },
        ],
      },
    ],
    { initialEntries: ['/a'] },
  );
  render(<RouterProvider router={router} />, { wrapper: apiWrapper(api) });
  return router;
}

const ofType = (calls: RecordedCall[], type: RecordedCall['type']) =>
  calls.filter((call) => call.type === type);
const events = (calls: RecordedCall[]) =>
  calls.flatMap((call) => (call.type === 'track' ? [call.event] : []));

/** Lets pending answers and effects run (real timers). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('AnalyticsProvider gating', () => {
  it('is inactive without a config: nothing is sent', async () => {
    const api = fakeApi(NOT_FOUND);
    const sink = createMemorySink();
    renderAdmin(api, { sink });
    await waitFor(() => expect(api.calls('GET /admin/analytics-configs')).toHaveLength(1));
    await settle();
    expect(sink.calls).toEqual([]);
    expect(api.calls('GET /admin/users')).toEqual([]);
  });

  it('is inactive when the user opted out', async () => {
    const api = fakeApi(config(false, true));
    const sink = createMemorySink();
    renderAdmin(api, { sink });
    await waitFor(() => expect(api.calls('GET /admin/analytics-configs')).toHaveLength(1));
    await settle();
    expect(sink.calls).toEqual([]);
  });

  it('is inactive with the flag off, and does not even read the config', async () => {
    const api = fakeApi(config(false, false));
    const sink = createMemorySink();
    renderAdmin(api, { sink, analytics: false });
    await settle();
    expect(api.calls('GET /admin/analytics-configs')).toEqual([]);
    expect(sink.calls).toEqual([]);
  });

  it('reads the config once, without retrying a failure', async () => {
    const api = fakeApi({ status: 500, body: { type: 'unknown', message: 'boom' } } as never);
    renderAdmin(api, { sink: createMemorySink() });
    await waitFor(() => expect(api.calls('GET /admin/analytics-configs')).toHaveLength(1));
    await settle();
    expect(api.calls('GET /admin/analytics-configs')).toHaveLength(1);
  });
});

describe('AnalyticsProvider when active', () => {
  it('identifies the user with the store name and records a page view per location change', async () => {
    const api = fakeApi(config(false, false));
    const sink = createMemorySink();
    const router = renderAdmin(api, { sink });

    await waitFor(() => expect(ofType(sink.calls, 'identify')).toHaveLength(1));
    expect(ofType(sink.calls, 'identify')).toEqual([
      { type: 'identify', userId: 'usr_1', traits: { storeName: 'Acme Goods' } },
    ]);
    expect(ofType(sink.calls, 'page')).toHaveLength(1);

    await act(() => router.navigate('/a/orders'));
    await act(() => router.navigate('/a'));
    expect(ofType(sink.calls, 'page')).toHaveLength(3);
  });

  it('tracks the store events once each, without the counts whose route the server lacks', async () => {
    const api = fakeApi(config(false, false));
    const sink = createMemorySink();
    renderAdmin(api, { sink });
    await waitFor(() => expect(events(sink.calls)).toContain('numProducts'));
    await settle();

    const tracked = Object.fromEntries(
      sink.calls.flatMap((call) => (call.type === 'track' ? [[call.event, call.properties]] : [])),
    );
    expect(tracked).toEqual({
      numUsers: { count: 3 },
      numProducts: { count: 12 },
      regions: { count: 2 },
      numOrders: { count: 5 },
      storeName: { name: 'Acme Goods' },
      currencies: { used_currencies: ['EUR', 'USD'], default_currency: 'EUR' },
      userEmail: { email: 'ada@example.com' },
    });
    expect(events(sink.calls).sort()).toEqual(Object.keys(tracked).sort());
    expect(api.calls('GET /admin/users')[0]?.query.get('limit')).toBe('0');
    expect(api.calls('GET /admin/regions')[0]?.query.get('limit')).toBe('0');
    expect(api.calls('GET /admin/orders')[0]?.query.get('limit')).toBe('0');
    // Not asked at all: no 404 before the events go out.
    expect(api.calls('GET /admin/discounts')).toEqual([]);
  });

  it('reads and sends a count once its route is switched on', async () => {
    const api = fakeApi(config(false, false));
    api.route('GET /admin/discounts', { body: { discounts: [], count: 7, offset: 0, limit: 0 } });
    const counts = ANALYTICS_COUNTS.map((count) =>
      count.event === 'numDiscounts' ? { ...count, live: true } : count,
    );
    const sink = createMemorySink();
    renderAdmin(api, { sink, counts });
    await waitFor(() => expect(events(sink.calls)).toContain('numDiscounts'));
    expect(sink.calls).toContainEqual({
      type: 'track',
      event: 'numDiscounts',
      properties: { count: 7 },
    });
    expect(api.calls('GET /admin/discounts')[0]?.query.get('limit')).toBe('0');
  });

  it('lists every count event of SPEC point 3 with the route it needs', () => {
    expect(ANALYTICS_COUNTS.map((count) => [count.event, count.route])).toEqual([
      ['numUsers', 'GET /admin/users'],
      ['regions', 'GET /admin/regions'],
      ['numOrders', 'GET /admin/orders'],
      ['numProducts', 'GET /admin/products'],
      ['numDiscounts', 'GET /admin/discounts'],
    ]);
  });

  it('does not track the email of an anonymized user', async () => {
    const api = fakeApi(config(true, false));
    const sink = createMemorySink();
    renderAdmin(api, { sink });
    await waitFor(() => expect(events(sink.calls)).toContain('numUsers'));
    await settle();
    expect(ofType(sink.calls, 'identify')).toHaveLength(1);
    expect(events(sink.calls)).not.toContain('userEmail');
  });
});

describe('AnalyticsConsentOverlay', () => {
  const dialog = () => screen.findByRole('dialog', {}, { timeout: 3000 });

  it('appears (after its delay) when the flag is on, a user exists and no config is stored', async () => {
    const api = fakeApi(NOT_FOUND);
    renderAdmin(api, { sink: createMemorySink() });
    await waitFor(() => expect(api.calls('GET /admin/analytics-configs')).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();

    const overlay = await dialog();
    expect(overlay.textContent).toContain('Help us get better');
    expect(screen.getByTestId('analytics-consent-content').className).toContain('max-w-[664px]');
    expect(screen.getByRole('link', { name: 'Usage data documentation' })).toBeTruthy();
    const email = screen.getByLabelText('Your email') as HTMLInputElement;
    expect(email.placeholder).toBe('ada@example.com');
    expect(email.required).toBe(false);
  });

  it('does not appear when a config exists', async () => {
    const api = fakeApi(config(false, false));
    renderAdmin(api, { sink: createMemorySink() });
    await waitFor(() => expect(api.calls('GET /admin/analytics-configs')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 1300)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('rejects an invalid email and disables the field when anonymizing', async () => {
    const user = userEvent.setup();
    const api = fakeApi(NOT_FOUND);
    renderAdmin(api, { sink: createMemorySink() });
    await dialog();

    await user.type(screen.getByLabelText('Your email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid email');
    expect(api.calls('POST /admin/analytics-configs')).toEqual([]);

    await user.click(screen.getByRole('switch', { name: 'Anonymize my usage data' }));
    expect((screen.getByLabelText('Your email') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('saves, shows the success toast, tracks the email and closes', async () => {
    const user = userEvent.setup();
    const api = fakeApi(NOT_FOUND);
    api.route('POST /admin/analytics-configs', (request) => {
      api.route('GET /admin/analytics-configs', config(false, false));
      return { body: { analytics_config: { id: 'acfg_1', ...(request.body as object) } } };
    });
    const sink = createMemorySink();
    renderAdmin(api, { sink });
    await dialog();

    await user.type(screen.getByLabelText('Your email'), 'ops@acme.test');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST /admin/analytics-configs').map((call) => call.body)).toEqual([
      { anonymize: false, opt_out: false },
    ]);
    // Through the UI kit: sonner gets the kit's icon with the text.
    expect(toast.success).toHaveBeenCalledWith('Success', {
      description: 'Your preferences were successfully updated',
      icon: expect.anything(),
    });
    expect(sink.calls).toContainEqual({
      type: 'track',
      event: 'userEmail',
      properties: { email: 'ops@acme.test' },
    });
  });

  it('does not track the email when opting out', async () => {
    const user = userEvent.setup();
    const api = fakeApi(NOT_FOUND);
    api.route('POST /admin/analytics-configs', (request) => {
      api.route('GET /admin/analytics-configs', config(false, true));
      return { body: { analytics_config: { id: 'acfg_1', ...(request.body as object) } } };
    });
    const sink = createMemorySink();
    renderAdmin(api, { sink });
    await dialog();

    await user.click(screen.getByRole('switch', { name: 'Opt out of sharing my usage data' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls('POST /admin/analytics-configs').map((call) => call.body)).toEqual([
      { anonymize: false, opt_out: true },
    ]);
    expect(sink.calls).toEqual([]);
  });

  it('shows the server’s message in an error toast and stays open', async () => {
    const user = userEvent.setup();
    const api = fakeApi(NOT_FOUND);
    api.route('POST /admin/analytics-configs', {
      status: 400,
      body: { type: 'invalid_data', message: 'Config rejected' },
    });
    renderAdmin(api, { sink: createMemorySink() });
    await dialog();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', {
        description: 'Config rejected',
        icon: expect.anything(),
      }),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});

describe('UsageDataSwitches', () => {
  function Harness({ initial }: { initial: { anonymize: boolean; opt_out: boolean } }) {
    const [value, setValue] = useState(initial);
    return <UsageDataSwitches value={value} onChange={setValue} />;
  }

  it('opt-out turns anonymize off and disables (dims) it', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ anonymize: true, opt_out: false }} />);
    const anonymize = screen.getByRole('switch', { name: 'Anonymize my usage data' });
    expect(anonymize.getAttribute('aria-checked')).toBe('true');
    expect(
      screen.getByText(
        'When selected, personal information such as name and email address is not collected.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('You can always opt out of sharing your usage data at any time.'),
    ).toBeTruthy();

    await user.click(screen.getByRole('switch', { name: 'Opt out of sharing my usage data' }));
    expect(anonymize.getAttribute('aria-checked')).toBe('false');
    expect((anonymize as HTMLButtonElement).disabled).toBe(true);
    const row = anonymize.parentElement;
    expect(row?.hasAttribute('data-disabled')).toBe(true);
    expect(row?.className).toContain('data-[disabled]:opacity-50');

    await user.click(screen.getByRole('switch', { name: 'Opt out of sharing my usage data' }));
    expect((anonymize as HTMLButtonElement).disabled).toBe(false);
    expect(anonymize.getAttribute('aria-checked')).toBe('false');
  });
});

describe('UsageDataForm', () => {
  it('saves changes through update', async () => {
    const user = userEvent.setup();
    const api = fakeApi(config(false, false));
    api.route('POST /admin/analytics-configs/update', (request) => ({
      body: { analytics_config: { id: 'acfg_1', ...(request.body as object) } },
    }));
    render(
      <StaticFeatureFlagProvider flags={{ analytics: true }}>
        <UsageDataForm />
      </StaticFeatureFlagProvider>,
      { wrapper: apiWrapper(api) },
    );
    await user.click(await screen.findByRole('switch', { name: 'Anonymize my usage data' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(api.calls('POST /admin/analytics-configs/update').map((call) => call.body)).toEqual([
      { anonymize: true, opt_out: false },
    ]);
  });

  it('renders nothing while the analytics flag is off', async () => {
    const api = fakeApi(config(false, false));
    const { container } = render(
      <StaticFeatureFlagProvider flags={{}}>
        <UsageDataForm />
      </StaticFeatureFlagProvider>,
      { wrapper: apiWrapper(api) },
    );
    await settle();
    expect(container.innerHTML).toBe('');
    expect(api.requests).toEqual([]);
  });
});
