import type { Storedesk, UploadInput } from '@storedesk/client';
import {
  invalidatesNothing,
  useClientMutation,
  type Admin,
  type Arg,
  type WriteOptions,
} from '../helpers.js';

// File uploads (multipart, field `files`). Nothing cached reads files, so no write invalidates
// anything.

type R = Admin['uploads'];

type Files = UploadInput | readonly UploadInput[];

export function useAdminUploadFile(options?: WriteOptions<R['create'], Files>) {
  const run = (client: Storedesk, files: Files) => client.admin.uploads.create(files);
  return useClientMutation(run, invalidatesNothing, options);
}

export function useAdminUploadProtectedFile(options?: WriteOptions<R['createProtected'], Files>) {
  const run = (client: Storedesk, files: Files) => client.admin.uploads.createProtected(files);
  return useClientMutation(run, invalidatesNothing, options);
}

/** Variables `{ file_key }`. */
export function useAdminDeleteFile(options?: WriteOptions<R['delete'], Arg<R['delete'], 0>>) {
  const run = (client: Storedesk, body: Arg<R['delete'], 0>) => client.admin.uploads.delete(body);
  return useClientMutation(run, invalidatesNothing, options);
}

/** Variables `{ file_key }`. */
export function useAdminCreatePresignedDownloadUrl(
  options?: WriteOptions<R['getPresignedDownloadUrl'], Arg<R['getPresignedDownloadUrl'], 0>>,
) {
  const run = (client: Storedesk, body: Arg<R['getPresignedDownloadUrl'], 0>) =>
    client.admin.uploads.getPresignedDownloadUrl(body);
  return useClientMutation(run, invalidatesNothing, options);
}
