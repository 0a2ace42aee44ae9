import '@/test/i18n';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeApi, type FakeRoute } from '@/features/testing/fake-api';
import { apiWrapper } from '@/features/testing/render';
import { valueFromLabel } from '../common/reason-form-modal';
import { ReasonCreateModal } from '../reason-create/reason-create-modal';
import { ReasonEditModal } from '../reason-edit/reason-edit-modal';
import { ReturnReasonsPage } from './return-reasons-page';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => vi.clearAllMocks());

const stamp = '2030-03-01T10:00:00.000Z';
const reason = (id: string, label: string, parent: string | null = null) => ({
  id,
  value: id.replace('rr_', ''),
  label,
  description: null,
  parent_return_reason_id: parent,
  metadata: null,
  created_at: stamp,
  updated_at: stamp,
  deleted_at: null,
});
const SIZE = {
  ...reason('rr_size', 'Wrong size'),
  parent_return_reason: null,
  return_reason_children: [],
};
const DAMAGED = {
  ...reason('rr_damaged', 'Damaged'),
  description: 'Anything that arrived broken',
  parent_return_reason: null,
  return_reason_children: [
    reason('rr_box', 'Crushed box', 'rr_damaged'),
    reason('rr_broken', 'Broken', 'rr_damaged'),
  ],
};

function reasonsApi(routes: Record<string, FakeRoute> = {}): FakeApi {
  return createFakeApi({
    'GET /admin/return-reasons': { body: { return_reasons: [SIZE, DAMAGED] } },
    'GET /admin/return-reasons/rr_box': {
      body: {
        return_reason: {
          ...reason('rr_box', 'Crushed box', 'rr_damaged'),
          parent_return_reason: reason('rr_damaged', 'Damaged'),
          return_reason_children: [],
        },
      },
    },
    ...routes,
  });
}

function renderPage(api: FakeApi, url = '/a/settings/return-reasons') {
  const router = createMemoryRouter(
    [
      {
        path: '/a/settings/return-reasons',
        Component: ReturnReasonsPage,
        children: [
          { index: true },
          { path: 'new', Component: ReasonCreateModal },
          { path: ':id/edit', Component: ReasonEditModal },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />, { wrapper: apiWrapper(api) });
  return router;
}

/** The first read (and the lazy route) can be slow on a busy machine. */
const LOADED = { timeout: 10_000 };

describe('return reasons settings', { timeout: 30_000 }, () => {
  it('lists each group with its reasons under it', async () => {
    renderPage(reasonsApi());
    const list = await screen.findByRole('list', { name: 'Return reasons' }, LOADED);
    expect(within(list).getByText('Wrong size')).toBeInTheDocument();
    expect(within(list).getByText('Anything that arrived broken')).toBeInTheDocument();
    expect(within(list).getByText('Group of 2 reasons')).toBeInTheDocument();
    const group = within(list).getByRole('list', { name: 'Damaged' });
    expect(
      within(group)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.firstChild?.textContent),
    ).toEqual(['Crushed box', 'Broken']);
    // Only top-level reasons take reasons of their own.
    expect(screen.getByRole('link', { name: 'Add a reason to Damaged' })).toHaveAttribute(
      'href',
      '/a/settings/return-reasons/new?parent=rr_damaged',
    );
    expect(screen.queryByRole('link', { name: 'Add a reason to Broken' })).not.toBeInTheDocument();
  });

  it('adds a reason to a group, proposing its value, and puts a taken value on the field', async () => {
    const api = reasonsApi({
      'POST /admin/return-reasons': {
        status: 422,
        body: {
          type: 'duplicate_error',
          code: 'return_reason_value_taken',
          message: 'value: a return reason with value too-small already exists',
        },
      },
    });
    renderPage(api, '/a/settings/return-reasons/new?parent=rr_damaged');
    const dialog = await screen.findByRole('dialog', { name: 'Add a return reason' }, LOADED);
    const user = userEvent.setup();
    const submit = within(dialog).getByRole('button', { name: 'Add reason' });
    await user.click(submit);
    expect(await within(dialog).findByText('Enter a label.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a value.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Label/ }), 'Too small!');
    const value = within(dialog).getByRole('textbox', { name: /Value/ });
    expect(value).toHaveValue('too-small');
    expect(within(dialog).getByRole('combobox', { name: 'Group' })).toHaveValue('rr_damaged');
    await user.click(submit);
    await waitFor(() => expect(api.calls('POST /admin/return-reasons')).toHaveLength(1));
    expect(api.calls('POST /admin/return-reasons')[0]!.body).toEqual({
      label: 'Too small!',
      value: 'too-small',
      parent_return_reason_id: 'rr_damaged',
    });
    expect(
      await within(dialog).findByText(
        'Another reason already uses the value “too-small”. Choose another.',
      ),
    ).toHaveAttribute('id', `${value.id}-error`);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('edits a reason in its group, showing a refusal naming a field under it', async () => {
    const api = reasonsApi({
      'POST /admin/return-reasons/rr_box': {
        status: 400,
        body: { type: 'invalid_data', message: 'label must be at most 200 characters' },
      },
    });
    renderPage(api, '/a/settings/return-reasons/rr_box/edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Crushed box”' }, LOADED);
    expect(within(dialog).getByText('In the group “Damaged”.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Group' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    const label = within(dialog).getByRole('textbox', { name: /Label/ });
    await user.clear(label);
    await user.type(label, 'Box crushed');
    // Editing the label leaves a reason's value alone.
    expect(within(dialog).getByRole('textbox', { name: /Value/ })).toHaveValue('box');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'In transit');
    await user.click(within(dialog).getByRole('button', { name: 'Save reason' }));
    await waitFor(() => expect(api.calls('POST /admin/return-reasons/rr_box')).toHaveLength(1));
    expect(api.calls('POST /admin/return-reasons/rr_box')[0]!.body).toEqual({
      label: 'Box crushed',
      value: 'box',
      description: 'In transit',
    });
    expect(await within(dialog).findByText('label must be at most 200 characters')).toHaveAttribute(
      'id',
      `${label.id}-error`,
    );
  });

  it('asks before deleting a group, saying its reasons go with it', async () => {
    const api = reasonsApi({
      'DELETE /admin/return-reasons/rr_damaged': {
        body: { id: 'rr_damaged', object: 'return_reason', deleted: true },
      },
    });
    renderPage(api);
    await screen.findByRole('list', { name: 'Return reasons' }, LOADED);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete Damaged' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Damaged”?' });
    expect(dialog).toHaveTextContent('Its 2 reasons are deleted with it.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete reason' }));
    await waitFor(() =>
      expect(api.calls('DELETE /admin/return-reasons/rr_damaged')).toHaveLength(1),
    );
    await waitFor(() => expect(api.calls('GET /admin/return-reasons').length).toBeGreaterThan(1));
  });
});

describe('valueFromLabel', () => {
  it('makes a lower-case code of the label, accents and punctuation gone', () => {
    expect(valueFromLabel('Wrong size!')).toBe('wrong-size');
    expect(valueFromLabel('  Arrivé abîmé ')).toBe('arrive-abime');
    expect(valueFromLabel('Größe falsch')).toBe('große-falsch');
    expect(valueFromLabel('サイズ違い')).toBe('サイズ違い');
  });
});
