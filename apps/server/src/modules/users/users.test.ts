import { AdminUserRes, AdminUsersListRes, DeleteRes, ErrorBody } from '@storedesk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, lastLink, tokenOf, type TestApp } from '../../../test/app.js';
import { createOrg, createUser } from '../../../test/factories.js';
import { passwordResetToken } from '../../platform/auth/auth.tables.js';
import { user } from '../../platform/auth/auth.tables.js';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

describe('/admin/users', () => {
  it('lists, retrieves and updates the users of the organisation', async () => {
    const org = await createOrg(test);
    const member = await createUser(test, org, 'member');

    const list = await org.admin.get('/admin/users');
    expect(list.status).toBe(200);
    const body = AdminUsersListRes.parse(list.body);
    expect(body).toMatchObject({ count: 2, offset: 0, limit: 50 });
    expect(body.users.map((entry) => entry.email).sort()).toEqual([org.email, member.email].sort());
    expect(list.text).not.toMatch(/password|scrypt/);

    const searched = await org.admin.get(
      `/admin/users?q=${encodeURIComponent(member.email.slice(0, 10))}&limit=1`,
    );
    expect(AdminUsersListRes.parse(searched.body)).toMatchObject({ count: 1, limit: 1 });

    const one = await org.admin.get(`/admin/users/${member.id}`);
    expect(AdminUserRes.parse(one.body).user).toMatchObject({ id: member.id, role: 'member' });

    const updated = await org.admin.post(`/admin/users/${member.id}`, {
      first_name: 'Mina',
      last_name: 'Park',
      role: 'developer',
      metadata: { team: 'ops' },
    });
    expect(updated.status).toBe(200);
    expect(AdminUserRes.parse(updated.body).user).toMatchObject({
      first_name: 'Mina',
      last_name: 'Park',
      role: 'developer',
      metadata: { team: 'ops' },
    });
    const [row] = await test.database.db.select().from(user).where(eq(user.id, member.id));
    expect(row).toMatchObject({ firstName: 'Mina', role: 'developer' });
  });

  it('lets a user edit their own name but not their role', async () => {
    const org = await createOrg(test);
    const member = await createUser(test, org, 'member');
    expect(
      (await member.session.post(`/admin/users/${member.id}`, { first_name: 'Self' })).status,
    ).toBe(200);
    const promote = await member.session.post(`/admin/users/${member.id}`, { role: 'admin' });
    expect(promote.status).toBe(403);
    const other = await member.session.post(`/admin/users/${org.userId}`, { first_name: 'Hacked' });
    expect(other.status).toBe(403);
  });

  it('rejects unknown fields and bad values naming the field', async () => {
    const org = await createOrg(test);
    const unknown = await org.admin.post(`/admin/users/${org.userId}`, { password_hash: 'x' });
    expect(unknown.status).toBe(400);
    expect(ErrorBody.parse(unknown.body).message).toBe('password_hash is not allowed');
    const badRole = await org.admin.post(`/admin/users/${org.userId}`, { role: 'owner' });
    expect(badRole.status).toBe(400);
    expect(badRole.body.message).toBe('role must be one of: admin, member, developer');
    const badCreate = await org.admin.post('/admin/users', {
      email: 'not-an-email',
      password: 'longenough',
    });
    expect(badCreate.body).toEqual({
      type: 'invalid_data',
      message: 'email must be a valid email address',
    });
  });

  it('refuses an email that already belongs to any organisation', async () => {
    const first = await createOrg(test);
    const second = await createOrg(test);
    const response = await second.admin.post('/admin/users', {
      email: first.email,
      password: 'secret123',
    });
    expect(response.status).toBe(422);
    expect(ErrorBody.parse(response.body)).toMatchObject({
      type: 'duplicate_error',
      code: 'email_taken',
      message: `A user with the email ${first.email} already exists.`,
    });
  });

  it('deletes a user, ends their sessions, and keeps the last admin', async () => {
    const org = await createOrg(test);
    const member = await createUser(test, org, 'member');
    const removed = await org.admin.delete(`/admin/users/${member.id}`);
    expect(removed.status).toBe(200);
    expect(DeleteRes.parse(removed.body)).toEqual({ id: member.id, object: 'user', deleted: true });
    expect((await member.session.get('/admin/auth')).status).toBe(401);
    expect((await org.admin.get(`/admin/users/${member.id}`)).status).toBe(404);
    expect(
      (await test.session().post('/admin/auth', { email: member.email, password: member.password }))
        .status,
    ).toBe(401);

    const lastAdmin = await org.admin.delete(`/admin/users/${org.userId}`);
    expect(lastAdmin.status).toBe(400);
    expect(ErrorBody.parse(lastAdmin.body)).toMatchObject({
      type: 'invalid_data',
      code: 'last_admin',
    });
  });
});

describe('password reset', () => {
  it('answers 204 whether or not the email exists, and mails a link only to real users', async () => {
    const before = test.outbox().length;
    const unknown = await test
      .session()
      .post('/admin/users/password-token', { email: 'ghost@example.com' });
    expect(unknown.status).toBe(204);
    expect(unknown.text).toBe('');
    expect(test.outbox().length).toBe(before);

    const org = await createOrg(test);
    const known = await test.session().post('/admin/users/password-token', { email: org.email });
    expect(known.status).toBe(204);
    expect(test.outbox().length).toBe(before + 1);
    const link = lastLink(test);
    expect(link).toMatch(/^http:\/\/storedesk\.test\/app\/reset-password#token=/);
  });

  it('sets the new password once with the mailed token and ends old sessions', async () => {
    const org = await createOrg(test);
    await test.session().post('/admin/users/password-token', { email: org.email });
    const token = tokenOf(lastLink(test));

    const reset = await test.session().post('/admin/users/reset-password', {
      token,
      email: org.email,
      password: 'brand-new-secret',
    });
    expect(reset.status).toBe(200);
    expect(AdminUserRes.parse(reset.body).user.id).toBe(org.userId);
    expect((await org.admin.get('/admin/auth')).status).toBe(401);
    expect(
      (await test.session().post('/admin/auth', { email: org.email, password: org.password }))
        .status,
    ).toBe(401);
    await test.session().login(org.email, 'brand-new-secret');

    const again = await test
      .session()
      .post('/admin/users/reset-password', { token, password: 'another-one' });
    expect(again.status).toBe(400);
    expect(ErrorBody.parse(again.body).code).toBe('invalid_token');
  });

  it('refuses an expired token and a token given with another email', async () => {
    const org = await createOrg(test);
    await test.session().post('/admin/users/password-token', { email: org.email });
    const token = tokenOf(lastLink(test));
    const wrongEmail = await test.session().post('/admin/users/reset-password', {
      token,
      email: 'someone-else@example.com',
      password: 'brand-new-secret',
    });
    expect(wrongEmail.status).toBe(400);

    await test.session().post('/admin/users/password-token', { email: org.email });
    const second = tokenOf(lastLink(test));
    await test.database.db
      .update(passwordResetToken)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        and(eq(passwordResetToken.storeId, org.storeId), eq(passwordResetToken.userId, org.userId)),
      );
    const expired = await test
      .session()
      .post('/admin/users/reset-password', { token: second, password: 'brand-new-secret' });
    expect(expired.status).toBe(400);
    await test.session().login(org.email, org.password);
  });

  it('validates the new password', async () => {
    const response = await test
      .session()
      .post('/admin/users/reset-password', { token: 'x', password: '123' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('password must be at least 6 characters');
  });
});
