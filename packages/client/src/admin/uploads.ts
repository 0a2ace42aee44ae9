import type {
  AdminDeleteUploadsReq,
  AdminDeleteUploadsRes,
  AdminPostUploadsDownloadUrlReq,
  AdminUploadsDownloadUrlRes,
  AdminUploadsRes,
} from '@storedesk/contract';
import type { CallOptions, HttpClient } from '../http.js';

export type {
  AdminDeleteUploadsReq,
  AdminDeleteUploadsRes,
  AdminPostUploadsDownloadUrlReq,
  AdminUploadsDownloadUrlRes,
  AdminUploadsRes,
  UploadedFile,
} from '@storedesk/contract';

/** A `File`, or a `Blob` (sent with the name `blob`). */
export type UploadInput = Blob | File;

/** Multipart body with every file under the field `files`. */
function filesForm(files: UploadInput | readonly UploadInput[]): FormData {
  const form = new FormData();
  for (const file of Array.isArray(files) ? files : [files]) {
    if (typeof File !== 'undefined' && file instanceof File) form.append('files', file, file.name);
    else form.append('files', file);
  }
  return form;
}

export function adminUploads(http: HttpClient) {
  return {
    /** Uploads one or more files (public). */
    create: (files: UploadInput | readonly UploadInput[], options?: CallOptions) =>
      http.post<AdminUploadsRes>('/admin/uploads', filesForm(files), options),
    /** Uploads one or more files readable only through a download URL. */
    createProtected: (files: UploadInput | readonly UploadInput[], options?: CallOptions) =>
      http.post<AdminUploadsRes>('/admin/uploads/protected', filesForm(files), options),
    delete: (body: AdminDeleteUploadsReq, options?: CallOptions) =>
      http.delete<AdminDeleteUploadsRes>('/admin/uploads', body, options),
    getPresignedDownloadUrl: (body: AdminPostUploadsDownloadUrlReq, options?: CallOptions) =>
      http.post<AdminUploadsDownloadUrlRes>('/admin/uploads/download-url', body, options),
  };
}
export type AdminUploadsResource = ReturnType<typeof adminUploads>;
