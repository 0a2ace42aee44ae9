import { useMemo } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type Tree = Record<string, unknown>;

/**
 * The form's errors with each message in words: the form's own messages are keys of
 * `draftOrders:errors`; a server's sentence (`type: 'server'`) is shown as it came. The result
 * has the errors' shape, so `TextInput`'s `errors` and `get(errors, name)` read it.
 */
export function useShownErrors(errors: FieldErrors<FieldValues>): FieldErrors<FieldValues> {
  const { t } = useTranslation('draftOrders');
  return useMemo(() => {
    const walk = (node: unknown): unknown => {
      if (!node || typeof node !== 'object') return node;
      const entry = node as Tree;
      if (typeof entry.type === 'string' && 'message' in entry) {
        const message = typeof entry.message === 'string' ? entry.message : '';
        const words =
          entry.type === 'server' ? message : t(`errors.${message}` as 'errors.required');
        return { type: entry.type, message: words };
      }
      if (Array.isArray(node)) return node.map(walk);
      return Object.fromEntries(
        Object.entries(entry)
          .filter(([key]) => key !== 'ref')
          .map(([key, value]) => [key, walk(value)]),
      );
    };
    return walk(errors) as FieldErrors<FieldValues>;
  }, [errors, t]);
}
