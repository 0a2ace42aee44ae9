import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const serverRoot = path.resolve(import.meta.dirname, '..');

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    message: 'must be true or false',
  })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const positiveInt = z.coerce.number({ message: 'must be a number' }).int().positive();

/** The environment the server reads, with defaults that let a first start need nothing. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(0, { message: 'must be between 0 and 65535' })
    .max(65535, { message: 'must be between 0 and 65535' })
    .default(9000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'must start with postgres:// or postgresql://' })
    .optional(),
  /** Off behind a pooler in transaction mode (e.g. PgBouncer) that keeps no prepared statements. */
  DATABASE_NAMED_STATEMENTS: flag.default(true),
  PUBLIC_URL: z.url({ message: 'must be a full URL such as https://shop.example.com' }).optional(),
  /** Each store's API also answers on `{handle}.{SHOP_DOMAIN}` (wildcard DNS to this server). */
  SHOP_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]*$/, {
      message: 'must be a domain such as shops.example.com (no scheme or port)',
    })
    .optional(),
  COOKIE_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { message: 'must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Storedesk <no-reply@storedesk.dev>'),
  SEED_DEMO: flag.default(true),
  ADMIN_DIST: z.string().optional(),
  FEATURE_FLAGS: z
    .string()
    .regex(/^\s*([A-Za-z_][\w-]*\s*=\s*(true|false)\s*(,\s*|$))*$/, {
      message: 'must look like analytics=true,product_categories=false',
    })
    .default(''),
  // The modules the server has, announced by GET /admin/store (each also a flag set true):
  // stock locations and inventory (modules/stock-locations, modules/inventory).
  MODULES: z
    .string()
    .regex(/^\s*([A-Za-z_][\w-]*\s*(,\s*|$))*$/, {
      message: 'must be a comma-separated list such as inventoryService,stockLocationService',
    })
    .default('inventoryService,stockLocationService'),
  AUTH_RATE_LIMIT_PER_ADDRESS: positiveInt.default(30),
  AUTH_RATE_LIMIT_PER_EMAIL_AND_ADDRESS: positiveInt.default(10),
  AUTH_GUESS_ALERT_AFTER: positiveInt.default(20),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(900),
  TRUST_PROXY: flag.default(false),
  PAYMENT_PROVIDER: z.enum(['local', 'stripe'], { message: 'must be local or stripe' }).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, {
      message: 'must be a Stripe secret key (sk_test_… or sk_live_…)',
    })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, { message: 'must be a Stripe webhook signing secret (whsec_…)' })
    .optional(),
  STRIPE_PRICE_BASIC: z
    .string()
    .regex(/^price_\w+$/, { message: 'must be a Stripe price id (price_…)' })
    .optional(),
  STRIPE_PRICE_STANDARD: z
    .string()
    .regex(/^price_\w+$/, { message: 'must be a Stripe price id (price_…)' })
    .optional(),
  STRIPE_PRICE_PREMIUM: z
    .string()
    .regex(/^price_\w+$/, { message: 'must be a Stripe price id (price_…)' })
    .optional(),
  /** Where the Stripe SDK sends API calls; only tests point it at a local stand-in. */
  STRIPE_API_URL: z.url({ message: 'must be a URL such as http://127.0.0.1:12111' }).optional(),
  /** Memory for cached catalogue answers, in MB; 0 turns the cache off. */
  CATALOG_CACHE_MB: z.coerce
    .number({ message: 'must be a number' })
    .int()
    .min(0, { message: 'must be 0 or more' })
    .default(64),
  UPLOAD_MAX_BYTES: positiveInt.default(10 * 1024 * 1024),
  UPLOAD_MAX_FILES: positiveInt.max(100, { message: 'must be at most 100' }).default(10),
  UPLOAD_URL_TTL_SECONDS: positiveInt
    .max(7 * 24 * 3600, { message: 'must be at most 604800 (7 days)' })
    .default(300),
  S3_BUCKET: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{1,254}$/, {
      message: 'must be a bucket name such as storedesk-uploads',
    })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,32}$/, { message: 'must be a region such as us-east-1 (or auto for R2)' })
    .optional(),
  S3_ENDPOINT: z.url({ message: 'must be a URL such as http://127.0.0.1:9000 (MinIO)' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url({ message: 'must be a URL such as https://cdn.example.com' }).optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  /**
   * Where batch jobs run: `inline` in the server process (default), `off` not in this process
   * (a separate `npm run worker` runs them), `only` this process runs jobs and serves no HTTP.
   */
  WORKER_MODE: z
    .enum(['inline', 'off', 'only'], { message: 'must be inline, off or only' })
    .default('inline'),
  /**
   * How long a batch job runner's claim holds without a heartbeat (renewed every third of it):
   * about how long a job of a runner that died waits before another runner takes it over.
   */
  BATCH_JOB_LEASE_SECONDS: positiveInt
    .min(3, { message: 'must be at least 3' })
    .max(3600, { message: 'must be at most 3600' })
    .default(10),
});

