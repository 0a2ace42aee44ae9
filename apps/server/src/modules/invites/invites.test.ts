import { AdminInviteRes, AdminListInvitesRes, DeleteRes, ErrorBody } from '@storedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, lastLink, tokenOf, type TestApp } from '../../../test/app.js';
import { createOrg, createUser } from '../../../test/factories.js';

let test: TestApp;
beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

describe('/admin/invites', () => {
  it('invites by email; accepting creates the user in the inviting organisation', async () => {
    const org = await createOrg(test);
    const created = await org.admin.post('/admin/invites', {
      user: 'New.Person@Example.com',
      role: 'developer',
    });
    expect(created.status).toBe(200);
    const { invite } = AdminInviteRes.parse(created.body);
    expect(invite).toMatchObject({
      user_email: 'new.person@example.com',
      role: 'developer',
      accepted: false,
    });
    expect(created.text).not.toContain('token');

    const link = lastLink(test);
    expect(link).toMatch(/^http:\/\/storedesk\.test\/app\/invite#token=/);
    const accepted = await test.session().post('/admin/invites/accept', {
      token: tokenOf(link),
      user: { first_name: 'New', last_name: 'Person', password: 'joined-secret' },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user).toMatchObject({
      email: 'new.person@example.com',
      role: 'developer',
      first_name: 'New',
    });

    const newcomer = await test.session().login('new.person@example.com', 'joined-secret');
    const store = await newcomer.get('/admin/store');
    expect(store.body.store.id).toBe(org.storeId);

    const list = AdminListInvitesRes.parse((await org.admin.get('/admin/invites')).body);
    expect(list.invites.find((entry) => entry.id === invite.id)?.accepted).toBe(true);

    const replay = await test.session().post('/admin/invites/accept', {
      token: tokenOf(link),
      user: { first_name: 'Again', last_name: 'Person', password: 'joined-secret' },
    });
    expect(replay.status).toBe(400);
  });

  it('resend replaces the token; delete removes the invite', async () => {
    const org = await createOrg(test);
    const { body } = await org.admin.post('/admin/invites', { user: 'twice@example.com' });
    const first = tokenOf(lastLink(test));
    const resent = await org.admin.post(`/admin/invites/${body.invite.id}/resend`);
    expect(resent.status).toBe(200);
    const second = tokenOf(lastLink(test));
    expect(second).not.toBe(first);

    const withOld = await test.session().post('/admin/invites/accept', {
      token: first,
      user: { first_name: 'A', last_name: 'B', password: 'secret123' },
    });
    expect(withOld.status).toBe(400);

    const removed = await org.admin.delete(`/admin/invites/${body.invite.id}`);
    expect(DeleteRes.parse(removed.body)).toEqual({
      id: body.invite.id,
      object: 'invite',
      deleted: true,
    });
    const withDeleted = await test.session().post('/admin/invites/accept', {
      token: second,
      user: { first_name: 'A', last_name: 'B', password: 'secret123' },
    });
    expect(withDeleted.status).toBe(400);
  });

  it('refuses to invite an existing user and lets only admins invite', async () => {
    const org = await createOrg(test);
    const taken = await org.admin.post('/admin/invites', { user: org.email });
    expect(taken.status).toBe(422);
    expect(taken.body).toMatchObject({ type: 'duplicate_error', code: 'email_taken' });
    const member = await createUser(test, org, 'member');
    const byMember = await member.session.post('/admin/invites', { user: 'x@example.com' });
    expect(byMember.status).toBe(403);
    const bad = await org.admin.post('/admin/invites', { user: 'nope', role: 'admin' });
    expect(bad.status).toBe(400);
    expect(ErrorBody.parse(bad.body).message).toBe('user must be a valid email address');
  });

  it('validates the accept body', async () => {
    const response = await test
      .session()
      .post('/admin/invites/accept', { token: 'abc', user: { first_name: 'A' } });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('user.last_name is required; user.password is required');
  });
});
