import { randomBytes } from 'node:crypto';
import type { ChunkPayload, ImportPlan, Row } from './product-import.js';

/*
 * What a plan is made of: rows to write, by table, cut into chunks that each take one short
 * transaction, and the ids of the rows it creates.
 */

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
let pool = Buffer.alloc(0);
let poolAt = 0;

/**
 * Ids shaped like platform/ids `newId` (prefix + ULID), for tens of thousands of rows: the
 * random part comes from one pooled randomBytes call instead of one per character.
 */
export function newId(prefix: string): string {
  if (poolAt + 16 > pool.length) {
    pool = randomBytes(16 * 4096);
    poolAt = 0;
  }
  let time = Date.now();
  let head = '';
  for (let i = 0; i < 10; i += 1) {
    head = CROCKFORD[time % 32]! + head;
    time = Math.floor(time / 32);
  }
  let tail = '';
  for (let i = 0; i < 16; i += 1) tail += CROCKFORD[pool[poolAt++]! & 31];
  return `${prefix}_${head}${tail}`;
}

interface Stream {
  payload: ChunkPayload;
  /** File rows (variants) in `payload`. */
  count: number;
  chunks: ImportPlan['chunks'];
}

/**
 * Two chunk streams: rows of new products (`fresh`, written a slice at a time while the job
 * runs) and rows that change products the store has (applied when the job completes).
 */
export class ImportChunks {
  private readonly fresh: Stream = { payload: {}, count: 0, chunks: [] };
  private readonly existing: Stream = { payload: {}, count: 0, chunks: [] };
  private current = this.fresh;

  constructor(private readonly chunkRows: number) {}

  /** The rows that follow belong to a new product, or change one the store has. */
  startProduct(fresh: boolean): void {
    this.current = fresh ? this.fresh : this.existing;
  }

  add(table: string, row: Row): void {
    (this.current.payload[table] ??= []).push(row);
  }

  /** Counts a row of the file (a variant), which is what a chunk's size is measured in. */
  countRow(): void {
    this.current.count += 1;
  }

  /**
   * Closes the chunk once it is full. Only between products: a slice of new products must hold
   * each of them whole, variants and all, since it is written and shown on its own.
   */
  endProduct(): void {
    if (this.current.count >= this.chunkRows) this.flush(this.current);
  }

  /** Every chunk: new products' first, then the changes to existing ones. */
  finish(): ImportPlan['chunks'] {
    this.flush(this.fresh);
    this.flush(this.existing);
    return [...this.fresh.chunks, ...this.existing.chunks];
  }

  private flush(target: Stream): void {
    if (target.count === 0) return;
    target.chunks.push({
      rows: target.count,
      payload: target.payload,
      fresh: target === this.fresh,
    });
    target.payload = {};
    target.count = 0;
  }
}
