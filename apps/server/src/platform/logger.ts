import { pino, type Logger } from 'pino';

export type { Logger };

/** Error fields worth a log line; anything else (bound parameters, `detail`) may carry values. */
const ERROR_FIELDS = ['code', 'constraint', 'table', 'column', 'schema', 'routine', 'statusCode'];

/** Drizzle appends a query's bound values to its message (`\nparams: ...`): never logged. */
const withoutParams = (text: string | undefined) =>
  text?.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');

/**
 * An error as it is logged: name, message, stack, the database's code and constraint, and its
 * cause, but never the statement's bound values nor the database's `detail` line, which quote
 * the row (emails, password hashes, tokens).
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return typeof error === 'object' ? '[non-error object]' : error;
  const fields = error as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {
    type: error.name,
    message: withoutParams(error.message),
    stack: withoutParams(error.stack),
  };
  for (const key of ERROR_FIELDS) if (fields[key] !== undefined) out[key] = fields[key];
  if (error.cause !== undefined && depth < 3) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/**
 * Structured JSON logs with every place a secret could travel redacted. Request and response
 * bodies are never logged, request URLs lose their query string, and errors lose the values
 * their statements were bound to (see `serializeError`).
 */
export function createLogger(level: string, stream?: NodeJS.WritableStream): Logger {
  const options = {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-medusa-access-token"]',
        'req.headers["x-xsrf-token"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
        '*.access_token',
        '*.api_token',
        '*.passwordHash',
        '*.password_hash',
      ],
      censor: '[redacted]',
    },
    serializers: {
      err: serializeError,
      error: serializeError,
      req(request: { method: string; url: string; id: string; ip?: string }) {
        return {
          id: request.id,
          method: request.method,
          url: request.url.split('?')[0],
          remoteAddress: request.ip,
        };
      },
    },
  };
  return stream ? pino(options, stream as pino.DestinationStream) : pino(options);
}
