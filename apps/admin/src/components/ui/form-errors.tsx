import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '@/components/ui/tooltip';

interface FormErrorsProps {
  /** Messages, or react-hook-form's `formState.errors` (nested fields and arrays included). */
  errors: readonly string[] | FieldErrors<FieldValues>;
  className?: string;
}

/** Every message in a react-hook-form errors tree, in field order, without duplicates. */
export function errorMessages(errors: FormErrorsProps['errors']): string[] {
  if (Array.isArray(errors)) return [...new Set(errors.filter(Boolean))];
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(walk);
    const entry = node as Record<string, unknown>;
    if (typeof entry.message === 'string' && entry.message) found.push(entry.message);
    for (const [key, value] of Object.entries(entry)) {
      if (key !== 'ref' && key !== 'message' && key !== 'type' && key !== 'types') walk(value);
    }
  };
  walk(errors);
  return [...new Set(found)];
}

/** Shows the first error of a form, and the rest behind a '+N errors' tooltip. */
export function FormErrors({ errors, className = '' }: FormErrorsProps) {
  const { t } = useTranslation('common');
  const [first, ...rest] = errorMessages(errors);
  if (first === undefined) return null;
  return (
    <div role="alert" className={`flex items-center gap-2 text-sm text-red-700 ${className}`}>
      <span>{first}</span>
      {rest.length > 0 && (
        <Tooltip
          content={
            <ul className="list-disc space-y-1 pl-4">
              {rest.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          }
        >
          <button
            type="button"
            className="rounded-sm font-medium underline underline-offset-2 hover:text-red-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
          >
            {t('ui.moreErrors', { count: rest.length })}
          </button>
        </Tooltip>
      )}
    </div>
  );
}
