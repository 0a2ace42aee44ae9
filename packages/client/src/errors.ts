/** What went wrong with a request, whether the server answered or not. */
export type StoredeskErrorKind = 'response' | 'network' | 'aborted' | 'parse';

export interface StoredeskErrorOptions {
  kind: StoredeskErrorKind;
  status?: number;
  body?: unknown;
  cause?: unknown;
}

/**
 * The one error the client throws.
 *
 * - The server answered with a non-2xx status: `status` is set, `body` is the parsed answer
 *   (the API's `{ type, message, code? }`), and `type`/`code` are copied from it.
 * - No answer (`Network Error`), the caller aborted (`Request aborted`), or the answer was not
 *   valid JSON (the parser's message): `status` is set only when there was an answer.
 */
export class StoredeskError extends Error {
  override name = 'StoredeskError';
  readonly kind: StoredeskErrorKind;
  status?: number;
  type?: string;
  code?: string;
  body?: unknown;

  constructor(message: string, options: StoredeskErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = options.kind;
    if (options.status !== undefined) this.status = options.status;
    if (options.body !== undefined) {
      this.body = options.body;
      const type = readString(options.body, 'type');
      const code = readString(options.body, 'code');
      if (type !== undefined) this.type = type;
      if (code !== undefined) this.code = code;
    }
  }

  /** Axios-style view of the answer, for code written against medusa-js v1. */
  get response(): { status: number; data: unknown } | undefined {
    return this.status === undefined ? undefined : { status: this.status, data: this.body };
  }
}

export function isStoredeskError(error: unknown): error is StoredeskError {
  return error instanceof StoredeskError;
}

const FALLBACK_MESSAGE = 'Something went wrong, Please try again.';

/**
 * A message to show a person: the server's `message`; for a list answer, the first entry's
 * `message`; otherwise a generic sentence.
 */
export function getErrorMessage(error: unknown): string {
  const data = isStoredeskError(error) ? error.body : undefined;
  const source: unknown = Array.isArray(data) ? data[0] : data;
  return readString(source, 'message') ?? FALLBACK_MESSAGE;
}

function readString(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' && field.length > 0 ? field : undefined;
}
