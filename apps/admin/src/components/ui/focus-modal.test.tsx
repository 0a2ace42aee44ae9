import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FocusModal } from '@/components/ui/focus-modal';
import '@/test/i18n';

describe('FocusModal', () => {
  it('is a full-screen dialog with Cancel and "Save changes" by default', () => {
    render(
      <FocusModal open onClose={() => {}} onSave={() => {}} title="Edit product">
        <p>Form</p>
      </FocusModal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit product' });
    expect(dialog).toHaveClass('fixed', 'inset-0');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it('takes other labels', () => {
    render(
      <FocusModal
        open
        onClose={() => {}}
        title="New product"
        saveLabel="Publish"
        cancelLabel="Discard"
      >
        <p>Form</p>
      </FocusModal>,
    );
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeInTheDocument();
  });

  it('Save calls onSave, Cancel and Escape call onClose', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const onClose = vi.fn();
    render(
      <FocusModal open onClose={onClose} onSave={onSave} title="Edit product">
        <input aria-label="Title" />
      </FocusModal>,
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps focus inside: Tab cycles through Cancel, Save and the content', async () => {
    const user = userEvent.setup();
    render(
      <FocusModal open onClose={() => {}} onSave={() => {}} title="Edit product">
        <input aria-label="Title" />
      </FocusModal>,
    );
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    cancel.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
  });

  it('while saving, Save is busy and Cancel is disabled', () => {
    render(
      <FocusModal open onClose={() => {}} title="Edit product" isSaving>
        <p>Form</p>
      </FocusModal>,
    );
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('with formId, Save submits that form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <FocusModal open onClose={() => {}} title="Edit product" formId="product-form">
        <form id="product-form" onSubmit={onSubmit} />
      </FocusModal>,
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
