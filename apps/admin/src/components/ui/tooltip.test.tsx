import * as RadixTooltip from '@radix-ui/react-tooltip';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IconTooltip } from '@/components/ui/icon-tooltip';
import { TOOLTIP_DELAY_MS, TOOLTIP_MAX_WIDTH, Tooltip } from '@/components/ui/tooltip';
import {
  TOOLTIP_PROVIDER_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
  TooltipProvider,
} from '@/components/ui/tooltip-provider';
import '@/test/i18n';

// Testing Library drains its async work with a timer it only advances when it sees Jest's fake
// timers, so Vitest's need a `jest.advanceTimersByTime` it can call.
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Tooltip', () => {
  it('uses the SPEC delays: 700 ms tooltip, provider 100 ms, skip 300 ms, 220 px wide', () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_PROVIDER_DELAY_MS).toBe(100);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
    expect(TOOLTIP_MAX_WIDTH).toBe(220);
  });

  it('opens 700 ms after the pointer rests on the trigger, at most 220 px wide', async () => {
    const user = setup();
    render(
      <Tooltip content="Shown to shoppers">
        <button type="button">Visibility</button>
      </Tooltip>,
    );
    await user.hover(screen.getByRole('button', { name: 'Visibility' }));
    wait(TOOLTIP_DELAY_MS - 1);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    wait(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Shown to shoppers');
    const panel = document.querySelector<HTMLElement>('[data-radix-popper-content-wrapper] > div');
    expect(panel?.style.maxWidth).toBe('220px');
  });

  it('opens at once on keyboard focus, describes the trigger, and Escape closes it', async () => {
    const user = setup();
    render(
      <Tooltip content="Shown to shoppers">
        <button type="button">Visibility</button>
      </Tooltip>,
    );
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Visibility' });
    expect(trigger).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Shown to shoppers');
    expect(trigger).toHaveAccessibleDescription('Shown to shoppers');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('the provider opens a tooltip without its own delay after 100 ms', async () => {
    const user = setup();
    render(
      <TooltipProvider>
        <RadixTooltip.Root>
          <RadixTooltip.Trigger>Raw</RadixTooltip.Trigger>
          <RadixTooltip.Content>Raw tip</RadixTooltip.Content>
        </RadixTooltip.Root>
      </TooltipProvider>,
    );
    await user.hover(screen.getByRole('button', { name: 'Raw' }));
    wait(TOOLTIP_PROVIDER_DELAY_MS - 1);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    wait(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Raw tip');
  });

  it('within 300 ms of leaving one tooltip, the next opens without waiting', async () => {
    const user = setup();
    render(
      <TooltipProvider>
        <Tooltip content="First tip">
          <button type="button">First</button>
        </Tooltip>
        <Tooltip content="Second tip">
          <button type="button">Second</button>
        </Tooltip>
        <Tooltip content="Third tip">
          <button type="button">Third</button>
        </Tooltip>
      </TooltipProvider>,
    );
    // jsdom has no layout, so the pointer gets explicit coordinates: Radix keeps a tooltip open
    // while the pointer travels from its trigger towards its content.
    const moveTo = (target: Element, x: number, y = x) =>
      user.pointer({ target, coords: { clientX: x, clientY: y } });
    const button = (name: string) => screen.getByRole('button', { name });

    await moveTo(button('First'), 100);
    wait(TOOLTIP_DELAY_MS);
    expect(screen.getByRole('tooltip')).toHaveTextContent('First tip');

    await moveTo(document.body, 400);
    await moveTo(button('Second'), 800);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    wait(TOOLTIP_SKIP_DELAY_MS - 50);
    await moveTo(button('Second'), 801);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Second tip');

    await moveTo(document.body, 400);
    await moveTo(document.body, 50, 700);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    wait(TOOLTIP_SKIP_DELAY_MS);
    await moveTo(button('Third'), 800);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    wait(TOOLTIP_DELAY_MS);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Third tip');
  });
});

describe('IconTooltip', () => {
  it.each(['info', 'warning', 'error'] as const)(
    'draws the %s icon on a labelled button',
    (type) => {
      render(<IconTooltip type={type} content="Details" />);
      const button = screen.getByRole('button', { name: 'More information' });
      expect(button.querySelector(`svg[data-icon="${type}"]`)).not.toBeNull();
    },
  );

  it('shows its tooltip on focus', async () => {
    const user = setup();
    render(<IconTooltip type="warning" content="Stock is low" label="Stock warning" />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Stock warning' })).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Stock is low');
  });
});
