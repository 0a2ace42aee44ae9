import { z } from 'zod';

/** Longest file key the API accepts (keys it makes are far shorter). */
export const FILE_KEY_MAX_LENGTH = 512;

/** A file key as the upload answered it: `<store_id>/<ulid>-<safe-name>`. */
export const FileKey = z
  .string()
  .trim()
  .min(1, { message: 'file_key is required' })
  .max(FILE_KEY_MAX_LENGTH, {
    message: `file_key must be at most ${FILE_KEY_MAX_LENGTH} characters`,
  });

/** One stored file: where to read it and the key to delete it or ask for a download URL. */
export const UploadedFile = z.object({
  url: z.string(),
  key: z.string(),
});
export type UploadedFile = z.infer<typeof UploadedFile>;

/** `POST /admin/uploads` and `POST /admin/uploads/protected` (multipart, field `files`). */
export const AdminUploadsRes = z.object({
  uploads: z.array(UploadedFile),
});
export type AdminUploadsRes = z.infer<typeof AdminUploadsRes>;

/** `DELETE /admin/uploads` */
export const AdminDeleteUploadsReq = z.object({
  file_key: FileKey,
});
export type AdminDeleteUploadsReq = z.infer<typeof AdminDeleteUploadsReq>;

export const AdminDeleteUploadsRes = z.object({
  id: z.string(),
  object: z.literal('file'),
  deleted: z.boolean(),
});
export type AdminDeleteUploadsRes = z.infer<typeof AdminDeleteUploadsRes>;

/** `POST /admin/uploads/download-url`: a short-lived URL that reads one file, protected or not. */
export const AdminPostUploadsDownloadUrlReq = z.object({
  file_key: FileKey,
});
export type AdminPostUploadsDownloadUrlReq = z.infer<typeof AdminPostUploadsDownloadUrlReq>;

export const AdminUploadsDownloadUrlRes = z.object({
  download_url: z.string(),
});
export type AdminUploadsDownloadUrlRes = z.infer<typeof AdminUploadsDownloadUrlRes>;
