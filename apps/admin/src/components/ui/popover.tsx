import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';

interface PopoverProps {
  /** The button that opens the popover (it gets `aria-expanded` and `aria-controls`). */
  trigger: ReactElement;
  /** Names the popover for screen readers. */
  title: ReactNode;
  /** Shows the title at the top of the panel; otherwise it is read but not drawn. */
  showTitle?: boolean;
  children: ReactNode;
  /** Which edge of the trigger the panel lines up with. */
  align?: 'start' | 'end';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/**
 * A small panel under its trigger, built on a non-modal Radix dialog: focus moves into it when it
 * opens, Escape or a click outside closes it, and focus goes back to the trigger.
 */
export function Popover({
  trigger,
  title,
  showTitle = false,
  children,
  align = 'start',
  open,
  defaultOpen,
  onOpenChange,
  className = '',
}: PopoverProps) {
  return (
    <RadixDialog.Root
      modal={false}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      <div className="relative inline-block">
        <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>
        <RadixDialog.Content
          aria-describedby={undefined}
          className={`absolute top-full z-50 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-800 shadow-lg focus:outline-none focus-visible:outline-2 focus-visible:outline-slate-900 ${align === 'end' ? 'right-0' : 'left-0'} ${className}`}
        >
          <RadixDialog.Title
            className={showTitle ? 'mb-2 text-sm font-semibold text-slate-900' : 'sr-only'}
          >
            {title}
          </RadixDialog.Title>
          {children}
        </RadixDialog.Content>
      </div>
    </RadixDialog.Root>
  );
}
