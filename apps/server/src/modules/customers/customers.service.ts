import type {
  StorePostAuthReq,
  StorePostCustomersCustomerAddressesReq,
  StorePostCustomersCustomerReq,
  StorePostCustomersReq,
  StorePostCustomersResetPasswordReq,
} from '@storedesk/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/context.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../platform/crypto.js';
import { newResetCode, useResetCode } from '../../platform/auth/reset-codes.js';
import type { Executor, Tx } from '../../platform/db/client.js';
import { isUniqueViolation, sqlStateOf } from '../../platform/db/errors.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { notFound, StoredeskError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { store } from '../../platform/tenancy/tenancy.tables.js';
import {
  createThrottle,
  normalizeEmail,
  type SignInAttempt,
  type SignInPass,
} from '../../platform/auth/throttle.js';
import { endCustomerSessions } from './customer-session.js';
import {
  addressColumns,
  addressesOf,
  findCustomer,
  findAccountByEmail,
  insertAddress,
  savedAddress,
  type AddressInput,
} from './customers.repo.js';
import {
  address,
  customer,
  customerPasswordToken,
  type AddressRow,
  type CustomerRow,
} from './customers.tables.js';

type RegisterInput = z.output<typeof StorePostCustomersReq>;
type UpdateInput = z.output<typeof StorePostCustomersCustomerReq>;
type NewAddressInput = z.output<typeof StorePostCustomersCustomerAddressesReq>['address'];
type ResetInput = z.output<typeof StorePostCustomersResetPasswordReq>;
type SignInInput = z.output<typeof StorePostAuthReq>;

/** How long a password reset token works. */
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** A customer with the relations `/store/customers` answers. */
export interface CustomerRead {
  row: CustomerRow;
  billingAddress: AddressRow | null;
  shippingAddresses: AddressRow[];
}

const alreadyRegistered = () =>
  new StoredeskError(
    'duplicate_error',
    'A customer with the given email already has an account. Log in instead',
    'email_taken',
  );

const emailTaken = () =>
  new StoredeskError(
    'duplicate_error',
    'email is already used by another customer of this store',
    'email_taken',
  );

const addressNotFound = (id: string) => notFound('Address', id);

const wrongCredentials = () =>
  new StoredeskError('unauthorized', 'Wrong email or password.', 'invalid_credentials');

const invalidResetToken = () =>
  new StoredeskError('unauthorized', 'Invalid or expired password reset token', 'invalid_token');

/** A country code no country has is refused by the address's foreign key: a 400 naming it. */
async function withCountryCheck<T>(field: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlStateOf(error) === '23503') {
      throw new StoredeskError('invalid_data', `${field} is not a known country code`);
    }
    throw error;
  }
}

/**
 * Merges v1 style: given keys replace the stored ones, a key given as "" is removed, and the
 * rest stay.
 */
export const mergedMetadata = (given: Record<string, unknown>) => sql`(
  select coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
  from jsonb_each(coalesce(${customer.metadata}, '{}'::jsonb) || ${JSON.stringify(given)}::jsonb)
  where value <> '""'::jsonb)`;

/**
 * Customer accounts of a store (v1 `/store/customers`, `/store/auth`). Every statement names
 * the store; writes run in the store's tenant transaction.
 */
