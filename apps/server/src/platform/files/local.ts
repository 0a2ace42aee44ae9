import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { isFileKey } from './names.js';
import { signDownload } from './signing.js';
import {
  MissingObjectError,
  folderOf,
  type ObjectMeta,
  type StorageBackend,
  type StoredObject,
} from './storage.js';

export interface LocalStorageOptions {
  /** `DATA_DIR/uploads`: `public/<key>` and `protected/<key>` below it. */
  root: string;
  /** PUBLIC_URL: files are served by this server under `/uploads/<key>`. */
  publicUrl: string;
  signingSecret: string;
  now?: () => Date;
}

/** Files on the server's own disk, served by the `/uploads/*` route. */
export function createLocalStorage(options: LocalStorageOptions): StorageBackend {
  const root = path.resolve(options.root);
  const now = options.now ?? (() => new Date());

  /** The file's path; only for keys Storedesk made, and always inside its folder. */
  function pathOf(object: StoredObject): string {
    if (!isFileKey(object.key)) throw new MissingObjectError(object.key);
    const folder = path.join(root, folderOf(object));
    const file = path.resolve(folder, object.key);
    if (!file.startsWith(folder + path.sep)) throw new MissingObjectError(object.key);
    return file;
  }

  const url = (object: StoredObject) => `${options.publicUrl}/uploads/${object.key}`;

  return {
    kind: 'local',
    async put(object, stagedPath) {
      const file = pathOf(object);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await rename(stagedPath, file);
      } catch (error) {
        // Staging and storage on different file systems: copy instead of moving.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(stagedPath, file);
      }
    },
    async open(object) {
      const file = pathOf(object);
      try {
        const found = await stat(file);
        if (!found.isFile()) throw new MissingObjectError(object.key);
      } catch (error) {
        if (error instanceof MissingObjectError) throw error;
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          throw new MissingObjectError(object.key);
        }
        throw error;
      }
      return createReadStream(file) as Readable;
    },
    async remove(object) {
      await rm(pathOf(object), { force: true });
    },
    url,
    async downloadUrl(object: StoredObject, _meta: ObjectMeta, ttlSeconds: number) {
      const expires = Math.floor(now().getTime() / 1000) + ttlSeconds;
      const signed = signDownload(options.signingSecret, object.key, expires);
      return `${url(object)}?expires=${signed.expires}&signature=${signed.signature}`;
    },
  };
}