/**
 * Feature flags by default; FEATURE_FLAGS overrides any of them. Only features the server has
 * are listed, so GET /admin/store announces nothing that answers 404 (`order_editing`: the v1
 * admin dashboard's "Edit order" and the order edit routes, docs/order-edits.md).
 */
const DEFAULT_FEATURE_FLAGS: Record<string, boolean> = {
  analytics: true,
  order_editing: true,
  product_categories: true,
  publishable_api_keys: true,
  sales_channels: true,
  tax_inclusive_pricing: false,
};

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Repeated statements are named so PostgreSQL plans them once per connection. */
  databaseNamedStatements: boolean;
  publicUrl: string;
  /** Stores also answer on `{handle}.{shopDomain}` when set (store-base-url.ts). */
  shopDomain?: string | undefined;
  cookieSecret: string;
  jwtSecret: string;
  logLevel: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  adminDist: string;
  featureFlags: Record<string, boolean>;
  modules: string[];
  authRateLimit: {
    /** Sign-in, reset-code, claim and order-lookup attempts from one address. */
    perAddress: number;
    /** Failed sign-ins to one email from one address (or one known device); mails to one email. */
    perEmailAndAddress: number;
    /**
     * Failed sign-ins to one email from every address together after which its owner is mailed
     * (once a window). They never lock the account: past 5 each attempt is slowed, up to 3 s.
     */
    guessAlertAfter: number;
    windowSeconds: number;
  };
  trustProxy: boolean;
  payments: PaymentsConfig;
  files: FilesConfig;
  /** Bytes of memory for cached catalogue answers (0: no cache). */
  catalogCacheBytes: number;
  /** Where batch jobs run (WORKER_MODE). */
  workerMode: 'inline' | 'off' | 'only';
  /** A batch job runner's lease, in ms (BATCH_JOB_LEASE_SECONDS). */
  batchJobLeaseMs: number;
}

export interface PaymentsConfig {
  provider: 'local' | 'stripe';
  /**
   * STRIPE_API_URL: where every Stripe call goes, the platform's billing and the stores' own
   * accounts alike, whichever billing provider runs (tests point it at a local stand-in).
   */
  stripeApiUrl?: string;
  stripe?: {
    secretKey: string;
    webhookSecret: string;
    /** Price ids per plan; without one, the checkout sends the plan's price inline. */
    prices: Partial<Record<'basic' | 'standard' | 'premium', string>>;
    apiUrl?: string;
  };
}

