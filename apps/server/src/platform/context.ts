import type { UserRole } from '@storedesk/contract';
import type { Config } from '../config.js';
import type { Db } from './db/client.js';
import type { Logger } from './logger.js';
import type { Mailer } from './mail.js';
import { StoredeskError } from './errors.js';

/** Who is calling: a staff user, and how they proved it. */
export interface Actor {
  userId: string;
  role: UserRole;
  via: 'session' | 'bearer' | 'api_token';
}

/**
 * Resolved once per request by platform/auth (staff) or the publishable key (store API).
 * Services take the store from here, never from the body, query or path.
 */
export interface RequestContext {
  requestId: string;
  storeId: string;
  actor: Actor | null;
  /** Store API: the sales channels of the publishable key (empty: not limited). */
  salesChannelIds?: string[];
  /**
   * Which state of the store's catalogue this request may be answered from (keys cached
   * catalogue answers): `v<n>` the database's version (staff), `e<n>` this process's epoch
   * (store API). See platform/catalog-cache.ts.
   */
  catalogToken?: string;
}

/** A staff request's context, where the actor is known. */
export interface AdminContext extends RequestContext {
  actor: Actor;
}

/** What the app is built from; tests build it with their own database and mailer. */
export interface AppDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  logger: Logger;
}

export function requireRole(ctx: AdminContext, roles: UserRole[], action: string): void {
  if (!roles.includes(ctx.actor.role)) {
    throw new StoredeskError(
      'not_allowed',
      `Only ${roles.join(' or ')} users can ${action}; you are signed in as ${ctx.actor.role}.`,
    );
  }
}
