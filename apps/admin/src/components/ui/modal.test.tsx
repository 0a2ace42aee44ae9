import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal, MODAL_WINDOW_MARGIN } from '@/components/ui/modal';
import '@/test/i18n';

function Example({ onClose = () => {}, size }: { onClose?: () => void; size?: 'small' | 'large' }) {
  return (
    <Modal open onClose={onClose} size={size}>
      <Modal.Body>
        <Modal.Header title="Add region">
          <p>Regions group countries</p>
        </Modal.Header>
        <Modal.Content>
          <input aria-label="Name" />
        </Modal.Content>
      </Modal.Body>
      <Modal.Footer>
        <button type="button">Save</button>
      </Modal.Footer>
    </Modal>
  );
}

describe('Modal', () => {
  it('is a dialog named by its header, with body, content and footer', () => {
    render(<Example />);
    const dialog = screen.getByRole('dialog', { name: 'Add region' });
    expect(dialog).toHaveTextContent('Regions group countries');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(dialog).toHaveAttribute('data-size', 'large');
  });

  it('comes in a small size', () => {
    render(<Example size="small" />);
    expect(screen.getByRole('dialog')).toHaveAttribute('data-size', 'small');
  });

  it('the header close button and Escape call onClose', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Example onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('its maximum height follows the window height', () => {
    window.innerHeight = 900;
    render(<Example />);
    const dialog = screen.getByRole('dialog');
    expect(dialog.style.maxHeight).toBe(`${900 - MODAL_WINDOW_MARGIN}px`);
    act(() => {
      window.innerHeight = 600;
      window.dispatchEvent(new Event('resize'));
    });
    expect(dialog.style.maxHeight).toBe(`${600 - MODAL_WINDOW_MARGIN}px`);
  });
});
