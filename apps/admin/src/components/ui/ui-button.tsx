import type { ButtonHTMLAttributes, Ref } from 'react';
import { buttonClassName } from '@/components/button';
import { Spinner } from '@/components/spinner';

export type UiButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface UiButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: UiButtonVariant;
  /** Disables the button and shows a spinner beside its label. */
  isLoading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The quiet look the shared button lacks: no fill or border until hovered. */
const GHOST =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent';

/**
 * The kit's button: the shared `Button` looks (primary, secondary, danger) plus `ghost`, and a
 * `ref` so Radix `asChild` triggers can wrap it.
 */
export function UiButton({
  variant = 'primary',
  isLoading = false,
  disabled,
  className = '',
  children,
  type = 'button',
  ...props
}: UiButtonProps) {
  const look = variant === 'ghost' ? `${GHOST} ${className}` : buttonClassName(variant, className);
  return (
    <button
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={look}
      {...props}
    >
      {isLoading && <Spinner />}
      {children}
    </button>
  );
}
