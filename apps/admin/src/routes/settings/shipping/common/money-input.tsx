import type { ComponentProps } from 'react';
import { TextInput } from '@/components/ui/text-input';

type MoneyInputProps = Omit<ComponentProps<typeof TextInput>, 'inputMode' | 'suffix'> & {
  /** Lower-case ISO code: the input is in its major units (4.90 €, 490 ¥). */
  currencyCode: string;
};

/** An amount typed in the currency's major units; the form turns it into minor units. */
export function MoneyInput({ currencyCode, ...props }: MoneyInputProps) {
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      suffix={
        <span className="text-xs font-medium text-slate-500">{currencyCode.toUpperCase()}</span>
      }
      {...props}
    />
  );
}
