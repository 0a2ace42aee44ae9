import {
  CUSTOMER_DEFAULT_RELATIONS,
  CUSTOMER_FIELDS,
  CUSTOMER_ORDER_FIELDS,
  CUSTOMER_RELATIONS,
  CUSTOMERS_DEFAULT_LIMIT,
  type AdminCustomer,
  type AdminGetCustomerParams,
  type AdminGetCustomersParams,
  type AdminPostCustomersCustomerReq,
  type AdminPostCustomersReq,
} from '@storedesk/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminContext, AppDeps } from '../../platform/context.js';
import { hashPassword } from '../../platform/crypto.js';
import { isUniqueViolation } from '../../platform/db/errors.js';
import { withTenantTx } from '../../platform/db/tx.js';
import { notFound, StoredeskError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { paging, parseNames, parseOrder, type Page } from '../../platform/list.js';
import { endCustomerSessions } from './customer-session.js';
import {
  readCustomer,
  readCustomerPage,
  type CustomerOrderField,
  type CustomerRelation,
} from './customers.admin.query.js';
import { findCustomer } from './customers.repo.js';
import { mergedMetadata } from './customers.service.js';
import { customer } from './customers.tables.js';

type ListQuery = z.output<typeof AdminGetCustomersParams>;
type FindQuery = z.output<typeof AdminGetCustomerParams>;
type CreateInput = z.output<typeof AdminPostCustomersReq>;
type UpdateInput = z.output<typeof AdminPostCustomersCustomerReq>;
type CustomerField = (typeof CUSTOMER_FIELDS)[number];

/** What a read answers: the relations `expand` named and the fields `fields` picked. */
interface Selection {
  relations: ReadonlySet<CustomerRelation>;
  fields: ReadonlySet<CustomerField> | undefined;
}

/**
 * Reads `expand` and `fields`; an unknown name is a 400. Without `expand` a single customer
 * comes with v1's default relations and a list with none.
 */
function selectionOf(query: FindQuery, defaults: readonly CustomerRelation[]): Selection {
  const expand = parseNames('expand', query.expand, CUSTOMER_RELATIONS) as
    CustomerRelation[] | undefined;
  const fields = query.fields?.trim()
    ? (parseNames('fields', query.fields, CUSTOMER_FIELDS) as CustomerField[])
    : undefined;
  return {
    relations: new Set(expand ?? defaults),
    fields: fields && new Set<CustomerField>(['id', ...fields]),
  };
}

/** The customer with only the fields picked (the relations asked for stay). */
function picked(found: AdminCustomer, fields: Selection['fields']): AdminCustomer {
  if (!fields) return found;
  const kept = Object.entries(found).filter(
    ([key]) =>
      fields.has(key as CustomerField) || !(CUSTOMER_FIELDS as readonly string[]).includes(key),
  );
  return Object.fromEntries(kept) as AdminCustomer;
}

/** An empty name or phone is none. */
const textOrNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === '' ? null : value;

const accountExists = () =>
  new StoredeskError(
    'duplicate_error',
    'email: a customer with this email already has an account in this store',
    'email_taken',
  );

const emailTaken = () =>
  new StoredeskError(
    'duplicate_error',
    'email is already used by another customer of this store',
    'email_taken',
  );

const emailLocked = () =>
  new StoredeskError(
    'invalid_data',
    'email cannot be changed once the customer has registered an account',
  );

/**
 * The admin's view of the store's customers (v1 `/admin/customers`): list, retrieve, create
 * and update. Reads are one statement each (customers.admin.query.ts); writes run in the
 * store's tenant transaction and the answer is read after the commit.
 */
export function createAdminCustomersService(deps: Pick<AppDeps, 'db'>) {
  const { db } = deps;

  async function answer(storeId: string, id: string, selection: Selection) {
    const found = await readCustomer(db, storeId, id, selection.relations);
    if (!found) throw notFound('Customer', id);
    return picked(found, selection.fields);
  }

  return {
    async list(ctx: AdminContext, query: ListQuery): Promise<Page<AdminCustomer>> {
      const selection = selectionOf(query, []);
      const order = parseOrder<CustomerOrderField>(query.order, CUSTOMER_ORDER_FIELDS, {
        field: 'created_at',
        direction: 'desc',
      });
      const page = await readCustomerPage(
        db,
        ctx.storeId,
        {
          q: query.q?.trim() || undefined,
          hasAccount: query.has_account,
          inGroups: query.groups !== undefined,
          createdAt: query.created_at,
          updatedAt: query.updated_at,
        },
        { ...paging(query, CUSTOMERS_DEFAULT_LIMIT), order },
        selection.relations,
      );
      return { ...page, rows: page.rows.map((row) => picked(row, selection.fields)) };
    },

    retrieve(ctx: AdminContext, id: string, query: FindQuery): Promise<AdminCustomer> {
      return answer(ctx.storeId, id, selectionOf(query, CUSTOMER_DEFAULT_RELATIONS));
    },

    /**
     * A customer account, in one statement: the store's guest customer with this email (from an
     * earlier checkout) turned into the account, so its orders stay with it, or a new customer.
     * Staff vouch for the email here; a shopper's own sign-up never takes a guest's orders
     * (customers.service.ts). An email that already has an account is a 422, as in v1: the
     * unique index on email and `has_account` refuses the second account.
     */
    async create(ctx: AdminContext, input: CreateInput, query: FindQuery): Promise<AdminCustomer> {
      const selection = selectionOf(query, CUSTOMER_DEFAULT_RELATIONS);
      const passwordHash = await hashPassword(input.password);
      const metadata = input.metadata ? JSON.stringify(input.metadata) : null;
      const phone = textOrNull(input.phone) ?? null;
      const id = await withTenantTx(
        db,
        ctx.storeId,
        async (tx) => {
          let created: string | undefined;
          try {
            const result = (await tx.execute(sql`
              with converted as (
                update ${customer} set has_account = true, password_hash = ${passwordHash},
                  first_name = ${input.first_name}, last_name = ${input.last_name},
                  phone = coalesce(${phone}, phone),
                  metadata = coalesce(${metadata}::jsonb, metadata), updated_at = now()
                where store_id = ${ctx.storeId} and lower(email) = ${input.email}
                  and not has_account and deleted_at is null
                returning id),
              inserted as (
                insert into ${customer} (store_id, id, email, first_name, last_name, phone,
                                         has_account, password_hash, metadata)
                select ${ctx.storeId}, ${newId('cus')}, ${input.email}, ${input.first_name},
                       ${input.last_name}, ${phone}, true, ${passwordHash}, ${metadata}::jsonb
                where not exists (select 1 from converted)
                on conflict (store_id, lower(email), has_account) where deleted_at is null
                do nothing
                returning id)
              select id from converted union all select id from inserted`)) as {
              rows: Array<{ id: string }>;
            };
            created = result.rows[0]?.id;
          } catch (error) {
            if (isUniqueViolation(error)) throw accountExists();
            throw error;
          }
          if (!created) throw accountExists();
          return created;
        },
        { catalog: false },
      );
      return answer(ctx.storeId, id, selection);
    },

    /**
     * Changes the given fields. A new email of a customer with an account is refused by the
     * same statement that would write it (v1 refuses it with a 400); a password ends the
     * customer's sessions.
     */
    async update(
      ctx: AdminContext,
      id: string,
      input: UpdateInput,
      query: FindQuery,
    ): Promise<AdminCustomer> {
      const selection = selectionOf(query, CUSTOMER_DEFAULT_RELATIONS);
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      const firstName = textOrNull(input.first_name);
      const lastName = textOrNull(input.last_name);
      const phone = textOrNull(input.phone);
      await withTenantTx(
        db,
        ctx.storeId,
        async (tx) => {
          const live = and(
            eq(customer.storeId, ctx.storeId),
            eq(customer.id, id),
            isNull(customer.deletedAt),
          );
          let changed: { id: string }[];
          try {
            changed = await tx
              .update(customer)
              .set({
                ...(firstName !== undefined && { firstName }),
                ...(lastName !== undefined && { lastName }),
                ...(phone !== undefined && { phone }),
                ...(input.email !== undefined && { email: input.email }),
                ...(input.metadata !== undefined && {
                  metadata: input.metadata === null ? null : mergedMetadata(input.metadata),
                }),
                ...(passwordHash && { passwordHash }),
                updatedAt: new Date(),
              })
              .where(
                and(
                  live,
                  input.email === undefined
                    ? undefined
                    : sql`(not ${customer.hasAccount} or lower(${customer.email}) = ${input.email})`,
                ),
              )
              .returning({ id: customer.id });
          } catch (error) {
            if (isUniqueViolation(error)) throw emailTaken();
            throw error;
          }
          if (!changed[0]) {
            if (await findCustomer(tx, ctx.storeId, id)) throw emailLocked();
            throw notFound('Customer', id);
          }
          if (passwordHash) await endCustomerSessions(tx, ctx.storeId, id);
        },
        { catalog: false },
      );
      return answer(ctx.storeId, id, selection);
    },
  };
}

export type AdminCustomersService = ReturnType<typeof createAdminCustomersService>;
