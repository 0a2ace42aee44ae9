import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { TooltipProvider, useInsideTooltipProvider } from '@/components/ui/tooltip-provider';

/** SPEC point 9: a tooltip opens after the pointer rests this long on its trigger. */
export const TOOLTIP_DELAY_MS = 700;
/** SPEC point 9: tooltip text wraps at this width in pixels. */
export const TOOLTIP_MAX_WIDTH = 220;

export interface TooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /** The trigger: one focusable element that accepts a ref (a button, a link). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  sideOffset?: number;
  delayDuration?: number;
  maxWidth?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/**
 * A Radix tooltip: opens on hover after `delayDuration` and at once on keyboard focus, closes on
 * Escape, and is announced as the trigger's description.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  sideOffset = 8,
  delayDuration = TOOLTIP_DELAY_MS,
  maxWidth = TOOLTIP_MAX_WIDTH,
  open,
  defaultOpen,
  onOpenChange,
  className = '',
}: TooltipProps) {
  const hasProvider = useInsideTooltipProvider();
  const tooltip = (
    <RadixTooltip.Root
      delayDuration={delayDuration}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side={side}
          sideOffset={sideOffset}
          style={{ maxWidth }}
          className={`z-50 rounded-md bg-slate-900 px-3 py-2 text-xs leading-snug text-white shadow-md ${className}`}
        >
          {content}
          <RadixTooltip.Arrow className="fill-slate-900" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
  return hasProvider ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
