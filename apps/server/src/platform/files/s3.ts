import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { S3Config } from '../../config.js';
import { dispositionFor, isFileKey } from './names.js';
import {
  MissingObjectError,
  folderOf,
  type ObjectMeta,
  type StorageBackend,
  type StoredObject,
} from './storage.js';

/** The object's key in the bucket: `public/<key>` or `protected/<key>`. */
export function objectKeyOf(object: StoredObject): string {
  if (!isFileKey(object.key)) throw new MissingObjectError(object.key);
  return `${folderOf(object)}/${object.key}`;
}

/**
 * The object's address: under S3_PUBLIC_URL when set (a CDN or the bucket's public domain),
 * else the bucket's own URL, path-style or virtual-hosted as configured. Only objects under
 * `public/` are meant to be readable there: grant anonymous read on that prefix alone.
 */
export function s3ObjectUrl(config: S3Config, object: StoredObject): string {
  const objectKey = objectKeyOf(object)
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  if (config.publicUrl) return `${config.publicUrl}/${objectKey}`;
  if (config.endpoint) {
    const endpoint = new URL(config.endpoint);
    const base = `${endpoint.origin}${endpoint.pathname.replace(/\/+$/, '')}`;
    if (config.forcePathStyle) return `${base}/${config.bucket}/${objectKey}`;
    return `${endpoint.protocol}//${config.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, '')}/${objectKey}`;
  }
  if (config.forcePathStyle) {
    return `https://s3.${config.region}.amazonaws.com/${config.bucket}/${objectKey}`;
  }
  return `https://${config.bucket}.s3.${config.region}.amazonaws.com/${objectKey}`;
}

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 demands them: many S3-compatible servers reject the SDK's
    // default trailing checksums on PutObject.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure.name === 'NoSuchKey' ||
    failure.name === 'NotFound' ||
    failure.$metadata?.httpStatusCode === 404
  );
}

/** Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...). */
export function createS3Storage(config: S3Config, client = createS3Client(config)): StorageBackend {
  return {
    kind: 's3',
    async put(object, stagedPath, meta) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKeyOf(object),
          Body: createReadStream(stagedPath),
          ContentLength: meta.size,
          ContentType: meta.mimeType,
          ContentDisposition: dispositionFor(meta.mimeType, meta.originalName),
          CacheControl: object.isProtected
            ? 'private, no-store'
            : 'public, max-age=31536000, immutable',
        }),
      );
    },
    async open(object) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: objectKeyOf(object) }),
        );
        if (!answer.Body) throw new MissingObjectError(object.key);
        const body = answer.Body as unknown;
        return body instanceof Readable
          ? body
          : Readable.fromWeb((await answer.Body.transformToWebStream()) as never);
      } catch (error) {
        if (isMissing(error)) throw new MissingObjectError(object.key);
        throw error;
      }
    },
    async remove(object) {
      try {
        await client.send(
          new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKeyOf(object) }),
        );
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    url: (object) => s3ObjectUrl(config, object),
    async downloadUrl(object: StoredObject, meta: ObjectMeta, ttlSeconds: number) {
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: config.bucket,
          Key: objectKeyOf(object),
          ResponseContentType: meta.mimeType,
          ResponseContentDisposition: dispositionFor(meta.mimeType, meta.originalName),
        }),
        { expiresIn: ttlSeconds },
      );
    },
  };
}
