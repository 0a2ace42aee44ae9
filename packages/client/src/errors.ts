/** What went wrong with a request, whether the server answered or not. */
export type StoredeskErrorKind = 'response' | 'network' | 'timeout' | 'aborted' | 'parse';

export interface StoredeskErrorOptions {
  kind: StoredeskErrorKind;
  status?: number;
  body?: unknown;
  /** The answer's headers (lower-case names), when there was an answer. */
  headers?: Record<string, string>;
  cause?: unknown;
}

/**
 * The one error the client throws.
 *
 * - The server answered with a non-2xx status: `status` is set, `body` is the parsed answer
 *   (the API's `{ type, message, code? }`), and `type`/`code` are copied from it.
 * - No answer (`Network Error`), no answer in time (`timeout of {ms}ms exceeded`, only when a
 *   `timeout` was configured), the caller aborted (`Request aborted`), or the answer was not
 *   valid JSON (the parser's message): `status` is set only when there was an answer.
 */
export class StoredeskError extends Error {
  override name = 'StoredeskError';
  readonly kind: StoredeskErrorKind;
  status?: number;
  type?: string;
  code?: string;
  body?: unknown;
  headers?: Record<string, string>;

  constructor(message: string, options: StoredeskErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = options.kind;
    if (options.status !== undefined) this.status = options.status;
    if (options.headers !== undefined) this.headers = options.headers;
    if (options.body !== undefined) {
      this.body = options.body;
      const type = readString(options.body, 'type');
      const code = readString(options.body, 'code');
      if (type !== undefined) this.type = type;
      if (code !== undefined) this.code = code;
    }
  }

  /** Axios-style view of the answer, for code written against medusa-js v1. */
  get response(): { status: number; data: unknown; headers: Record<string, string> } | undefined {
    return this.status === undefined
      ? undefined
      : { status: this.status, data: this.body, headers: this.headers ?? {} };
  }
}

export function isStoredeskError(error: unknown): error is StoredeskError {
  return error instanceof StoredeskError;
}

const FALLBACK_MESSAGE = 'Something went wrong, Please try again.';

/**
 * A message to show a person (SPEC point 8): the answer's `message`; when that message is a list
 * (or the whole answer is), the first entry's `message`; otherwise a generic sentence. Reads any
 * error with an axios-style `response.data`, so errors from other v1 clients work too.
 */
export function getErrorMessage(error: unknown): string {
  const data = readField(readField(error, 'response'), 'data');
  const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);
  const message = first(readField(first(data), 'message'));
  return (
    (typeof message === 'string' && message.length > 0 ? message : undefined) ??
    readString(message, 'message') ??
    FALLBACK_MESSAGE
  );
}

function readField(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  return (value as Record<string, unknown>)[key];
}

function readString(value: unknown, key: string): string | undefined {
  const field = readField(value, key);
  return typeof field === 'string' && field.length > 0 ? field : undefined;
}
