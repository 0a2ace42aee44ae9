import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  LayeredModalProvider,
  useLayeredModal,
  type LayeredModalContextValue,
} from '@/components/ui/layered-modal';
import { useWizard, WizardModal, type WizardContextValue } from '@/components/ui/wizard-modal';
import '@/test/i18n';

let wizard: WizardContextValue;
function Step({ name }: { name: string }) {
  wizard = useWizard();
  return <p>{name}</p>;
}

const STEPS = [
  <Step key="a" name="Details" />,
  <Step key="b" name="Prices" />,
  <Step key="c" name="Review" />,
];

function Harness({
  onSubmit = () => {},
  lastStepIsSummary,
  size,
}: {
  onSubmit?: () => void;
  lastStepIsSummary?: boolean;
  size?: 'small' | 'large';
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open wizard
      </button>
      <WizardModal
        open={open}
        onClose={() => setOpen(false)}
        title="New price list"
        steps={STEPS}
        onSubmit={onSubmit}
        lastStepIsSummary={lastStepIsSummary}
        size={size}
      />
    </>
  );
}

const dots = () => [...document.querySelectorAll('[data-step-dot]')];
const activeDots = () => dots().filter((dot) => dot.hasAttribute('data-active'));
const back = () => screen.getByRole('button', { name: 'Back' });
const next = () => screen.getByRole('button', { name: /^(Next|Submit)$/ });

describe('WizardModal', () => {
  it('shows the title, "Step 1 of 3" with one dot per step, and the first step', () => {
    render(<Harness />);
    expect(screen.getByRole('dialog', { name: 'New price list' })).toHaveAttribute(
      'data-size',
      'large',
    );
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(dots()).toHaveLength(3);
    expect(activeDots()).toHaveLength(1);
    expect(screen.getByText('Details')).toBeInTheDocument();
  });

  it('Back and Next are 112 px wide (w-28); Back is disabled on the first step', () => {
    render(<Harness />);
    expect(back()).toHaveClass('w-28');
    expect(next()).toHaveClass('w-28');
    expect(back()).toBeDisabled();
    expect(next()).toBeEnabled();
  });

  it('Next advances and updates the indicator; Back goes back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(next());
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(activeDots()).toHaveLength(2);
    expect(screen.getByText('Prices')).toBeInTheDocument();
    expect(back()).toBeEnabled();

    await user.click(back());
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Details')).toBeInTheDocument();
  });

  it('can be driven with the keyboard (Tab to Next, Enter)', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    next().focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    await user.tab({ shift: true });
    expect(back()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  });

  it('Next is disabled while a step turns the next-allowed flag off', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    act(() => wizard.disableNext());
    expect(next()).toBeDisabled();
    await user.click(next());
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    act(() => wizard.enableNext());
    expect(next()).toBeEnabled();
  });

  it('on the last step Next reads Submit, calls onSubmit and does not advance', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.click(next());
    await user.click(next());
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(next()).toHaveTextContent('Submit');

    await user.click(next());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByText('Review')).toBeInTheDocument();
  });

  it('a summary last step hides the indicator on that step only', async () => {
    const user = userEvent.setup();
    render(<Harness lastStepIsSummary />);
    await user.click(next());
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    await user.click(next());
    expect(screen.getByText('Review')).toBeInTheDocument();
    expect(screen.queryByText(/Step \d of \d/)).not.toBeInTheDocument();
    expect(dots()).toHaveLength(0);
  });

  it('closing resets it to the first step', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(next());
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open wizard' }));
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Details')).toBeInTheDocument();
  });

  it('Escape closes and resets too, with Next enabled again', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(next());
    act(() => wizard.disableNext());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open wizard' }));
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(next()).toBeEnabled();
  });

  it('steps can jump with setStep; setStep(0) is ignored', () => {
    render(<Harness />);
    act(() => wizard.setStep(2));
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    act(() => wizard.setStep(0));
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    act(() => wizard.reset());
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  });

  it('comes in a small size', () => {
    render(<Harness size="small" />);
    expect(screen.getByRole('dialog')).toHaveAttribute('data-size', 'small');
  });

  it('layered, a pushed screen stacks over the wizard', () => {
    let stack: LayeredModalContextValue | undefined;
    function Grab() {
      stack = useLayeredModal();
      return null;
    }
    render(
      <LayeredModalProvider>
        <Grab />
        <WizardModal
          open
          layered
          onClose={() => {}}
          title="Wizard"
          steps={STEPS}
          onSubmit={() => {}}
        />
      </LayeredModalProvider>,
    );
    expect(screen.getByText('Details')).toBeVisible();
    act(() =>
      stack?.push({ title: 'Pick products', view: <p>Product picker</p>, onBack: () => {} }),
    );
    expect(screen.getByRole('heading', { name: 'Pick products' })).toBeInTheDocument();
    expect(screen.getByText('Product picker')).toBeInTheDocument();
    expect(screen.getByText('Details')).not.toBeVisible();
  });
});

describe('useWizard', () => {
  it('throws outside a WizardModal', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useWizard())).toThrow(
      'useWizard must be used within a WizardModal',
    );
  });
});
