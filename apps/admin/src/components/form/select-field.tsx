import type { Ref, SelectHTMLAttributes } from 'react';
import { FIELD_CLASS } from './field-class';
import { FormField, splitFieldProps, type FieldRowProps } from './form-field';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> &
  FieldRowProps & { ref?: Ref<HTMLSelectElement> };

/** A labelled select with its hint and error lines; pass `register(name)` straight in. */
export function SelectField({ children, ...props }: SelectFieldProps) {
  const [row, control] = splitFieldProps(props);
  return (
    <FormField {...row}>
      {(aria) => (
        <select className={FIELD_CLASS} {...aria} {...control}>
          {children}
        </select>
      )}
    </FormField>
  );
}
