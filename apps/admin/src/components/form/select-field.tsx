import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FIELD_CLASS } from './field-class';
import { FormField } from './form-field';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: ReactNode;
  tooltip?: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled select with its hint and error lines; pass `register(name)` straight in. */
export function SelectField({
  label,
  tooltip,
  hint,
  error,
  required,
  className,
  children,
  ...props
}: SelectFieldProps) {
  return (
    <FormField
      label={label}
      required={required}
      tooltip={tooltip}
      hint={hint}
      error={error}
      className={className}
    >
      {(control) => (
        <select className={FIELD_CLASS} required={required} {...control} {...props}>
          {children}
        </select>
      )}
    </FormField>
  );
}
