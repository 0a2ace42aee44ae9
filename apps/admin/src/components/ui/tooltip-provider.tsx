import * as RadixTooltip from '@radix-ui/react-tooltip';
import { createContext, useContext, type ReactNode } from 'react';

/** SPEC point 9: how long the provider waits before a tooltip without its own delay opens. */
export const TOOLTIP_PROVIDER_DELAY_MS = 100;
/** SPEC point 9: moving to another trigger within this time opens its tooltip at once. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

const InsideTooltipProvider = createContext(false);

/** True under a `TooltipProvider`, so a `Tooltip` knows whether it must bring its own. */
export function useInsideTooltipProvider(): boolean {
  return useContext(InsideTooltipProvider);
}

/**
 * Shares the open/skip timing between all tooltips below it. Mount it once near the root; a
 * `Tooltip` rendered without one wraps itself in its own.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <InsideTooltipProvider value={true}>
      <RadixTooltip.Provider
        delayDuration={TOOLTIP_PROVIDER_DELAY_MS}
        skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
      >
        {children}
      </RadixTooltip.Provider>
    </InsideTooltipProvider>
  );
}