export interface FilesConfig {
  /** Largest file one upload may carry, in bytes. */
  maxBytes: number;
  /** Most files one upload request may carry. */
  maxFiles: number;
  /** How long a download URL works, in seconds. */
  urlTtlSeconds: number;
  /** Signs local download URLs; derived from the cookie secret, never configured on its own. */
  signingSecret: string;
  /** Set when uploads go to an S3-compatible bucket instead of DATA_DIR/uploads. */
  s3?: S3Config;
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint?: string;
  /** Without keys the SDK's default chain is used (instance role, AWS_* variables, profile). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Where the bucket's objects are readable by anyone (CDN, R2 public domain). */
  publicUrl?: string;
  forcePathStyle: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function parseFlags(text: string): Record<string, boolean> {
  const flags = { ...DEFAULT_FEATURE_FLAGS };
  for (const part of text.split(',')) {
    const [key, value] = part.split('=').map((piece) => piece.trim());
    if (key) flags[key] = value === 'true';
  }
  return flags;
}

/** Secrets not given in the environment are generated once and kept in DATA_DIR/secrets.json. */
function loadOrCreateSecrets(dataDir: string): { cookieSecret: string; jwtSecret: string } {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    if (typeof stored.cookieSecret === 'string' && typeof stored.jwtSecret === 'string') {
      return { cookieSecret: stored.cookieSecret, jwtSecret: stored.jwtSecret };
    }
  }
  const secrets = {
    cookieSecret: randomBytes(32).toString('base64url'),
    jwtSecret: randomBytes(32).toString('base64url'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** Reads and validates the environment; throws ConfigError naming every wrong value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const given = present[name];
        const shown = /SECRET|URL|KEY|ENDPOINT/.test(name)
          ? ''
          : given !== undefined
            ? ` (got "${given}")`
            : '';
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  const values = parsed.data;
  // npm runs workspace scripts inside the workspace folder; INIT_CWD is where the command was
  // typed, so `npm start` and `npm run storedesk` from the root share one default `.data`.
  const baseDir = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(baseDir, values.DATA_DIR);
  const needGenerated = !values.COOKIE_SECRET || !values.JWT_SECRET;
  const generated = needGenerated ? loadOrCreateSecrets(dataDir) : undefined;
  const shownHost = values.HOST === '0.0.0.0' || values.HOST === '::' ? 'localhost' : values.HOST;
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    databaseNamedStatements: values.DATABASE_NAMED_STATEMENTS,
    publicUrl: (values.PUBLIC_URL ?? `http://${shownHost}:${values.PORT}`).replace(/\/$/, ''),
    shopDomain: values.SHOP_DOMAIN,
    cookieSecret: values.COOKIE_SECRET ?? generated!.cookieSecret,
    jwtSecret: values.JWT_SECRET ?? generated!.jwtSecret,
    logLevel: values.LOG_LEVEL,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    seedDemo: values.SEED_DEMO,
    adminDist: values.ADMIN_DIST
      ? path.resolve(baseDir, values.ADMIN_DIST)
      : path.join(serverRoot, '../admin/dist'),
    featureFlags: parseFlags(values.FEATURE_FLAGS),
    modules: values.MODULES.split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    authRateLimit: {
      perAddress: values.AUTH_RATE_LIMIT_PER_ADDRESS,
      perEmailAndAddress: values.AUTH_RATE_LIMIT_PER_EMAIL_AND_ADDRESS,
      guessAlertAfter: values.AUTH_GUESS_ALERT_AFTER,
      windowSeconds: values.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    },
    trustProxy: values.TRUST_PROXY,
    payments: paymentsConfig(values),
    files: filesConfig(values, values.COOKIE_SECRET ?? generated!.cookieSecret),
    catalogCacheBytes: values.CATALOG_CACHE_MB * 1024 * 1024,
    workerMode: values.WORKER_MODE,
    batchJobLeaseMs: values.BATCH_JOB_LEASE_SECONDS * 1000,
  };
}

function filesConfig(values: z.infer<typeof EnvSchema>, cookieSecret: string): FilesConfig {
  const files: FilesConfig = {
    maxBytes: values.UPLOAD_MAX_BYTES,
    maxFiles: values.UPLOAD_MAX_FILES,
    urlTtlSeconds: values.UPLOAD_URL_TTL_SECONDS,
    // A key of its own for download links, so a link can never pass for a cookie signature.
    signingSecret: createHmac('sha256', cookieSecret)
      .update('storedesk:uploads:download-url:v1')
      .digest('base64url'),
  };
  const s3Names = [
    'S3_REGION',
    'S3_ENDPOINT',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_PUBLIC_URL',
  ] as const;
  if (!values.S3_BUCKET) {
    const stray = s3Names.filter((name) => values[name] !== undefined);
    if (stray.length > 0) {
      throw new ConfigError([
        `${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set but S3_BUCKET is not: set S3_BUCKET to keep uploads in a bucket, or unset the S3_ variables to keep them in DATA_DIR/uploads`,
      ]);
    }
    return files;
  }
  const problems: string[] = [];
  if (!values.S3_REGION && !values.S3_ENDPOINT) {
    problems.push('S3_REGION is required with S3_BUCKET on AWS (e.g. us-east-1)');
  }
  if (Boolean(values.S3_ACCESS_KEY_ID) !== Boolean(values.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the default AWS credential chain',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  files.s3 = {
    bucket: values.S3_BUCKET,
    // S3-compatible servers (MinIO, R2) accept us-east-1 when they have no regions of their own.
    region: values.S3_REGION ?? 'us-east-1',
    forcePathStyle: values.S3_FORCE_PATH_STYLE,
    ...(values.S3_ENDPOINT ? { endpoint: values.S3_ENDPOINT.replace(/\/+$/, '') } : {}),
    ...(values.S3_PUBLIC_URL ? { publicUrl: values.S3_PUBLIC_URL.replace(/\/+$/, '') } : {}),
    ...(values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: values.S3_ACCESS_KEY_ID,
            secretAccessKey: values.S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
  };
  return files;
}

function paymentsConfig(values: z.infer<typeof EnvSchema>): PaymentsConfig {
  const provider = values.PAYMENT_PROVIDER ?? (values.STRIPE_SECRET_KEY ? 'stripe' : 'local');
  const apiUrl = values.STRIPE_API_URL ? { stripeApiUrl: values.STRIPE_API_URL } : {};
  if (provider === 'local') return { provider, ...apiUrl };
  if (!values.STRIPE_SECRET_KEY || !values.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError([
      'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (from the Stripe dashboard)',
    ]);
  }
  const prices: Partial<Record<'basic' | 'standard' | 'premium', string>> = {};
  if (values.STRIPE_PRICE_BASIC) prices.basic = values.STRIPE_PRICE_BASIC;
  if (values.STRIPE_PRICE_STANDARD) prices.standard = values.STRIPE_PRICE_STANDARD;
  if (values.STRIPE_PRICE_PREMIUM) prices.premium = values.STRIPE_PRICE_PREMIUM;
  return {
    provider,
    ...apiUrl,
    stripe: {
      secretKey: values.STRIPE_SECRET_KEY,
      webhookSecret: values.STRIPE_WEBHOOK_SECRET,
      prices,
      ...(values.STRIPE_API_URL ? { apiUrl: values.STRIPE_API_URL } : {}),
    },
  };
}
