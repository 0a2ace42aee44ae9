import { z } from 'zod';
import { SIGNUP_MESSAGES } from './signup.js';

/**
 * The kinds of error the API answers with, and the HTTP status each maps to.
 *
 * - `invalid_data` (400): the request cannot be done as asked: a field is missing or malformed,
 *   or the thing is in a state that refuses it for good (a key already revoked, a profile that
 *   still has options). The message names the field when there is one. Medusa v1 answers the
 *   state refusals as `not_allowed` with the same 400; ours is 403 and means the role.
 * - `unauthorized` (401): no valid session, token or key.
 * - `payment_error` (402): the payment provider refused.
 * - `not_allowed` (403): the caller's role may not do this (or a signed link is wrong).
 * - `not_found` (404): no such thing in this store (another store's id included).
 * - `conflict` (409): the state changed under the request (a concurrent change, stock taken
 *   between read and write, an event that arrived before what it refers to). Asking again may
 *   succeed, so clients retry it.
 * - `duplicate_error` (422): a value that must be unique is taken (a handle, an SKU, an email).
 *   The message names the field and the value, as v1 does: `Product with handle x already
 *   exists.`, or `variants.0.sku: ...` for a nested field. Asking again cannot succeed.
 * - `too_many_requests` (429): a rate limit; `retry-after` says when.
 * - `unexpected_state` (500): our fault; the message quotes the request id.
 */
export const ERROR_STATUS = {
  invalid_data: 400,
  unauthorized: 401,
  payment_error: 402,
  not_allowed: 403,
  not_found: 404,
  conflict: 409,
  duplicate_error: 422,
  too_many_requests: 429,
  unexpected_state: 500,
} as const;

export type ErrorKind = keyof typeof ERROR_STATUS;
export const ErrorKind = z.enum(Object.keys(ERROR_STATUS) as [ErrorKind, ...ErrorKind[]]);

/** Every error body the API sends: `{ type, message, code? }`. */
export const ErrorBody = z.object({
  type: ErrorKind,
  message: z.string(),
  code: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The parts of a zod issue that `formatIssue` reads (kept loose so any zod 4 issue fits). */
export interface IssueLike {
  code: string;
  path: PropertyKey[];
  message: string;
  expected?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  format?: string;
  values?: unknown[];
  keys?: string[];
}

// The length limits are left out: the server names the field for those.
const FORM_SENTENCES: ReadonlySet<string> = new Set(
  Object.entries(SIGNUP_MESSAGES)
    .filter(([key]) => key !== 'textTooLong' && key !== 'passwordTooLong')
    .map(([, message]) => message),
);

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}

/**
 * Turns one validation issue into a sentence that names the field, e.g. `email is required`,
 * `limit must be a number`, `password must be at least 6 characters`.
 */
export function formatIssue(issue: IssueLike, root = 'body'): string {
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : root;
  // The sign-up form's sentences (SPEC point 5) already say which field: shown as written.
  if (FORM_SENTENCES.has(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      if (/received undefined/.test(issue.message)) return `${field} is required`;
      return `${field} must be ${article(issue.expected ?? 'value of the right type')}`;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? `${field} must not be empty`
          : `${field} must be at least ${issue.minimum} characters`;
      }
      if (issue.origin === 'array') return `${field} must have at least ${issue.minimum} items`;
      return `${field} must be at least ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `${field} must be at most ${issue.maximum} characters`;
      if (issue.origin === 'array') return `${field} must have at most ${issue.maximum} items`;
      return `${field} must be at most ${issue.maximum}`;
    case 'invalid_format':
      return issue.message.startsWith('must ')
        ? `${field} ${issue.message}`
        : `${field} must be a valid ${issue.format ?? 'value'}`;
    case 'invalid_value':
      return `${field} must be one of: ${(issue.values ?? []).map(String).join(', ')}`;
    case 'unrecognized_keys': {
      const keys = (issue.keys ?? []).map((key) => (field === root ? key : `${field}.${key}`));
      return `${keys.join(', ')} ${keys.length === 1 ? 'is' : 'are'} not allowed`;
    }
    default:
      return issue.message.startsWith('must ')
        ? `${field} ${issue.message}`
        : `${field}: ${issue.message}`;
  }
}
