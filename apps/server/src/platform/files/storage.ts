import type { Readable } from 'node:stream';

/** Where a file lives: its key, and whether it is kept apart from public files. */
export interface StoredObject {
  key: string;
  isProtected: boolean;
}

/** What a backend needs to serve a file as it was uploaded. */
export interface ObjectMeta {
  mimeType: string;
  originalName: string;
  size: number;
}

/** The file is not (or no longer) in storage although a key names it. */
export class MissingObjectError extends Error {
  constructor(key: string) {
    super(`stored object ${key} is missing`);
    this.name = 'MissingObjectError';
  }
}

/**
 * One place files are kept. Public and protected files are kept apart (folders on disk, key
 * prefixes in a bucket), so a protected file can never be read through a public URL.
 */
export interface StorageBackend {
  readonly kind: 'local' | 's3';
  /** Stores the staged file at `stagedPath` (which the backend may move away). */
  put(object: StoredObject, stagedPath: string, meta: ObjectMeta): Promise<void>;
  /** A stream of the file's bytes; MissingObjectError when it is not there. */
  open(object: StoredObject): Promise<Readable>;
  /** Removes the file; a file already gone is not an error. */
  remove(object: StoredObject): Promise<void>;
  /** The file's address: readable by anyone for a public file, by no one for a protected one. */
  url(object: StoredObject): string;
  /** A URL that reads the file until `ttlSeconds` have passed. */
  downloadUrl(object: StoredObject, meta: ObjectMeta, ttlSeconds: number): Promise<string>;
}

export function folderOf(object: StoredObject): 'public' | 'protected' {
  return object.isProtected ? 'protected' : 'public';
}
