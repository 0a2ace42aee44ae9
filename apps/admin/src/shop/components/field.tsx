import { getErrorMessage, isStoredeskError } from '@storedesk/client';
import type { InputHTMLAttributes } from 'react';

/** A labelled text input of the shop's forms. */
export function Field({
  label,
  ...input
}: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="block text-sm">
      <span className="font-medium text-slate-700">{label}</span>
      <input
        {...input}
        className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base outline-none focus:border-slate-600"
      />
    </label>
  );
}

/**
 * What the server said a store API call failed with, or `fallback` when it said nothing. The
 * field the server names first (`card: Your card was declined.`) is for developers: the shopper
 * sees the sentence.
 */
export const messageOf = (error: unknown, fallback: string): string =>
  isStoredeskError(error) && error.status !== undefined
    ? getErrorMessage(error).replace(/^[a-z_][\w.]*: /, '')
    : fallback;
