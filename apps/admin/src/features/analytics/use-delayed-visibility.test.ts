import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OVERLAY_DELAY_MS } from './preferences';
import { useDelayedVisibility } from './use-delayed-visibility';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useDelayedVisibility (overlay display delay)', () => {
  it('is 1000 ms', () => {
    expect(OVERLAY_DELAY_MS).toBe(1000);
  });

  it('shows 1000 ms after becoming due, not before', () => {
    const { result, rerender } = renderHook(
      ({ when }) => useDelayedVisibility(when, OVERLAY_DELAY_MS),
      { initialProps: { when: false } },
    );
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(false);

    rerender({ when: true });
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('hides at once and starts the delay over when due again', () => {
    const { result, rerender } = renderHook(
      ({ when }) => useDelayedVisibility(when, OVERLAY_DELAY_MS),
      { initialProps: { when: true } },
    );
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(true);

    rerender({ when: false });
    expect(result.current).toBe(false);

    rerender({ when: true });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(true);
  });

  it('never shows when it stops being due within the delay', () => {
    const { result, rerender } = renderHook(
      ({ when }) => useDelayedVisibility(when, OVERLAY_DELAY_MS),
      { initialProps: { when: true } },
    );
    act(() => vi.advanceTimersByTime(600));
    rerender({ when: false });
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toBe(false);
  });
});
