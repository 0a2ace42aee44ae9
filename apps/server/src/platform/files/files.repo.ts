import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { uploadedFile } from './files.tables.js';

export type UploadedFileRow = typeof uploadedFile.$inferSelect;
export type NewUploadedFileRow = typeof uploadedFile.$inferInsert;

export async function findByKey(
  tx: Executor,
  storeId: string,
  key: string,
): Promise<UploadedFileRow | undefined> {
  const rows = await tx
    .select()
    .from(uploadedFile)
    .where(and(eq(uploadedFile.storeId, storeId), eq(uploadedFile.key, key)));
  return rows[0];
}

export async function insert(tx: Executor, rows: NewUploadedFileRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(uploadedFile).values(rows);
}

export async function remove(tx: Executor, storeId: string, key: string): Promise<boolean> {
  const removed = await tx
    .delete(uploadedFile)
    .where(and(eq(uploadedFile.storeId, storeId), eq(uploadedFile.key, key)))
    .returning({ id: uploadedFile.id });
  return removed.length > 0;
}
