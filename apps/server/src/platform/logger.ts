import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * Structured JSON logs with every place a secret could travel redacted. Request and response
 * bodies are never logged, and request URLs lose their query string.
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
