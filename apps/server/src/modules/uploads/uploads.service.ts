import type { AdminContext } from '../../platform/context.js';
import { StoredeskError } from '../../platform/errors.js';
import type { Files, StagedFile } from '../../platform/files/index.js';
import { checkDownload } from '../../platform/files/signing.js';
import type { UploadedFileRow } from '../../platform/files/files.repo.js';

/** Who may read a file through `/uploads/<key>`: anyone for a public file, a signed link else. */
export interface ReadAccess {
  expires?: string | undefined;
  signature?: string | undefined;
}

export function createUploadsService(files: Files) {
  return {
    /** Stores what the request carried, all or nothing, and answers where each file is. */
    async upload(ctx: AdminContext, staged: readonly StagedFile[], isProtected: boolean) {
      const saved = await files.saveStaged(ctx.storeId, staged, {
        protected: isProtected,
        createdBy: ctx.actor.userId,
      });
      return saved.map((file) => ({ url: file.url, key: file.key }));
    },

    async delete(ctx: AdminContext, key: string): Promise<void> {
      await files.deleteUpload(ctx.storeId, key);
    },

    async downloadUrl(ctx: AdminContext, key: string): Promise<string> {
      return files.downloadUrl(ctx.storeId, key);
    },

    /**
     * The file `/uploads/<key>` may serve: a public one as is, any one (protected included)
     * with a valid, unexpired signature. Unknown keys and protected files without a signature
     * are both a plain 404, so a protected file's existence is not confirmed.
     */
    async readable(
      key: string,
      access: ReadAccess,
    ): Promise<{ file: UploadedFileRow; signed: boolean }> {
      const signed = access.expires !== undefined || access.signature !== undefined;
      if (signed) {
        const check = checkDownload(files.settings.signingSecret, key, access);
        if (check === 'invalid') {
          throw new StoredeskError(
            'not_allowed',
            'This download link is not valid: ask for a new download URL.',
            'invalid_download_url',
          );
        }
        if (check === 'expired') {
          throw new StoredeskError(
            'not_allowed',
            'This download link has expired: ask for a new download URL.',
            'expired_download_url',
          );
        }
      }
      const file = await files.findAnyStore(key);
      if (!file || (file.isProtected && !signed)) {
        throw new StoredeskError('not_found', `File with key: ${key} was not found`);
      }
      return { file, signed };
    },
  };
}
