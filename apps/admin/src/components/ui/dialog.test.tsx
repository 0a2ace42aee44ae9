import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '@/components/ui/dialog';
import '@/test/i18n';

describe('Dialog', () => {
  it('asks with translated Cancel and Continue by default; Enter confirms, Escape cancels', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <Dialog
        open
        onOpenChange={onOpenChange}
        onConfirm={onConfirm}
        title="Delete region?"
        description="Its shipping options go too."
        variant="danger"
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Delete region?' })).toHaveAccessibleDescription(
      'Its shipping options go too.',
    );
    const confirm = screen.getByRole('button', { name: 'Continue' });
    confirm.focus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('takes its own labels', () => {
    render(
      <Dialog
        open
        onOpenChange={() => {}}
        onConfirm={() => {}}
        title="Delete region?"
        description="Its shipping options go too."
        confirmLabel="Delete"
        cancelLabel="Keep"
      />,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep' })).toBeInTheDocument();
  });
});
