import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FIELD_CLASS } from './field-class';
import { FormField } from './form-field';

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: ReactNode;
  tooltip?: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled textarea (three rows unless told) with its hint and error lines. */
export function TextareaField({
  label,
  tooltip,
  hint,
  error,
  required,
  className,
  rows = 3,
  ...props
}: TextareaFieldProps) {
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
        <textarea rows={rows} className={FIELD_CLASS} required={required} {...control} {...props} />
      )}
    </FormField>
  );
}
