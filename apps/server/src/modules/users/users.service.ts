import type {
  AdminCreateUserReq,
  AdminResetPasswordReq,
  AdminUpdateUserReq,
  ListParams,
} from '@storedesk/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { passwordResetToken } from '../../platform/auth/auth.tables.js';
import { deleteUserSessions } from '../../platform/auth/sessions.js';
import { requireRole, type AdminContext, type AppDeps } from '../../platform/context.js';
import { hashPassword } from '../../platform/crypto.js';
import { apiTokenDigest } from '../../platform/auth/api-token.js';
import { newResetCode, useResetCode } from '../../platform/auth/reset-codes.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import { withPlatformTx, withTenantTx } from '../../platform/db/tx.js';
import { StoredeskError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { readList } from '../../platform/list.js';
import { createThrottle } from '../../platform/auth/throttle.js';
import * as repo from './users.repo.js';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export function createUsersService(deps: AppDeps) {
  const { db, config, mailer } = deps;
  const throttle = createThrottle(deps);

  return {
    /** The store's live users, oldest first unless `order` says otherwise. */
    async list(ctx: AdminContext, query: ListParams) {
      const list = readList(query, repo.LIST);
      return withTenantTx(db, ctx.storeId, (tx) => repo.findMany(tx, ctx.storeId, list));
    },

    async retrieve(ctx: AdminContext, id: string) {
      const found = await withTenantTx(db, ctx.storeId, (tx) => repo.findById(tx, ctx.storeId, id));
      if (!found) throw notFound('User', id);
      return found;
    },

    async create(ctx: AdminContext, input: AdminCreateUserReq) {
      const passwordHash = await hashPassword(input.password);
      if (await repo.findByEmailAnyStore(db, input.email)) {
        throw emailTaken(input.email);
      }
      try {
        return await withTenantTx(db, ctx.storeId, (tx) =>
          repo.insert(tx, {
            storeId: ctx.storeId,
            id: newId('usr'),
            email: input.email,
            firstName: input.first_name ?? null,
            lastName: input.last_name ?? null,
            role: input.role ?? 'member',
            passwordHash,
          }),
        );
      } catch (error) {
        // Two requests for one email at once: the unique index decides.
        if (isUniqueViolation(error)) throw emailTaken(input.email);
        throw error;
      }
    },

    async update(ctx: AdminContext, id: string, input: AdminUpdateUserReq) {
      const self = id === ctx.actor.userId;
      if (!self) requireRole(ctx, ['admin'], "change another user's account");
      if (input.role !== undefined && ctx.actor.role !== 'admin') {
        throw new StoredeskError('not_allowed', 'Only admin users can change roles.');
      }
      try {
        return await withTenantTx(db, ctx.storeId, async (tx) => {
          const current = await repo.findById(tx, ctx.storeId, id);
          if (!current) throw notFound('User', id);
          if (current.role === 'admin' && input.role && input.role !== 'admin') {
            if ((await repo.countAdmins(tx, ctx.storeId)) <= 1) {
              throw new StoredeskError(
                'invalid_data',
                'The organisation needs at least one admin user.',
                'last_admin',
              );
            }
          }
          const values: Parameters<typeof repo.update>[3] = {};
          if (input.first_name !== undefined) values.firstName = input.first_name;
          if (input.last_name !== undefined) values.lastName = input.last_name;
          if (input.role !== undefined) values.role = input.role;
          if (input.metadata !== undefined) values.metadata = input.metadata;
          if (input.api_token !== undefined) {
            values.apiTokenDigest = input.api_token
              ? apiTokenDigest(config.jwtSecret, input.api_token)
              : null;
            values.apiTokenHash = null;
          }
          const updated = await repo.update(tx, ctx.storeId, id, values);
          return updated!;
        });
      } catch (error) {
        // API tokens are unique within the store (another store's are not compared, so none
        // is revealed). The value is a secret: not quoted back.
        if (input.api_token && isUniqueViolation(error)) {
          throw new StoredeskError(
            'duplicate_error',
            'api_token: another user of this store already has this API token; choose another.',
            'api_token_taken',
          );
        }
        throw error;
      }
    },

    async delete(ctx: AdminContext, id: string) {
      await withTenantTx(db, ctx.storeId, async (tx) => {
        const current = await repo.findById(tx, ctx.storeId, id);
        if (!current) throw notFound('User', id);
        if (current.role === 'admin' && (await repo.countAdmins(tx, ctx.storeId)) <= 1) {
          throw new StoredeskError(
            'invalid_data',
            'The organisation needs at least one admin user.',
            'last_admin',
          );
        }
        await repo.update(tx, ctx.storeId, id, {
          deletedAt: new Date(),
          apiTokenDigest: null,
          apiTokenHash: null,
        });
      });
      await deleteUserSessions(db, ctx.storeId, id);
    },

    /**
     * Always succeeds from the caller's view: whether the email exists is not told. Limited per
     * address; past a few mails to one email within the window, further ones are not sent.
     */
    async sendResetPasswordToken(email: string, address: string) {
      await throttle.limitAddress('password-token', address);
      const found = await repo.findByEmailAnyStore(db, email);
      if (!found || !(await throttle.mayMail('password-token', found.email, address))) return;
      const { code, selector, verifierHash } = newResetCode();
      await db.insert(passwordResetToken).values({
        tokenHash: verifierHash,
        selector,
        storeId: found.storeId,
        userId: found.id,
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      });
      const link = `${config.publicUrl}/app/reset-password#token=${code}&email=${encodeURIComponent(found.email)}`;
      await mailer.send({
        to: found.email,
        subject: 'Reset your Storedesk password',
        text: [
          'Someone asked to reset the password of your Storedesk account.',
          `Open this link within an hour to choose a new one:\n\n${link}\n`,
          'If it was not you, ignore this message: your password stays as it is.',
        ].join('\n\n'),
      });
    },

    /**
     * Sets a new password from a reset code: once, within the hour, and ends every session.
     * Limited per address, and per code (reset-codes.ts): no one but the mail's reader can
     * spend the owner's code.
     */
    async resetPassword(input: AdminResetPasswordReq, address: string) {
      await throttle.limitAddress('reset-password', address);
      const passwordHash = await hashPassword(input.password);
      const updated = await withPlatformTx(db, async (tx) => {
        const used = await useResetCode<{ store_id: string; user_id: string }>(
          tx,
          'password_reset_token',
          input.token,
          {
            scope: sql`true`,
            owner: input.email
              ? sql`(store_id, user_id) IN (SELECT store_id, id FROM "user"
                  WHERE lower(email) = ${input.email} AND deleted_at IS NULL)`
              : sql`true`,
          },
        );
        if (!used) return undefined;
        const target = await repo.findById(tx, used.store_id, used.user_id);
        if (!target) return undefined;
        // Any other code mailed to this user dies with this one.
        await tx
          .update(passwordResetToken)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResetToken.storeId, target.storeId),
              eq(passwordResetToken.userId, target.id),
              isNull(passwordResetToken.usedAt),
            ),
          );
        return repo.update(tx, target.storeId, target.id, { passwordHash });
      });
      if (!updated) {
        throw new StoredeskError(
          'invalid_data',
          'This reset link is invalid or has expired. Ask for a new one.',
          'invalid_token',
        );
      }
      await deleteUserSessions(db, updated.storeId, updated.id);
      return updated;
    },
  };
}

export function emailTaken(email: string) {
  return new StoredeskError(
    'duplicate_error',
    `A user with the email ${email} already exists.`,
    'email_taken',
  );
}
