import { createRequire } from 'node:module';
import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import {
  API_TOKEN_HEADER,
  ERROR_STATUS,
  ErrorBody,
  Notification,
  ProductCategoryWithTree,
  PUBLISHABLE_KEY_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@storedesk/contract';
import type { FastifySchema, HTTPMethods } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSafeMethod, STAFF_PERMISSIONS, type RouteAccess } from '../access.js';
import { SESSION_COOKIE } from '../auth/sessions.js';

/**
 * The shopper's session cookie, as modules/customers/customer-session.ts names it (platform
 * imports no module; openapi.test.ts checks the two agree).
 */
export const CUSTOMER_COOKIE = 'storedesk_customer_sid';

/**
 * Routes that serve pages to people, not answers to programs: the dashboard (`/app`), the shop
 * (`/shop/{handle}`), the local stand-in for a provider's payment page and this reference's
 * viewer. They stay out of the document; every other route is in it (openapi.test.ts).
 */
export const isPage = (url: string): boolean =>
  /^\/(?:app|shop|docs)(?:\/|$)|^\/checkout\/local\//.test(url);

/** `/admin/products/:id` → `admin/products`, `/store/carts/:id` → `store/carts`, `/health` → `health`. */
export function tagOf(url: string): string {
  const [first = '', second = ''] = url.split('/').filter(Boolean);
  const family = first === 'admin' || first === 'store';
  return family && second !== '' && !second.startsWith(':')
    ? `${first}/${second}`
    : first.replace(/\.\w+$/, '');
}

const STAFF_SECURITY = [{ staffSession: [] }, { staffBearer: [] }, { staffApiToken: [] }];
// The empty requirement is the store's base URL, which names the store without a key.
const STOREFRONT_SECURITY = [{ publishableApiKey: [] }, {}];

const STOREFRONT_SERVERS = [
  { url: '/', description: `Names the store with the ${PUBLISHABLE_KEY_HEADER} header` },
  {
    url: '/s/{handle}',
    description: "The store's base URL (store settings): no key needed",
    variables: { handle: { default: 'your-store', description: "The store's handle" } },
  },
];

/** What the route's declared access (platform/access.ts) asks of a caller, in document terms. */
function accessDocument(access: RouteAccess | undefined, methods: HTTPMethods[]) {
  if (access === 'storefront') {
    return {
      security: STOREFRONT_SECURITY,
      servers: STOREFRONT_SERVERS,
      description: `Store API: the store is named by the \`${PUBLISHABLE_KEY_HEADER}\` header or by the base URL \`/s/{handle}\`.`,
    };
  }
  if (access === 'webhook') {
    return {
      security: [],
      description:
        "A provider's callback: no credentials, the handler checks the provider's signature.",
    };
  }
  if (access === undefined || access === 'public') {
    return { security: [], description: 'Public: no credentials.' };
  }
  const roles = STAFF_PERMISSIONS[access.staff].join(', ');
  const writes = methods.some((method) => !isSafeMethod(method));
  const readOnly =
    writes && !access.evenWhenReadOnly
      ? ' A store that stopped paying is read-only: this answers 402 `payment_error` (`store_read_only`).'
      : '';
  return {
    security: STAFF_SECURITY,
    description: `Staff with the \`${access.staff}\` permission (roles: ${roles}).${readOnly}`,
  };
}

