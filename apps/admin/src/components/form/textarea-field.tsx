import type { Ref, TextareaHTMLAttributes } from 'react';
import { FIELD_CLASS } from './field-class';
import { FormField, splitFieldProps, type FieldRowProps } from './form-field';

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'> &
  FieldRowProps & { ref?: Ref<HTMLTextAreaElement> };

/** A labelled textarea (three rows unless told) with its hint and error lines. */
export function TextareaField({ rows = 3, ...props }: TextareaFieldProps) {
  const [row, control] = splitFieldProps(props);
  return (
    <FormField {...row}>
      {(aria) => <textarea rows={rows} className={FIELD_CLASS} {...aria} {...control} />}
    </FormField>
  );
}
