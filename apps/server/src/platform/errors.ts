import {
  ERROR_STATUS,
  formatIssue,
  type ErrorBody,
  type ErrorKind,
  type IssueLike,
} from '@storedesk/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { clientDataErrorOf, isUniqueViolation } from './db/errors.js';

/** The one error type services throw. Its kind decides the status; its message is shown. */
export class StoredeskError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly code?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'StoredeskError';
  }

  get status(): number {
    return ERROR_STATUS[this.kind];
  }

  toBody(): ErrorBody {
    return this.code
      ? { type: this.kind, message: this.message, code: this.code }
      : { type: this.kind, message: this.message };
  }
}

export const notFound = (entity: string, id: string) =>
  new StoredeskError('not_found', `${entity} with id: ${id} was not found`);

/** Answers every error as `{ type, message, code? }`, never with a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | StoredeskError, request, reply) => {
    if (error instanceof StoredeskError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.status).send(error.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const root =
        error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'body');
      const messages = error.validation.map((entry) =>
        formatIssue(
          {
            ...(entry.params as Partial<IssueLike>),
            code: entry.keyword,
            message: entry.message ?? '',
            path: entry.instancePath.split('/').filter(Boolean),
          },
          root,
        ),
      );
      // One message per field: the first problem found is the one to fix.
      const perField = new Map<string, string>();
      error.validation.forEach((entry, index) => {
        if (!perField.has(entry.instancePath)) perField.set(entry.instancePath, messages[index]!);
      });
      return reply
        .code(400)
        .send({ type: 'invalid_data', message: [...perField.values()].join('; ') });
    }
    if (error.validation) {
      return reply.code(400).send({ type: 'invalid_data', message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, wrong content type.
      const type: ErrorKind =
        status === 404
          ? 'not_found'
          : status === 429
            ? 'too_many_requests'
            : status === 401
              ? 'unauthorized'
              : status === 403
                ? 'not_allowed'
                : 'invalid_data';
      return reply.code(status).send({ type, message: error.message });
    }
    const dataError = clientDataErrorOf(error);
    if (dataError) {
      request.log.warn({ err: error }, 'the database refused a value of the request');
      return reply.code(400).send({
        type: 'invalid_data',
        message: `The request could not be stored: ${dataError}.`,
      });
    }
    if (isUniqueViolation(error)) {
      // Services answer the duplicates they expect with a message naming the field; one they
      // did not (two requests racing for one value) is still a taken value, not a fault of the
      // server, and asking again gives the same answer: 422 as v1, never a retried 409. The
      // clashing value is not quoted, since PostgreSQL's detail may hold a secret's hash.
      request.log.warn({ err: error }, 'a value of the request must be unique and is taken');
      return reply.code(422).send({
        type: 'duplicate_error',
        message: 'A value of the request that must be unique already exists.',
        code: 'unique_violation',
      });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({
      type: 'unexpected_state',
      message: `An unexpected error occurred. Quote request id ${request.id} when you report it.`,
    });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    reply
      .code(404)
      .send({ type: 'not_found', message: `Route ${request.method} ${path} not found` });
  });
}
