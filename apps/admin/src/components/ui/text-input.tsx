import {
  useCallback,
  useId,
  useRef,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { get, type FieldErrors, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormLabel } from '@/components/ui/form-label';
import { ChevronDownIcon, ChevronUpIcon, CloseIcon } from '@/components/ui/icons';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  label?: ReactNode;
  /** Info tooltip beside the label. */
  tooltip?: ReactNode;
  /** The field's name; its entry in `errors` (dotted paths work) turns the input red. */
  name?: string;
  /** react-hook-form's `formState.errors`, or any object of the same shape. */
  errors?: FieldErrors<FieldValues>;
  /** Drawn inside the left edge (a currency sign, a unit). */
  prefix?: ReactNode;
  /** Drawn inside the right edge. */
  suffix?: ReactNode;
  /** Shows a button that empties the input. */
  clearable?: boolean;
  /** Called after the clear button emptied the input. */
  onClear?: () => void;
  /** Classes for the outer wrapper (label, input and error line). */
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

interface FieldError {
  message?: unknown;
}

/**
 * Writes a value the way typing does: past React's value tracker, then an `input` event, so both
 * a controlled `onChange` and react-hook-form's `register` see the change.
 */
function setInputValue(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function decimals(value: number): number {
  const text = String(value);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** The value one `step` up or down, kept inside `min`/`max`; `null` when already at the limit. */
export function steppedValue(
  value: string,
  direction: 1 | -1,
  { min, max, step }: { min: string; max: string; step: string },
): string | null {
  const size = Number(step) > 0 ? Number(step) : 1;
  const lower = min === '' || Number.isNaN(Number(min)) ? -Infinity : Number(min);
  const upper = max === '' || Number.isNaN(Number(max)) ? Infinity : Number(max);
  const current = value === '' || Number.isNaN(Number(value)) ? 0 : Number(value);
  const raw = Math.min(upper, Math.max(lower, current + direction * size));
  const next = Number(raw.toFixed(Math.max(decimals(size), decimals(current))));
  if (value !== '' && next === current) return null;
  return String(next);
}

const STEP_BUTTON =
  'flex flex-1 items-center justify-center px-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-slate-900 disabled:cursor-not-allowed disabled:opacity-50';

/**
 * A text or number input with label, prefix, suffix, step buttons (numbers), a clear button and
 * an error line. Pass react-hook-form's `register(name)` and `formState.errors` straight in.
 */
export function TextInput({
  label,
  tooltip,
  name,
  errors,
  prefix,
  suffix,
  clearable = false,
  onClear,
  className = '',
  id: idProp,
  type = 'text',
  required,
  disabled,
  ref,
  'aria-describedby': describedBy,
  ...props
}: TextInputProps) {
  const { t } = useTranslation('common');
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const inputRef = useRef<HTMLInputElement | null>(null);

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
    },
    [ref],
  );

  const error = name && errors ? (get(errors, name) as FieldError | undefined) : undefined;
  const hasError = error !== undefined && error !== null;
  const message = hasError && typeof error.message === 'string' ? error.message : undefined;
  const errorId = `${id}-error`;
  const prefixId = `${id}-prefix`;
  const suffixId = `${id}-suffix`;
  const descriptions = [
    describedBy,
    prefix ? prefixId : undefined,
    suffix ? suffixId : undefined,
    message ? errorId : undefined,
  ].filter(Boolean);

  const step = (direction: 1 | -1) => {
    const input = inputRef.current;
    if (!input) return;
    const next = steppedValue(input.value, direction, input);
    if (next !== null) setInputValue(input, next);
  };

  const clear = () => {
    const input = inputRef.current;
    if (!input) return;
    setInputValue(input, '');
    input.focus();
    onClear?.();
  };

  const frame = hasError
    ? 'border-red-500 has-[input:focus]:outline-red-600'
    : 'border-slate-300 has-[input:focus]:border-slate-900 has-[input:focus]:outline-slate-900';

  return (
    <div className={className}>
      {label && (
        <FormLabel htmlFor={id} required={required} tooltip={tooltip} className="mb-1">
          {label}
        </FormLabel>
      )}
      <div
        data-invalid={hasError || undefined}
        className={`flex items-stretch overflow-hidden rounded-md border shadow-xs has-[input:focus]:outline-2 ${frame} ${disabled ? 'bg-slate-50 opacity-60' : 'bg-white'}`}
      >
        {prefix && (
          <span id={prefixId} className="flex items-center pl-3 text-sm text-slate-500">
            {prefix}
          </span>
        )}
        <input
          id={id}
          ref={setRefs}
          name={name}
          type={type}
          required={required}
          disabled={disabled}
          aria-invalid={hasError || undefined}
          aria-describedby={descriptions.length > 0 ? descriptions.join(' ') : undefined}
          className="min-w-0 flex-1 bg-transparent px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:outline-none disabled:cursor-not-allowed [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
          {...props}
        />
        {suffix && (
          <span id={suffixId} className="flex items-center pr-3 text-sm text-slate-500">
            {suffix}
          </span>
        )}
        {clearable && (
          <button
            type="button"
            aria-label={t('ui.clear')}
            disabled={disabled}
            onClick={clear}
            className="flex items-center px-2 text-slate-400 hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-slate-900 disabled:cursor-not-allowed"
          >
            <CloseIcon size={16} />
          </button>
        )}
        {type === 'number' && (
          <div className="flex flex-col border-l border-slate-200">
            <button
              type="button"
              aria-label={t('ui.increase')}
              aria-controls={id}
              disabled={disabled}
              onClick={() => step(1)}
              className={STEP_BUTTON}
            >
              <ChevronUpIcon size={14} />
            </button>
            <button
              type="button"
              aria-label={t('ui.decrease')}
              aria-controls={id}
              disabled={disabled}
              onClick={() => step(-1)}
              className={`${STEP_BUTTON} border-t border-slate-200`}
            >
              <ChevronDownIcon size={14} />
            </button>
          </div>
        )}
      </div>
      {message && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
