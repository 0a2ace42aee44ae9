import type { AdminPostInvitesInviteAcceptReq, UserRole } from '@storedesk/contract';
import type { AdminContext, AppDeps } from '../../platform/context.js';
import { hashPassword, randomToken, sha256 } from '../../platform/crypto.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import { withPlatformTx, withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';
import * as users from '../users/users.repo.js';
import { emailTaken } from '../users/users.service.js';
import * as repo from './invites.repo.js';

export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function createInvitesService(deps: AppDeps) {
  const { db, config, mailer } = deps;

  async function mailInvite(email: string, token: string, storeName: string): Promise<void> {
    const link = `${config.publicUrl}/app/invite#token=${token}`;
    await mailer.send({
      to: email,
      subject: `You are invited to ${storeName} on Storedesk`,
      text: [
        `You have been invited to help run ${storeName} on Storedesk.`,
        `Open this link within 7 days to choose your name and password:\n\n${link}\n`,
      ].join('\n\n'),
    });
  }

  async function storeName(storeId: string): Promise<string> {
    const rows = await withTenantTx(db, storeId, (tx) =>
      tx.select({ name: store.name }).from(store),
    );
    return rows[0]?.name ?? 'your store';
  }

  return {
    list(ctx: AdminContext) {
      return withTenantTx(db, ctx.storeId, (tx) => repo.findMany(tx, ctx.storeId));
    },

    async create(ctx: AdminContext, input: { user: string; role: UserRole }) {
      if (await users.findByEmailAnyStore(db, input.user)) {
        throw emailTaken(input.user);
      }
      const token = randomToken();
      const created = await withTenantTx(db, ctx.storeId, async (tx) => {
        await repo.removePendingFor(tx, ctx.storeId, input.user);
        return repo.insert(tx, {
          storeId: ctx.storeId,
          id: newId('invite'),
          userEmail: input.user,
          role: input.role,
          tokenHash: sha256(token),
          expiresAt: new Date(Date.now() + INVITE_TTL_MS),
        });
      });
      await mailInvite(input.user, token, await storeName(ctx.storeId));
      return created;
    },

    async resend(ctx: AdminContext, id: string) {
      const token = randomToken();
      const updated = await withTenantTx(db, ctx.storeId, async (tx) => {
        const current = await repo.findById(tx, ctx.storeId, id);
        if (!current) throw notFound('Invite', id);
        if (current.accepted)
          throw new StoredeskError(
            'invalid_data',
            'This invite has already been accepted.',
            'invite_accepted',
          );
        return repo.update(tx, ctx.storeId, id, {
          tokenHash: sha256(token),
          expiresAt: new Date(Date.now() + INVITE_TTL_MS),
        });
      });
      await mailInvite(updated!.userEmail, token, await storeName(ctx.storeId));
      return updated!;
    },

    async delete(ctx: AdminContext, id: string) {
      await withTenantTx(db, ctx.storeId, async (tx) => {
        const removed = await repo.update(tx, ctx.storeId, id, { deletedAt: new Date() });
        if (!removed) throw notFound('Invite', id);
      });
    },

    /** Creates the invited user in the inviting organisation; the token works once. */
    async accept(input: AdminPostInvitesInviteAcceptReq) {
      const passwordHash = await hashPassword(input.user.password);
      const invalid = () =>
        new StoredeskError(
          'invalid_data',
          'This invite link is invalid or has expired. Ask for a new invite.',
          'invalid_token',
        );
      try {
        return await withPlatformTx(db, async (tx) => {
          const found = await repo.findByTokenHash(tx, sha256(input.token));
          if (!found || found.accepted || found.expiresAt.getTime() <= Date.now()) throw invalid();
          if (await users.findByEmailAnyStore(tx, found.userEmail))
            throw emailTaken(found.userEmail);
          await repo.update(tx, found.storeId, found.id, { accepted: true });
          return users.insert(tx, {
            storeId: found.storeId,
            id: newId('usr'),
            email: found.userEmail,
            firstName: input.user.first_name,
            lastName: input.user.last_name,
            role: found.role,
            passwordHash,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw invalid();
        throw error;
      }
    },
  };
}