const ERROR_RESPONSE = {
  description: `An error, \`{ type, message, code? }\`; its status follows \`type\`: ${Object.entries(
    ERROR_STATUS,
  )
    .map(([kind, status]) => `${status} \`${kind}\``)
    .join(', ')}.`,
  $ref: '#/components/schemas/ErrorBody',
};

/**
 * Routes that declare no response schema: sign-out, a provider's callback, files, and the
 * product reads that send the JSON text PostgreSQL built (products.routes.ts).
 */
const UNDECLARED_RESPONSE = {
  // `type: 'null'` keeps @fastify/swagger from describing a body nobody declared.
  '2XX': { description: 'Success; this route declares no schema for its answer.', type: 'null' },
};

/**
 * Schemas that contain themselves (a category's children, a notification's resends) become
 * components the document refers to; inline, their cycle has nowhere to point. Only these:
 * this registry replaces zod's global one for the document, and the contract writes no
 * metadata (`.describe`, `.meta`) there that the document would then miss.
 */
const components = z.registry<{ id: string }>();
components.add(ProductCategoryWithTree, { id: 'ProductCategoryWithTree' });
components.add(Notification, { id: 'Notification' });

const zodTransform = createJsonSchemaTransform({ schemaRegistry: components });
const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry: components });

/**
 * The contract's zod schemas as JSON Schema (fastify-type-provider-zod's own transform), plus
 * what the route's declaration says: its area as a tag, who may call it, the error answers.
 */
const transform: SwaggerTransform = (document) => {
  const { url, route } = document;
  if (isPage(url)) return { schema: { hide: true } as FastifySchema, url };
  const converted = zodTransform(document as Parameters<typeof zodTransform>[0]);
  const schema = (converted.schema ?? {}) as FastifySchema & { response?: object };
  const methods = (Array.isArray(route.method) ? route.method : [route.method]) as HTTPMethods[];
  return {
    url,
    schema: {
      ...schema,
      tags: [tagOf(url)],
      ...accessDocument(route.config?.access, methods),
      response: { ...(schema.response ?? UNDECLARED_RESPONSE), default: ERROR_RESPONSE },
    } as FastifySchema,
  };
};

/** Tags in the order a reader looks for them: the admin areas, the store's, then the rest. */
function tagList(paths: Record<string, Record<string, { tags?: string[] }>>) {
  const used = new Set(
    Object.values(paths).flatMap((operations) =>
      Object.values(operations).flatMap((operation) => operation.tags ?? []),
    ),
  );
  const families = ['admin', 'store'];
  const rank = (tag: string) => {
    const at = families.indexOf(tag.split('/')[0]!);
    return at === -1 ? families.length : at;
  };
  return [...used]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((name) => ({ name }));
}

const REFERENCE = /"#\/components\/schemas\/([^"]+)"/g;

/**
 * The components some operation reaches: the zod transform writes every registered schema
 * twice (what requests send, what answers hold), and most are only ever one of the two.
 */
function usedSchemas(openapi: { paths: object; components: { schemas: Record<string, unknown> } }) {
  const { schemas } = openapi.components;
  const used = new Set<string>();
  const visit = (value: unknown) => {
    for (const [, name] of JSON.stringify(value).matchAll(REFERENCE)) {
      if (used.has(name!)) continue;
      used.add(name!);
      visit(schemas[name!]);
    }
  };
  visit(openapi.paths);
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
}

const errorBodySchema = () => {
  const schema: Record<string, unknown> = z.toJSONSchema(ErrorBody, { io: 'output' });
  delete schema.$schema;
  return schema;
};

const DESCRIPTION = `Storedesk's two HTTP APIs, generated from the zod schemas the server validates requests and answers with (\`@storedesk/contract\`).

- **Admin API** (\`/admin/...\`): the staff of one store. Sign in with \`POST /admin/auth\` (a cookie session \`${SESSION_COOKIE}\`; every change then sends the \`${XSRF_HEADER}\` header with the value of the \`${XSRF_COOKIE}\` cookie), get a bearer JWT from \`POST /admin/auth/token\`, or send a user's API token in \`${API_TOKEN_HEADER}\`. Each operation names the permission it needs.
- **Store API** (\`/store/...\`): storefronts and shoppers. A request names its store with the \`${PUBLISHABLE_KEY_HEADER}\` header, or is sent under the store's base URL \`/s/{handle}/store/...\` without a key. A signed-in customer is a cookie session (\`${CUSTOMER_COOKIE}\`, \`POST /store/auth\`) or a bearer JWT (\`POST /store/auth/token\`).

Errors answer \`{ type, message, code? }\` (ErrorBody); the status follows \`type\`.`;

/** The server's version, from apps/server/package.json (src/ and dist/ sit at the same depth). */
const serverVersion = () =>
  (createRequire(import.meta.url)('../../../package.json') as { version: string }).version;

/** @fastify/swagger's options: the document's frame, and how each route enters it. */
export function documentOptions(): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Storedesk API', version: serverVersion(), description: DESCRIPTION },
      components: {
        schemas: { ErrorBody: errorBodySchema() },
        securitySchemes: {
          staffSession: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: `Set by \`POST /admin/auth\`. Changes also send \`${XSRF_HEADER}\` (the \`${XSRF_COOKIE}\` cookie's value).`,
          },
          staffBearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'From `POST /admin/auth/token`.',
          },
          staffApiToken: {
            type: 'apiKey',
            in: 'header',
            name: API_TOKEN_HEADER,
            description: "A user's API token (`api_token` of `POST /admin/users/{id}`).",
          },
          publishableApiKey: {
            type: 'apiKey',
            in: 'header',
            name: PUBLISHABLE_KEY_HEADER,
            description: "Names the store; or call the store API under the store's base URL.",
          },
          customerSession: {
            type: 'apiKey',
            in: 'cookie',
            name: CUSTOMER_COOKIE,
            description: 'Set by `POST /store/auth`.',
          },
          customerBearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'From `POST /store/auth/token`.',
          },
        },
      },
    },
    transform,
    transformObject: (document) => {
      const openapi = zodTransformObject(document) as {
        paths: Record<string, Record<string, { tags?: string[] }>>;
        components: { schemas: Record<string, unknown> };
      };
      return {
        ...openapi,
        tags: tagList(openapi.paths),
        components: { ...openapi.components, schemas: usedSchemas(openapi) },
      };
    },
  };
}