export function createCustomersService(deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'logger'>) {
  const { db, mailer } = deps;
  const throttle = createThrottle(deps);

  async function storeName(storeId: string): Promise<string> {
    const names = await db.select({ name: store.name }).from(store).where(eq(store.id, storeId));
    return names[0]?.name ?? 'the shop';
  }

  async function read(tx: Executor, storeId: string, id: string): Promise<CustomerRead> {
    const row = await findCustomer(tx, storeId, id);
    if (!row) throw notFound('Customer', id);
    return { row, ...(await addressesOf(tx, row)) };
  }

  /** The new billing address of an update: a saved address of the customer, or a new one. */
  async function billingAddressId(
    tx: Tx,
    current: CustomerRow,
    given: AddressInput | string,
  ): Promise<string> {
    if (typeof given === 'string') {
      const rows = await tx
        .select({ id: address.id })
        .from(address)
        .where(savedAddress(current.storeId, current.id, given));
      if (!rows[0]) throw addressNotFound(given);
      return given;
    }
    return withCountryCheck('billing_address.country_code', async () => {
      if (current.billingAddressId) {
        const changed = await tx
          .update(address)
          .set({ ...addressColumns(given), updatedAt: new Date() })
          .where(
            and(eq(address.storeId, current.storeId), eq(address.id, current.billingAddressId)),
          )
          .returning({ id: address.id });
        if (changed[0]) return changed[0].id;
      }
      return (await insertAddress(tx, current.storeId, null, given)).id;
    });
  }

  return {
    read: (storeId: string, id: string) => withTenantTx(db, storeId, (tx) => read(tx, storeId, id)),

    /**
     * Registers a shopper: a new account, in one statement; an email that already has an
     * account is a 422, as v1. A guest customer with the same email (earlier checkouts) stays
     * as it is, with its orders: signing up proves nothing about an email, so those orders
     * join the account only when its holder claims them by the code mailed to that address.
     */
    async register(storeId: string, input: RegisterInput): Promise<CustomerRead> {
      const passwordHash = await hashPassword(input.password);
      return withTenantTx(db, storeId, async (tx) => {
        const result = (await tx.execute(sql`
          insert into ${customer} (store_id, id, email, first_name, last_name, phone,
                                   has_account, password_hash)
          values (${storeId}, ${newId('cus')}, ${input.email}, ${input.first_name ?? null},
                  ${input.last_name ?? null}, ${input.phone ?? null}, true, ${passwordHash})
          on conflict (store_id, lower(email), has_account) where deleted_at is null
          do nothing
          returning id`)) as { rows: Array<{ id: string }> };
        const id = result.rows[0]?.id;
        if (!id) throw alreadyRegistered();
        return read(tx, storeId, id);
      });
    },

    async update(storeId: string, id: string, input: UpdateInput): Promise<CustomerRead> {
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      const updated = await withTenantTx(db, storeId, async (tx) => {
        const current = await findCustomer(tx, storeId, id);
        if (!current) throw notFound('Customer', id);
        const billing =
          input.billing_address === undefined
            ? undefined
            : await billingAddressId(tx, current, input.billing_address);
        try {
          await tx
            .update(customer)
            .set({
              ...(input.first_name !== undefined && { firstName: input.first_name }),
              ...(input.last_name !== undefined && { lastName: input.last_name }),
              ...(input.phone !== undefined && { phone: input.phone }),
              ...(input.email !== undefined && { email: input.email }),
              ...(input.metadata !== undefined && {
                metadata: input.metadata === null ? null : mergedMetadata(input.metadata),
              }),
              ...(billing !== undefined && { billingAddressId: billing }),
              ...(passwordHash && { passwordHash }),
              updatedAt: new Date(),
            })
            .where(and(eq(customer.storeId, storeId), eq(customer.id, id)));
        } catch (error) {
          if (isUniqueViolation(error)) throw emailTaken();
          throw error;
        }
        return read(tx, storeId, id);
      });
      return updated;
    },

    /**
     * Saves a shipping address, unless the customer already has the same one (v1 adds it only
     * once): the check and the insert are one statement.
     */
    async addAddress(storeId: string, id: string, input: NewAddressInput): Promise<CustomerRead> {
      return withTenantTx(db, storeId, async (tx) => {
        const same = (column: string, value: string | null | undefined) =>
          sql`${sql.identifier(column)} is not distinct from ${value ?? null}`;
        await withCountryCheck('address.country_code', () =>
          tx.execute(sql`
            insert into ${address} (store_id, id, customer_id, first_name, last_name, phone,
                                    company, address_1, address_2, city, country_code, province,
                                    postal_code, metadata)
            select ${storeId}, ${newId('addr')}, ${id}, ${input.first_name}, ${input.last_name},
                   ${input.phone ?? null}, ${input.company ?? null}, ${input.address_1},
                   ${input.address_2 ?? null}, ${input.city}, ${input.country_code},
                   ${input.province ?? null}, ${input.postal_code},
                   ${input.metadata ? JSON.stringify(input.metadata) : null}::jsonb
            where not exists (
              select 1 from ${address}
              where store_id = ${storeId} and customer_id = ${id} and deleted_at is null
                and ${same('country_code', input.country_code)}
                and ${same('address_1', input.address_1)}
                and ${same('address_2', input.address_2)}
                and ${same('city', input.city)}
                and ${same('phone', input.phone)}
                and ${same('postal_code', input.postal_code)}
                and ${same('province', input.province)}
                and ${same('first_name', input.first_name)}
                and ${same('last_name', input.last_name)})`),
        );
        return read(tx, storeId, id);
      });
    },

    /** Changes a saved address of the customer; another's (or another store's) is a 404. */
    async updateAddress(
      storeId: string,
      id: string,
      addressId: string,
      input: AddressInput,
    ): Promise<CustomerRead> {
      return withTenantTx(db, storeId, async (tx) => {
        const changed = await withCountryCheck('country_code', () =>
          tx
            .update(address)
            .set({ ...addressColumns(input), updatedAt: new Date() })
            .where(savedAddress(storeId, id, addressId))
            .returning({ id: address.id }),
        );
        if (!changed[0]) throw addressNotFound(addressId);
        return read(tx, storeId, id);
      });
    },

    /**
     * Removes a saved address of the customer. Only marked deleted: a cart or an order that
     * ships to it still reads it.
     */
    async deleteAddress(storeId: string, id: string, addressId: string): Promise<CustomerRead> {
      return withTenantTx(db, storeId, async (tx) => {
        const removed = await tx
          .update(address)
          .set({ deletedAt: new Date() })
          .where(savedAddress(storeId, id, addressId))
          .returning({ id: address.id });
        if (!removed[0]) throw addressNotFound(addressId);
        return read(tx, storeId, id);
      });
    },

    /**
     * The customer account with these credentials; the same 401 for an unknown email, a guest
     * and a wrong password. Throttled like the staff sign-in (platform/auth/throttle.ts), with counts of
     * this store's own; call `pass.succeeded` once signed in.
     */
    async authenticate(
      storeId: string,
      input: SignInInput,
      attempt: SignInAttempt,
    ): Promise<{ id: string; passwordHash: string; pass: SignInPass }> {
      const email = normalizeEmail(input.email);
      const pass = await throttle.throttleSignIn(attempt, {
        scope: `store-login:${storeId}`,
        email,
        async warnOwner() {
          const owner = await findAccountByEmail(db, storeId, email);
          if (owner) await throttle.warnOfGuessing(owner.email, await storeName(storeId));
        },
      });
      const account = await findAccountByEmail(db, storeId, email);
      // Hash even when no account matched, so timing does not tell which emails exist.
      const valid = await verifyPassword(
        input.password,
        account?.passwordHash ?? (await decoyPasswordHash()),
      );
      if (!account?.passwordHash || !valid) throw wrongCredentials();
      return { id: account.id, passwordHash: account.passwordHash, pass };
    },

    /**
     * Whether the store has a customer account with this email (v1 `GET /store/auth/:email`).
     * Registering tells as much (422); both are limited per address.
     */
    async exists(storeId: string, email: string, clientIp: string): Promise<boolean> {
      await throttle.limitAddress(`store-account-exists:${storeId}`, clientIp);
      return Boolean(await findAccountByEmail(db, storeId, email));
    },

    /**
     * Mails a reset code to the account with this email, if there is one. The caller learns
     * nothing either way. Limited per address; past a few mails to one email within the window,
     * further ones are not sent (the earlier ones' codes still work).
     */
    async sendPasswordToken(storeId: string, email: string, clientIp: string): Promise<void> {
      await throttle.limitAddress(`store-password-token:${storeId}`, clientIp);
      if (!(await throttle.mayMail(`store-password-token:${storeId}`, email, clientIp))) return;
      const { code, selector, verifierHash } = newResetCode();
      // One statement: a code is stored only when the email has an account.
      const created = await withTenantTx(
        db,
        storeId,
        async (tx) =>
          (await tx.execute(sql`
            insert into ${customerPasswordToken} (store_id, token_hash, selector, customer_id,
                                                 expires_at)
            select store_id, ${verifierHash}, ${selector}, id,
                   ${new Date(Date.now() + RESET_TOKEN_TTL_MS).toISOString()}::timestamptz
            from ${customer}
            where store_id = ${storeId} and lower(email) = ${email}
              and has_account and deleted_at is null
            returning customer_id`)) as { rows: Array<{ customer_id: string }> },
      );
      if (!created.rows[0]) return;
      const name = await storeName(storeId);
      await mailer.send({
        to: email,
        subject: `Reset your password at ${name}`,
        text: [
          `Someone asked to reset the password of your account at ${name}.`,
          `Enter this reset code on the shop's password page within an hour to choose a new password:\n\n${code}\n`,
          'If it was not you, ignore this message: your password stays as it is.',
        ].join('\n\n'),
      });
    },

    /**
     * Sets a new password from a reset code of the account with this email: once, within the
     * hour (reset-codes.ts: a code dies after a few wrong tries; a stranger who never saw the
     * mail cannot touch it). Every session of the customer ends, and every other code dies.
     */
    async resetPassword(
      storeId: string,
      input: ResetInput,
      clientIp: string,
    ): Promise<CustomerRead> {
      await throttle.limitAddress(`store-reset-password:${storeId}`, clientIp);
      const passwordHash = await hashPassword(input.password);
      const reset = await withTenantTx(db, storeId, async (tx) => {
        const used = await useResetCode<{ customer_id: string }>(
          tx,
          'customer_password_token',
          input.token,
          {
            scope: sql`store_id = ${storeId}`,
            owner: sql`customer_id = (
              select id from ${customer}
              where store_id = ${storeId} and lower(email) = ${input.email}
                and has_account and deleted_at is null)`,
          },
        );
        if (!used) return undefined;
        const id = used.customer_id;
        await tx
          .update(customerPasswordToken)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(customerPasswordToken.storeId, storeId),
              eq(customerPasswordToken.customerId, id),
              isNull(customerPasswordToken.usedAt),
            ),
          );
        await tx
          .update(customer)
          .set({ passwordHash, updatedAt: new Date() })
          .where(and(eq(customer.storeId, storeId), eq(customer.id, id)));
        await endCustomerSessions(tx, storeId, id);
        return read(tx, storeId, id);
      });
      if (!reset) throw invalidResetToken();
      return reset;
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
