import { expect, test as setup } from '@playwright/test';
import { E2E_ADMIN } from './environment.js';

setup('the e2e admin has a usage-data config', async ({ request }) => {
  const token = await request.post('/admin/auth/token', {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(token.status()).toBe(200);
  const { access_token } = (await token.json()) as { access_token: string };
  const config = await request.post('/admin/analytics-configs/update', {
    data: { anonymize: false, opt_out: false },
    headers: { authorization: `Bearer ${access_token}` },
  });
  expect(config.status()).toBe(200);
});
