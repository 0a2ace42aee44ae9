import * as RadixSwitch from '@radix-ui/react-switch';
import { useId, type ComponentProps, type ReactNode } from 'react';

interface SwitchProps extends Omit<ComponentProps<typeof RadixSwitch.Root>, 'children'> {
  label?: ReactNode;
  /** A hint under the label, announced as the switch's description. */
  description?: ReactNode;
}

/** An on/off switch (Radix) with its label; disabled, the whole row is dimmed. */
export function Switch({
  label,
  description,
  id,
  disabled,
  className = '',
  ...props
}: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const descriptionId = `${switchId}-description`;
  return (
    <div
      data-disabled={disabled || undefined}
      className={`flex items-start gap-3 data-[disabled]:opacity-50 ${className}`}
    >
      <RadixSwitch.Root
        id={switchId}
        disabled={disabled}
        aria-describedby={description ? descriptionId : undefined}
        className="relative mt-0.5 inline-flex h-5 w-9 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 disabled:cursor-not-allowed data-[state=checked]:bg-slate-900"
        {...props}
      >
        <RadixSwitch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-[18px]" />
      </RadixSwitch.Root>
      {(label || description) && (
        <div className="text-sm">
          {label && (
            <label
              htmlFor={switchId}
              className={`font-medium text-slate-900 ${disabled ? 'cursor-not-allowed' : 'cursor-pointer'}`}
            >
              {label}
            </label>
          )}
          {description && (
            <p id={descriptionId} className="text-slate-500">
              {description}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
