import fastifyMultipart from '@fastify/multipart';
import {
  AdminDeleteUploadsReq,
  AdminDeleteUploadsRes,
  AdminPostUploadsDownloadUrlReq,
  AdminUploadsDownloadUrlRes,
  AdminUploadsRes,
} from '@storedesk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import type { AppDeps } from '../../platform/context.js';
import { StoredeskError } from '../../platform/errors.js';
import { createFiles, type Files, type StagedFile } from '../../platform/files/index.js';
import { dispositionFor } from '../../platform/files/names.js';
import { adminCtx, typed } from '../../platform/http.js';
import { createUploadsService } from './uploads.service.js';
import { PUBLIC, staff } from '../../platform/access.js';

/** The multipart field every file must come in (Medusa v1). */
const FILES_FIELD = 'files';

/** A client error with a status no error kind has (413); answered as `invalid_data`. */
class PayloadTooLargeError extends Error {
  readonly statusCode = 413;
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

/**
 * Errors of Node's own I/O (staging to disk) carry the system call that failed; anything else
 * the multipart parser throws (no boundary, a body that ends mid-part, parts under another
 * boundary) is about the bytes the client sent.
 */
const isSystemError = (error: unknown) =>
  typeof (error as { syscall?: unknown } | null)?.syscall === 'string';

const notMultipart = () =>
  new StoredeskError(
    'invalid_data',
    `The upload is not valid multipart/form-data: send the files in the field "${FILES_FIELD}", with the boundary of the Content-Type header, and the whole body`,
  );

const missingFiles = () =>
  new StoredeskError(
    'invalid_data',
    `${FILES_FIELD} is required: send one or more files as multipart/form-data in the field "${FILES_FIELD}"`,
  );

/**
 * Reads the rest of a request nobody will parse, so the client can send it all and read our
 * answer instead of seeing the connection reset mid-upload. Gives up after 10 s.
 */
function discardRest(raw: IncomingMessage): Promise<void> {
  if (raw.readableEnded || raw.destroyed) return Promise.resolve();
  raw.unpipe();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      raw.off('end', done);
      raw.off('close', done);
      resolve();
    };
    const timer = setTimeout(done, 10_000);
    raw.on('end', done);
    raw.on('close', done);
    raw.resume();
  });
}

/** Streams every file of a multipart request to staging, enforcing the size and count limits. */
async function receiveFiles(request: FastifyRequest, files: Files): Promise<StagedFile[]> {
  const { maxBytes, maxFiles } = files.settings;
  const tooLarge = (name: string) =>
    new PayloadTooLargeError(
      `${name} is too large: each file may be at most ${formatBytes(maxBytes)}`,
    );
  const tooMany = () =>
    new PayloadTooLargeError(`Too many files: send at most ${maxFiles} files in one upload`);
  if (!request.isMultipart()) throw missingFiles();
  const staged: StagedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== FILES_FIELD) {
        throw new StoredeskError(
          'invalid_data',
          `Unexpected file field "${part.fieldname}": send every file in the field "${FILES_FIELD}"`,
        );
      }
      const file = await files.stage(part.file, { name: part.filename, mimeType: part.mimetype });
      staged.push(file);
      if (file.truncated) throw tooLarge(file.name);
    }
  } catch (error) {
    await files.discard(staged);
    await discardRest(request.raw);
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      const part = (error as { part?: { filename?: string } }).part;
      throw tooLarge(part?.filename ?? 'A file');
    }
    if (code === 'FST_FILES_LIMIT') throw tooMany();
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new PayloadTooLargeError('Too many form fields in one upload');
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw missingFiles();
    if (code === 'FST_MP_PREMATURE_CLOSE') {
      throw new StoredeskError('invalid_data', 'The upload ended before all files arrived');
    }
    if (error instanceof StoredeskError || error instanceof PayloadTooLargeError) throw error;
    if (isSystemError(error)) throw error;
    throw notMultipart();
  }
  if (staged.length === 0) throw missingFiles();
  return staged;
}

/**
 * Uploads (Medusa v1 `/admin/uploads`), and `/uploads/<key>`, where the server itself serves
 * files kept on its disk: public ones to anyone, protected ones only through a signed link.
 */
export async function uploadsRoutes(instance: FastifyInstance, deps: AppDeps): Promise<void> {
  const app = typed(instance);
  const files = createFiles(deps);
  const uploads = createUploadsService(files);
  const { maxBytes, maxFiles } = files.settings;

  // Multipart parsing only for the two upload routes, in a scope of their own.
  await app.register(async (scope) => {
    // Any other body (no content type, a form, bare bytes) is read to its end and answered as
    // the 400 that names the field, rather than Fastify's 415.
    scope.addContentTypeParser('*', (request, _payload, done) => {
      void discardRest(request.raw).then(() => done(missingFiles()));
    });
    await scope.register(fastifyMultipart, {
      throwFileSizeLimit: true,
      limits: {
        fileSize: maxBytes,
        files: maxFiles,
        fields: 20,
        fieldSize: 64 * 1024,
        parts: maxFiles + 20,
        headerPairs: 100,
      },
    });
    const upload = (isProtected: boolean) => async (request: FastifyRequest) => {
      const ctx = adminCtx(request);
      const staged = await receiveFiles(request, files);
      return { uploads: await uploads.upload(ctx, staged, isProtected) };
    };
    typed(scope).post(
      '/admin/uploads',
      { config: staff('operate'), schema: { response: { 200: AdminUploadsRes } } },
      upload(false),
    );
    typed(scope).post(
      '/admin/uploads/protected',
      { config: staff('operate'), schema: { response: { 200: AdminUploadsRes } } },
      upload(true),
    );
  });

  app.delete(
    '/admin/uploads',
    {
      config: staff('operate'),
      schema: { body: AdminDeleteUploadsReq, response: { 200: AdminDeleteUploadsRes } },
    },
    async (request) => {
      await uploads.delete(adminCtx(request), request.body.file_key);
      return { id: request.body.file_key, object: 'file' as const, deleted: true };
    },
  );

  app.post(
    '/admin/uploads/download-url',
    {
      config: staff('read'),
      schema: {
        body: AdminPostUploadsDownloadUrlReq,
        response: { 200: AdminUploadsDownloadUrlRes },
      },
    },
    async (request) => ({
      download_url: await uploads.downloadUrl(adminCtx(request), request.body.file_key),
    }),
  );

  app.get(
    '/uploads/*',
    {
      config: PUBLIC,
      schema: {
        params: z.object({ '*': z.string() }),
        querystring: z.object({
          expires: z.string().optional(),
          signature: z.string().optional(),
        }),
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const { file, signed } = await uploads.readable(key, request.query);
      const stream = await files.open(file);
      reply
        .header('content-type', file.mimeType)
        .header('content-length', String(file.size))
        .header('content-disposition', dispositionFor(file.mimeType, file.originalName))
        .header('x-content-type-options', 'nosniff')
        // Whatever was uploaded, it never runs as a page of our origin.
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('last-modified', file.createdAt.toUTCString());
      if (signed) {
        reply
          .header('cache-control', 'private, no-store')
          .header('referrer-policy', 'no-referrer')
          .header('cross-origin-resource-policy', 'same-site');
      } else {
        // A key never names other bytes: ULID in every key, no overwrite.
        reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('cross-origin-resource-policy', 'cross-origin');
      }
      return reply.send(stream);
    },
  );
}
