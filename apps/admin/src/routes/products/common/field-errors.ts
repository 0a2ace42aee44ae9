import { useTranslation } from 'react-i18next';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/** Prefix of the `products` keys that form validation messages are. */
const KEY_PREFIX = 'fields.errors.';

/**
 * zod error map for the product forms: each problem becomes a `products:fields.errors.*` key,
 * which `useTranslatedErrors` turns into text. Custom messages (already keys) are kept.
 */
export function productIssueKey(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) <= 1
        ? 'fields.errors.required'
        : 'fields.errors.tooSmall';
    case 'too_big':
      return issue.origin === 'string' ? 'fields.errors.tooLong' : 'fields.errors.tooBig';
    case 'invalid_type':
      return issue.expected === 'number' || issue.expected === 'int'
        ? 'fields.errors.number'
        : 'fields.errors.invalid';
    case 'invalid_format':
      return issue.path?.at(-1) === 'handle' ? 'fields.errors.handle' : 'fields.errors.invalid';
    default:
      return 'fields.errors.invalid';
  }
}

/** Error map for `zodResolver(schema, { error })`. */
export const productErrorMap = (issue: z.core.$ZodRawIssue) => productIssueKey(issue);

/**
 * The form's errors with every `fields.errors.*` key replaced by its English (or current
 * language) text; server messages pass as they are. Feed the result to `TextInput`'s `errors`.
 */
export function useTranslatedErrors<T extends FieldValues>(errors: FieldErrors<T>): FieldErrors<T> {
  const { t } = useTranslation('products');
  const translate = (message: string) =>
    message.startsWith(KEY_PREFIX) ? t(message as 'fields.errors.invalid') : message;
  const walk = (node: unknown): unknown => {
    if (!node || typeof node !== 'object') return node;
    if (Array.isArray(node)) return node.map(walk);
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === 'ref') out[key] = value;
      else if (key === 'message' && typeof value === 'string') out[key] = translate(value);
      else out[key] = walk(value);
    }
    return out;
  };
  return walk(errors) as FieldErrors<T>;
}
