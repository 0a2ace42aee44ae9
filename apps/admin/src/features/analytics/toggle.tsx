import * as RadixSwitch from '@radix-ui/react-switch';
import { useId, type ReactNode } from 'react';

interface ToggleProps {
  label: ReactNode;
  description: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** A labelled switch; disabled, the whole row is dimmed (SPEC point 2). */
export function Toggle({ label, description, checked, disabled, onCheckedChange }: ToggleProps) {
  const id = useId();
  return (
    <div
      data-disabled={disabled || undefined}
      className="flex items-start justify-between gap-4 data-[disabled]:opacity-50"
    >
      <div className="text-sm">
        <label
          htmlFor={id}
          className={`font-medium text-slate-900 ${disabled ? 'cursor-not-allowed' : 'cursor-pointer'}`}
        >
          {label}
        </label>
        <p id={`${id}-description`} className="mt-0.5 text-slate-500">
          {description}
        </p>
      </div>
      <RadixSwitch.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-description`}
        className="relative mt-0.5 inline-flex h-5 w-9 shrink-0 cursor-pointer items-center rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 disabled:cursor-not-allowed data-[state=checked]:bg-slate-900"
      >
        <RadixSwitch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-[18px]" />
      </RadixSwitch.Root>
    </div>
  );
}
