import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  /** Shown under the input and linked to it with `aria-describedby`. */
  error?: string | undefined;
  /** A control drawn inside the input's right edge (e.g. a show-password button). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-slate-900 aria-invalid:border-red-500';

/** A labelled input with its error line, styled like the login form. */
export function TextField({
  id,
  label,
  error,
  trailing,
  className = '',
  ...props
}: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative mt-1">
        <input
          id={id}
          className={`${inputClass} ${trailing ? 'pe-11' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...props}
        />
        {trailing && (
          <div className="absolute inset-y-0 end-0 flex items-center pe-1">{trailing}</div>
        )}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
