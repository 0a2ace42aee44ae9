import { useId, type ReactNode } from 'react';
import { FormLabel } from '@/components/ui/form-label';

/** What the control of a field needs to be labelled, described and marked invalid. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The row around a control: its label, hint and error line. */
export interface FieldRowProps {
  label: ReactNode;
  required?: boolean | undefined;
  /** Info tooltip beside the label. */
  tooltip?: ReactNode;
  /** A line of help under the control. */
  hint?: ReactNode;
  /** The error line; when there is one the control is marked invalid. */
  error?: string | undefined;
  className?: string | undefined;
}

interface FormFieldProps extends FieldRowProps {
  /** Draws the control with the id and ARIA attributes the label and the lines need. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A field's props split into the row's and the control's (which keeps `required`). */
export function splitFieldProps<P extends FieldRowProps>({
  label,
  required,
  tooltip,
  hint,
  error,
  className,
  ...control
}: P) {
  const row: FieldRowProps = { label, required, tooltip, hint, error, className };
  return [row, { ...control, required }] as const;
}

/**
 * A labelled form row: label (asterisk, tooltip), the control, its hint and its error line, the
 * lines tied to the control with `aria-describedby`. For controls that are not a `TextInput`
 * (selects, textareas, pickers); `TextInput` draws the same row for text.
 */
export function FormField({
  label,
  required,
  tooltip,
  hint,
  error,
  className,
  children,
}: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <FormLabel htmlFor={id} required={required} tooltip={tooltip}>
        {label}
      </FormLabel>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
