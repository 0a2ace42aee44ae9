import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LAYER_TRANSITION_MS,
  LayeredModal,
  LayeredModalProvider,
  LayeredModalTransition,
  useLayeredModal,
  type LayeredModalContextValue,
  type LayeredModalScreen,
} from '@/components/ui/layered-modal';
import { Modal } from '@/components/ui/modal';
import '@/test/i18n';

const screenOf = (title: string, extra: Partial<LayeredModalScreen> = {}): LayeredModalScreen => ({
  title,
  view: <p>{`${title} view`}</p>,
  onBack: () => {},
  ...extra,
});

/** Exposes the stack's controls to the test. */
let stack: LayeredModalContextValue;
function Grab() {
  stack = useLayeredModal();
  return null;
}

function Harness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <LayeredModalProvider>
      <Grab />
      <LayeredModal
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      >
        <Modal.Body>
          <Modal.Header title="Edit product" />
          <Modal.Content>Normal content</Modal.Content>
        </Modal.Body>
      </LayeredModal>
      <button type="button" onClick={() => setOpen(true)}>
        Reopen
      </button>
    </LayeredModalProvider>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useLayeredModal', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useLayeredModal())).toThrow(
      'useLayeredModal must be used within a LayeredModalProvider',
    );
  });

  it('push adds on top, pop removes the top, reset empties', () => {
    const { result } = renderHook(() => useLayeredModal(), { wrapper: LayeredModalProvider });
    const first = screenOf('First');
    const second = screenOf('Second');
    act(() => result.current.push(first));
    act(() => result.current.push(second));
    expect(result.current.screens).toEqual([first, second]);
    act(() => result.current.pop());
    expect(result.current.screens).toEqual([first]);
    act(() => result.current.push(second));
    act(() => result.current.reset());
    expect(result.current.screens).toEqual([]);
  });
});

describe('LayeredModal', () => {
  it('shows the normal content while no screen is stacked, large by default', () => {
    render(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Edit product' })).toHaveAttribute(
      'data-size',
      'large',
    );
    expect(screen.getByText('Normal content')).toBeVisible();
  });

  it('shows the top screen with its subtitle in parentheses, hiding the normal content', () => {
    render(<Harness />);
    act(() => stack.push(screenOf('Variants')));
    act(() => stack.push(screenOf('Prices', { subtitle: 'EUR' })));

    expect(screen.getByRole('heading', { name: 'Prices (EUR)' })).toBeInTheDocument();
    expect(screen.getByText('(EUR)')).toBeInTheDocument();
    expect(screen.getByText('Prices view')).toBeInTheDocument();
    expect(screen.queryByText('Variants view')).not.toBeInTheDocument();
    expect(screen.getByText('Normal content')).not.toBeVisible();
  });

  it('the back button calls the screen’s onBack, by mouse and by keyboard', async () => {
    const user = userEvent.setup();
    const onBack = vi.fn();
    render(<Harness />);
    act(() => stack.push(screenOf('Variants', { onBack })));

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);

    screen.getByRole('button', { name: 'Back' }).focus();
    await user.keyboard('{Enter}');
    expect(onBack).toHaveBeenCalledTimes(2);
  });

  it('closing with the close button clears every stacked screen', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    act(() => stack.push(screenOf('Variants')));
    act(() => stack.push(screenOf('Prices')));

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(stack.screens).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(screen.getByText('Normal content')).toBeVisible();
  });

  it('closing with Escape clears the stack too', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    act(() => stack.push(screenOf('Variants')));
    await user.keyboard('{Escape}');
    expect(stack.screens).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps a popped screen drawn for 100 ms while it leaves', () => {
    vi.useFakeTimers();
    render(<Harness />);
    act(() => stack.push(screenOf('Variants')));
    act(() => stack.pop());

    expect(screen.getByText('Normal content')).toBeVisible();
    expect(screen.getByText('Variants view')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(LAYER_TRANSITION_MS - 1));
    expect(screen.getByText('Variants view')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Variants view')).not.toBeInTheDocument();
  });
});

describe('LayeredModalTransition', () => {
  it('hides its content 100 ms after it becomes invisible, and shows it again at once', () => {
    vi.useFakeTimers();
    const { rerender } = render(
      <LayeredModalTransition show>
        <p>Layer</p>
      </LayeredModalTransition>,
    );
    expect(LAYER_TRANSITION_MS).toBe(100);
    const layer = () => screen.queryByText('Layer');
    expect(layer()?.parentElement).toHaveAttribute('data-state', 'open');

    rerender(
      <LayeredModalTransition show={false}>
        <p>Layer</p>
      </LayeredModalTransition>,
    );
    expect(layer()?.parentElement).toHaveAttribute('data-state', 'closed');
    act(() => vi.advanceTimersByTime(99));
    expect(layer()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(layer()).not.toBeInTheDocument();

    rerender(
      <LayeredModalTransition show>
        <p>Layer</p>
      </LayeredModalTransition>,
    );
    expect(layer()).toBeInTheDocument();
  });

  it('showing again within 100 ms keeps the content', () => {
    vi.useFakeTimers();
    const view = (show: boolean) => (
      <LayeredModalTransition show={show}>
        <p>Layer</p>
      </LayeredModalTransition>
    );
    const { rerender } = render(view(true));
    rerender(view(false));
    act(() => vi.advanceTimersByTime(50));
    rerender(view(true));
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByText('Layer')).toBeInTheDocument();
  });
});
