import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { refreshFunctionSql } from './product-documents.js';

const migrations = path.resolve(import.meta.dirname, '../../../drizzle');

/** The last migration that (re)defines the documents' rebuild function, and its text. */
function latestRefreshMigration(): { file: string; text: string } {
  const files = readdirSync(migrations)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  for (const file of files.reverse()) {
    const text = readFileSync(path.join(migrations, file), 'utf8');
    if (text.includes('FUNCTION storedesk_refresh_product_documents(')) return { file, text };
  }
  throw new Error('no migration defines storedesk_refresh_product_documents');
}

describe('product documents', () => {
  it('the rebuild function in the migrations is the one the live reads’ builders write', () => {
    // A changed builder (a new field in a variant, say) needs a migration that replaces the
    // function and rebuilds the documents; without one, this fails and names the file.
    const { file, text } = latestRefreshMigration();
    expect(text, `${file} is out of date with product-documents.ts`).toContain(
      refreshFunctionSql(),
    );
  });
});
