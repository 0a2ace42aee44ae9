import { XSRF_HEADER, type UserRole } from '@storedesk/contract';
import type { FastifyInstance, FastifyRequest, FastifySchema, HTTPMethods } from 'fastify';
import type { RequestContext } from './context.js';
import { safeEqual } from './crypto.js';
import { StoredeskError } from './errors.js';
import type { Staff } from './auth/authenticate.js';
import { baseUrlHandle } from './tenancy/store-base-url.js';

/**
 * What each staff role may do. Routes name one of these permissions; docs/roles.md describes the
 * same table for store owners. Checked before the handler runs, on the route that matched, so no
 * spelling of a path (`/%61dmin`, `//admin`, `/ADMIN/`) changes the answer.
 */
export const STAFF_PERMISSIONS = {
  /** See everything in the store; change one's own account, views and preferences; sign out. */
  read: ['admin', 'member', 'developer'],
  /** Run the store: catalogue, prices, stock, orders, customers, imports and exports, uploads. */
  operate: ['admin', 'member'],
  /** Connect storefronts and tools: publishable API keys and the sales channels they reach. */
  develop: ['admin', 'developer'],
  /** Run the organisation: users, invites, billing, store settings and currencies. */
  manage: ['admin'],
} as const satisfies Record<string, readonly UserRole[]>;

export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

const WHAT_IT_ALLOWS: Record<StaffPermission, string> = {
  read: 'read this store',
  operate: 'change the catalogue, stock, orders, customers, imports or uploads',
  develop: 'manage publishable API keys',
  manage: 'manage users, invites, billing or store settings',
};

/**
 * Who may call a route; every route declares one in `config.access` (registration fails
 * otherwise):
 * - `public`: anyone (sign-in, sign-up, password reset, invite acceptance, health, the dashboard);
 * - `storefront`: the store API; the request names its store with a publishable API key, or
 *   by its URL (the base URL `/s/{handle}` or a host name, tenancy/store-base-url.ts), the
 *   only routes that answer under a base URL;
 * - `webhook`: a provider's callback; the handler checks its signature;
 * - `{ staff }`: a signed-in staff user whose role has that permission. Writes of a store that
 *   stopped paying answer 402 unless the route is `evenWhenReadOnly` (signing out, billing).
 */
export type RouteAccess =
  'public' | 'storefront' | 'webhook' | { staff: StaffPermission; evenWhenReadOnly?: boolean };

/** A registered route and who may call it (tests walk every route with this list). */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
  /** Its request and response schemas (the fuzz test builds inputs from them). */
  schema?: FastifySchema;
}

export const staff = (
  permission: StaffPermission,
  options: { evenWhenReadOnly?: boolean } = {},
): { access: RouteAccess } => ({ access: { staff: permission, ...options } });

export const PUBLIC = { access: 'public' } as const satisfies { access: RouteAccess };
export const STOREFRONT = { access: 'storefront' } as const satisfies { access: RouteAccess };
export const WEBHOOK = { access: 'webhook' } as const satisfies { access: RouteAccess };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isSafeMethod = (method: string): boolean => SAFE_METHODS.has(method);

const unauthorized = () =>
  new StoredeskError(
    'unauthorized',
    'Unauthorized: sign in, or send a bearer token or an API token with this request.',
  );

export interface AccessDeps {
  /** The staff user behind the request's credentials; null when it carries none. */
  authenticateStaff(request: FastifyRequest): Promise<Staff | null>;
  /** The store (and sales channels) the request's publishable key names. */
  resolveStorefront(request: FastifyRequest): Promise<RequestContext>;
}

/**
 * The one place that decides who may call what. It reads the declaration of the route that
 * matched (Fastify's router has already decoded the path), resolves the caller, and sets
 * `request.ctx`. A request that matched no route gets the plain 404.
 */
export function registerAccess(app: FastifyInstance, deps: AccessDeps): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  app.decorateRequest('ctx', null);
  app.decorateRequest('sessionInfo', null);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access === undefined) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} declares no access: add config.access (see platform/access.ts).`,
      );
    }
    const methods = (Array.isArray(route.method) ? route.method : [route.method]) as HTTPMethods[];
    for (const method of methods)
      routes.push({ method, url: route.url, access, schema: route.schema });
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    // A store's base URL (/s/{handle}/...) serves its store API and nothing else.
    if (access !== undefined && access !== 'storefront' && baseUrlHandle(request) !== undefined) {
      const path = (request.originalUrl ?? request.url).split('?')[0];
      throw new StoredeskError('not_found', `Route ${request.method} ${path} not found`);
    }
    if (access === undefined || access === 'public' || access === 'webhook') return;
    if (access === 'storefront') {
      request.ctx = await deps.resolveStorefront(request);
      return;
    }

    const found = await deps.authenticateStaff(request);
    if (!found) throw unauthorized();

    if (found.via === 'session' && found.session && !isSafeMethod(request.method)) {
      const header = request.headers[XSRF_HEADER];
      if (typeof header !== 'string' || !safeEqual(header, found.session.xsrfToken)) {
        throw new StoredeskError(
          'not_allowed',
          'Missing or wrong X-XSRF-TOKEN header: send back the value of the XSRF-TOKEN cookie with every change.',
          'invalid_xsrf_token',
        );
      }
    }

    const role = found.user.role;
    if (!(STAFF_PERMISSIONS[access.staff] as readonly UserRole[]).includes(role)) {
      throw new StoredeskError(
        'not_allowed',
        `Your role (${role}) cannot ${WHAT_IT_ALLOWS[access.staff]}. Ask an admin of your store.`,
        'role_not_allowed',
      );
    }

    request.sessionInfo = found.session ?? null;
    request.ctx = {
      requestId: request.id,
      storeId: found.user.storeId,
      actor: { userId: found.user.id, role, via: found.via },
      catalogToken: `v${found.catalogVersion}`,
    };
  });

  return routes;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext | null;
    /** Set when a cookie session authenticated the request (for XSRF and logout). */
    sessionInfo: { idHash: string; xsrfToken: string } | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route (see RouteAccess). Required on every route. */
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route registered so far and its declared access. */
    declaredRoutes: DeclaredRoute[];
  }
}
