import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config.js';
import * as repo from './files.repo.js';
import type { UploadedFileRow } from './files.repo.js';
import type { Db } from '../db/client.js';
import { withTenantTx } from '../db/tx.js';
import { StoredeskError } from '../errors.js';
import { newId } from '../ids.js';
import { createLocalStorage } from './local.js';
import { displayName, isFileKey, newFileKey, normalizeMimeType, storeOfKey } from './names.js';
import { createS3Storage } from './s3.js';
import { MissingObjectError, type StorageBackend } from './storage.js';

export type { UploadedFileRow } from './files.repo.js';
export { MissingObjectError } from './storage.js';

/** A file received and written to the staging folder, not yet stored or recorded. */
export interface StagedFile {
  path: string;
  size: number;
  /** The name the client gave (only its last segment is kept). */
  name: string;
  mimeType: string;
  /** True when the source was cut at `maxBytes`: the file is too large and must be refused. */
  truncated: boolean;
}

export interface SavedFile {
  id: string;
  key: string;
  url: string;
  originalName: string;
  mimeType: string;
  size: number;
  isProtected: boolean;
}

export interface SaveOptions {
  /** Protected files are read only through a short-lived download URL. */
  protected?: boolean;
  /** The content type; guessed from the name when not given. */
  mimeType?: string;
  /** The staff user behind the file, when there is one. */
  createdBy?: string | null;
}

export type FileContents = Buffer | Uint8Array | string | Readable;

export interface FilesDeps {
  db: Db;
  config: Pick<Config, 'dataDir' | 'publicUrl' | 'files'>;
  /** Another backend (tests); by default S3 when configured, else DATA_DIR/uploads. */
  backend?: StorageBackend;
}

export type Files = ReturnType<typeof createFiles>;

const fileNotFound = (key: string) =>
  new StoredeskError('not_found', `File with key: ${key} was not found`);

/**
 * Uploaded files for every part of the server: the upload routes, the batch jobs (CSV import
 * reads its upload back, export saves its CSV). Every lookup runs in the store's tenant
 * transaction and filters by store, so another store's key is simply not found.
 */
