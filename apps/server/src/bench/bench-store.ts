import { count, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import { ensureReferenceData } from '../platform/reference/reference-data.js';
import { user, type UserRow } from '../platform/auth/auth.tables.js';
import { provisionOrganization } from '../modules/store/provision.js';
import { product } from '../modules/products/products.tables.js';
import { seedCatalog } from '../modules/products/catalog-seed.js';

export const BENCH_EMAIL = 'bench@storedesk.dev';
export const BENCH_PASSWORD = 'bench-password-1';

/**
 * The benchmarks' store (`npm run bench` and `npm run bench:checkout` share it): made once, and
 * filled to `products` products once; later runs on the same database reuse it. `where` names
 * the database in the progress line.
 */
export async function benchStore(db: Db, products: number, where: string): Promise<UserRow> {
  await ensureReferenceData(db);
  let [owner] = await db.select().from(user).where(eq(user.email, BENCH_EMAIL));
  if (!owner) {
    await provisionOrganization(db, {
      name: 'Bench Store',
      email: BENCH_EMAIL,
      password: BENCH_PASSWORD,
    });
    [owner] = await db.select().from(user).where(eq(user.email, BENCH_EMAIL));
  }
  const storeId = owner!.storeId;
  const [{ n: existing } = { n: 0 }] = await db
    .select({ n: count() })
    .from(product)
    .where(eq(product.storeId, storeId));
  if (existing < products) {
    console.log(`Seeding ${products - existing} products (once; kept in ${where}) ...`);
    const started = performance.now();
    await seedCatalog(db, storeId, products - existing, (done) =>
      process.stdout.write(`\r  ${done} / ${products - existing}`),
    );
    console.log(`\n  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return owner!;
}
