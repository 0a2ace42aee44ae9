import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCountingApp, type CountingApp } from '../../../test/counting-app.js';
import { createOrg, type TestOrg } from '../../../test/factories.js';
import { HttpSession } from '../../../test/http.js';

/**
 * A request runs a fixed number of SQL statements whatever the number of regions, countries and
 * providers it answers: the server here reports every statement it sends (BEGIN and COMMIT
 * included), and each read is measured with few and with many regions.
 */

let counting: CountingApp;
let org: TestOrg;

beforeAll(async () => {
  counting = await buildCountingApp();
  org = await createOrg(counting.test);
  expect((await org.admin.post('/admin/store/currencies/eur')).status).toBe(200);
});

afterAll(() => counting.close());

/** The number of statements one request sends (it must answer 200). */
const measure = async (send: () => Promise<{ status: number; text?: string }>) =>
  (await counting.measure(send)).length;

const COUNTRY_SETS = [
  ['de', 'at', 'ch', 'li'],
  ['fr', 'be', 'lu', 'mc'],
  ['it', 'sm', 'va', 'mt'],
  ['es', 'pt', 'ad', 'gi'],
  ['se', 'no', 'dk', 'fi'],
  ['pl', 'cz', 'sk', 'hu'],
];

const body = (name: string, countries: string[]) => ({
  name,
  currency_code: 'eur',
  tax_rate: 19,
  countries,
  payment_providers: ['manual', 'test-card'],
  fulfillment_providers: ['manual'],
});

describe('statements per request', () => {
  it('reads regions in the same number of statements for one region or many', async () => {
    const shopper = new HttpSession(org.admin.baseUrl, {
      'x-publishable-api-key': org.publishableKeyId,
    });
    const first = (await org.admin.post('/admin/regions', body('First', ['us']))).body.region.id;
    const reads = async () => ({
      adminList: await measure(() => org.admin.get('/admin/regions')),
      adminOne: await measure(() => org.admin.get(`/admin/regions/${first}`)),
      storeList: await measure(() => shopper.get('/store/regions')),
      countries: await measure(() => org.admin.get('/admin/countries')),
      store: await measure(() => org.admin.get('/admin/store')),
    });
    const few = await reads();
    for (const [index, countries] of COUNTRY_SETS.entries()) {
      const created = await org.admin.post('/admin/regions', body(`Region ${index}`, countries));
      expect(created.status).toBe(200);
    }
    await org.admin.post(`/admin/regions/${first}`, { countries: ['us', 'ca', 'mx'] });
    const many = await reads();
    expect(many).toEqual(few);
    // The session lookup, BEGIN, the store setting, the one read, COMMIT: a handful at most.
    expect(few.adminList).toBeLessThanOrEqual(6);
    expect(few.storeList).toBeLessThanOrEqual(5);
  });

  it('writes a region in the same number of statements for two countries or twenty', async () => {
    const small = await measure(() =>
      org.admin.post('/admin/regions', body('Small', ['jp', 'kr'])),
    );
    const twenty = [
      'br',
      'ar',
      'cl',
      'pe',
      'co',
      've',
      'ec',
      'bo',
      'py',
      'uy',
      'gy',
      'sr',
      'pa',
      'cr',
      'ni',
      'hn',
      'sv',
      'gt',
      'bz',
      'cu',
    ];
    const large = await measure(() => org.admin.post('/admin/regions', body('Large', twenty)));
    expect(large).toBe(small);
    const id = (await org.admin.get('/admin/regions?q=Large')).body.regions[0].id;
    const update = await measure(() =>
      org.admin.post(`/admin/regions/${id}`, {
        countries: twenty.slice(0, 5),
        payment_providers: ['manual'],
      }),
    );
    const updateMore = await measure(() =>
      org.admin.post(`/admin/regions/${id}`, {
        countries: twenty,
        payment_providers: ['manual', 'test-card'],
      }),
    );
    expect(updateMore).toBe(update);
  });
});