export function createFiles(deps: FilesDeps) {
  const { db } = deps;
  const settings = deps.config.files;
  const uploadsRoot = path.join(deps.config.dataDir, 'uploads');
  const stagingDir = path.join(uploadsRoot, '.staging');
  const backend =
    deps.backend ??
    (settings.s3
      ? createS3Storage(settings.s3)
      : createLocalStorage({
          root: uploadsRoot,
          publicUrl: deps.config.publicUrl,
          signingSecret: settings.signingSecret,
        }));

  const urlOf = (row: Pick<UploadedFileRow, 'key' | 'isProtected'>) =>
    backend.url({ key: row.key, isProtected: row.isProtected });

  /** Writes a stream to the staging folder, counting bytes and stopping past `maxBytes`. */
  async function stage(
    source: Readable,
    file: { name: string; mimeType?: string | undefined },
    maxBytes = settings.maxBytes,
  ): Promise<StagedFile> {
    await mkdir(stagingDir, { recursive: true });
    const staged = path.join(stagingDir, randomBytes(16).toString('hex'));
    let size = 0;
    let truncated = Boolean((source as { truncated?: boolean }).truncated);
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > maxBytes) {
          truncated = true;
          done();
          return;
        }
        done(null, chunk);
      },
    });
    try {
      await pipeline(source, counter, createWriteStream(staged, { mode: 0o600 }));
    } catch (error) {
      await rm(staged, { force: true });
      throw error;
    }
    // Busboy marks a file it cut at its own limit only once the stream has ended.
    truncated ||= Boolean((source as { truncated?: boolean }).truncated);
    const name = displayName(file.name);
    return {
      path: staged,
      size: Math.min(size, maxBytes),
      name,
      mimeType: normalizeMimeType(file.mimeType, name),
      truncated,
    };
  }

  async function discard(staged: readonly StagedFile[]): Promise<void> {
    await Promise.all(staged.map((file) => rm(file.path, { force: true })));
  }

  /**
   * Stores staged files and records them, all or nothing: when a write or the insert fails,
   * the objects already stored are removed again. The staged files are gone afterwards.
   */
  async function saveStaged(
    storeId: string,
    staged: readonly StagedFile[],
    options: SaveOptions = {},
  ): Promise<SavedFile[]> {
    const isProtected = options.protected ?? false;
    const saved: SavedFile[] = [];
    const rows: repo.NewUploadedFileRow[] = [];
    try {
      for (const file of staged) {
        if (file.truncated) {
          throw new StoredeskError('invalid_data', `${file.name} is larger than the upload limit`);
        }
        const key = newFileKey(storeId, file.name);
        const object = { key, isProtected };
        await backend.put(object, file.path, {
          mimeType: file.mimeType,
          originalName: file.name,
          size: file.size,
        });
        const id = newId('file');
        saved.push({
          id,
          key,
          url: backend.url(object),
          originalName: file.name,
          mimeType: file.mimeType,
          size: file.size,
          isProtected,
        });
        rows.push({
          storeId,
          id,
          key,
          originalName: file.name,
          mimeType: file.mimeType,
          size: file.size,
          isProtected,
          createdBy: options.createdBy ?? null,
        });
      }
      await withTenantTx(db, storeId, (tx) => repo.insert(tx, rows));
      return saved;
    } catch (error) {
      await Promise.allSettled(
        saved.map((file) => backend.remove({ key: file.key, isProtected: file.isProtected })),
      );
      throw error;
    } finally {
      await discard(staged);
    }
  }

  /** The store's record of a key, or a 404 (another store's key included). */
  async function find(storeId: string, key: string): Promise<UploadedFileRow> {
    if (!isFileKey(key)) throw fileNotFound(key);
    const row = await withTenantTx(db, storeId, (tx) => repo.findByKey(tx, storeId, key));
    if (!row) throw fileNotFound(key);
    return row;
  }

  async function open(row: UploadedFileRow): Promise<Readable> {
    try {
      return await backend.open({ key: row.key, isProtected: row.isProtected });
    } catch (error) {
      if (error instanceof MissingObjectError) throw fileNotFound(row.key);
      throw error;
    }
  }

  return {
    backend,
    settings,
    urlOf,
    stage,
    discard,
    saveStaged,
    find,

    /** Saves one file made by the server (e.g. an export's CSV) and records it for the store. */
    async saveFile(
      storeId: string,
      name: string,
      contents: FileContents,
      options: SaveOptions = {},
    ): Promise<SavedFile> {
      const source =
        contents instanceof Readable
          ? contents
          : Readable.from([typeof contents === 'string' ? Buffer.from(contents) : contents]);
      // Files the server writes itself are not bound by the upload limit.
      const staged = await stage(
        source,
        { name, mimeType: options.mimeType },
        Number.MAX_SAFE_INTEGER,
      );
      const [saved] = await saveStaged(storeId, [staged], options);
      return saved!;
    },

    /** A stream of one of the store's files, with its record; 404 for another store's key. */
    async openUpload(
      storeId: string,
      key: string,
    ): Promise<{ stream: Readable; file: UploadedFileRow }> {
      const file = await find(storeId, key);
      return { stream: await open(file), file };
    },

    /** The bytes of one of the store's files (e.g. an import's CSV); 404 for another store's key. */
    async readUpload(storeId: string, key: string): Promise<Buffer> {
      const stream = await open(await find(storeId, key));
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },

    /** Removes one of the store's files, record and object together; 404 when it has none. */
    async deleteUpload(storeId: string, key: string): Promise<void> {
      if (!isFileKey(key)) throw fileNotFound(key);
      await withTenantTx(db, storeId, async (tx) => {
        const row = await repo.findByKey(tx, storeId, key);
        if (!row) throw fileNotFound(key);
        await repo.remove(tx, storeId, key);
        // Inside the transaction: if the object can't be removed, the record stays too.
        await backend.remove({ key: row.key, isProtected: row.isProtected });
      });
    },

    /** A URL that reads one of the store's files for UPLOAD_URL_TTL_SECONDS. */
    async downloadUrl(storeId: string, key: string): Promise<string> {
      const row = await find(storeId, key);
      return backend.downloadUrl(
        { key: row.key, isProtected: row.isProtected },
        { mimeType: row.mimeType, originalName: row.originalName, size: row.size },
        settings.urlTtlSeconds,
      );
    },

    /**
     * The record behind a key alone, whatever its store, for the `/uploads/*` route, which
     * decides itself who may read it; null when there is none.
     */
    async findAnyStore(key: string): Promise<UploadedFileRow | null> {
      if (!isFileKey(key)) return null;
      const storeId = storeOfKey(key);
      const row = await withTenantTx(db, storeId, (tx) => repo.findByKey(tx, storeId, key));
      return row ?? null;
    },

    /** A stream of a file found by `find` or `findAnyStore`; 404 when storage lost it. */
    open,
  };
}
