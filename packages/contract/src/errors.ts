import { z } from 'zod';
import { SIGNUP_MESSAGES } from './signup.js';

/** The kinds of error the API answers with, and the HTTP status each maps to. */
export const ERROR_STATUS = {
  invalid_data: 400,
  unauthorized: 401,
  payment_error: 402,
  not_allowed: 403,
  not_found: 404,
  conflict: 409,
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
