import { pino, type Logger } from 'pino';

export type { Logger };

/** Error fields worth a log line; anything else (bound parameters, `detail`) may carry values. */
const ERROR_FIELDS = ['code', 'constraint', 'table', 'column', 'schema', 'routine', 'statusCode'];

/** Drizzle appends a query's bound values to its message (`\nparams: ...`): never logged. */
const withoutParams = (text: string | undefined) =>
  text?.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]');

/**
 * PostgreSQL quotes the value it refused in the message of a data exception (class 22, e.g.
 * `invalid input syntax for type integer: "ada@example.com"`) and a raised exception (P0) may
 * quote anything; in those, every quoted part is dropped. Other classes quote only names of
 * constraints, columns and tables, which are worth keeping.
 */
function withoutQuotedValues(error: Error, text: string | undefined): string | undefined {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^(22|P0)[0-9A-Z]{3}$/.test(code)) return text;
  const redacted = error.message.replace(/"(?:[^"]|"")*"/g, '"[redacted]"');
  return text?.split(error.message).join(redacted);
}

/**
 * An error as it is logged: name, message, stack, the database's code and constraint, and its
 * cause, but never the statement's bound values, the database's `detail` line (it quotes the
 * row: emails, password hashes, tokens) nor a value the database quotes in its message.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return typeof error === 'object' ? '[non-error object]' : error;
  const fields = error as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {
    type: error.name,
    message: withoutParams(withoutQuotedValues(error, error.message)),
    stack: withoutParams(withoutQuotedValues(error, error.stack)),
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
export function createLogger(
  level: string,
  stream?: NodeJS.WritableStream | pino.DestinationStream,
): Logger {
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
