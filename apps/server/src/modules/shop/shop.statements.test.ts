import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCountingApp, type CountingApp } from '../../../test/counting-app.js';
import {
  createCollection,
  createOrg,
  createProduct,
  type TestOrg,
} from '../../../test/factories.js';
import { buildShopEntry } from '../../../test/shop-entry.js';

/**
 * A shop page costs the same few statements whatever the size of the catalogue: the store's
 * context (name, region, collections) and one catalogue read, plus the store lookup when this
 * process has not seen the handle since the store last changed.
 */

let counting: CountingApp;
let buildDir: string;
let org: TestOrg;
let shop: string;

beforeAll(async () => {
  const built = await buildShopEntry();
  buildDir = built.dir;
  counting = await buildCountingApp({ env: { ADMIN_DIST: built.adminDist } });
  org = await createOrg(counting.test);
  shop = `/shop/${(await org.admin.get('/admin/store')).body.store.handle as string}`;
}, 120_000);

afterAll(async () => {
  await counting?.close();
  rmSync(buildDir, { recursive: true, force: true });
});

describe('statements per shop page', () => {
  it('a list, collection and product page each cost two statements, with 2 or 14 products', async () => {
    const { measure, test } = counting;
    const visitor = test.session();
    const collection = await createCollection(org, { title: 'Counted' });
    const first = await createProduct(test, org, { variants: 2, collectionId: collection.id });
    await createProduct(test, org);
    const pages = async () => {
      // The first visit after a change reads the store by its handle; later ones do not.
      await visitor.get(shop);
      return {
        list: (await measure(() => visitor.get(shop))).length,
        search: (await measure(() => visitor.get(`${shop}?q=product`))).length,
        collection: (await measure(() => visitor.get(`${shop}/collections/counted`))).length,
        product: (await measure(() => visitor.get(`${shop}/products/${first.handle}`))).length,
      };
    };
    const few = await pages();
    expect(few).toEqual({ list: 2, search: 2, collection: 2, product: 2 });
    for (let index = 0; index < 12; index += 1) {
      await createProduct(test, org, { variants: 3, collectionId: collection.id });
    }
    expect(await pages()).toEqual(few);
  });

  it('the sitemap costs one statement', async () => {
    const { measure, test } = counting;
    await test.session().get(`${shop}/sitemap.xml`);
    expect((await measure(() => test.session().get(`${shop}/sitemap.xml`))).length).toBe(1);
  });
});
