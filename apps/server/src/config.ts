import { randomBytes } from 'node:crypto';
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
  PUBLIC_URL: z.url({ message: 'must be a full URL such as https://shop.example.com' }).optional(),
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
  MODULES: z
    .string()
    .regex(/^\s*([A-Za-z_][\w-]*\s*(,\s*|$))*$/, {
      message: 'must be a comma-separated list such as inventoryService,stockLocationService',
    })
    .default('inventoryService,stockLocationService'),
  AUTH_RATE_LIMIT_PER_ADDRESS: positiveInt.default(30),
  AUTH_RATE_LIMIT_PER_EMAIL: positiveInt.default(10),
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
});

/** Feature flags on by default; FEATURE_FLAGS overrides any of them. */
const DEFAULT_FEATURE_FLAGS: Record<string, boolean> = {
  analytics: true,
  product_categories: true,
  publishable_api_keys: true,
  sales_channels: true,
  order_editing: true,
  tax_inclusive_pricing: false,
};

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  cookieSecret: string;
  jwtSecret: string;
  logLevel: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  adminDist: string;
  featureFlags: Record<string, boolean>;
  modules: string[];
  authRateLimit: { perAddress: number; perEmail: number; windowSeconds: number };
  trustProxy: boolean;
  payments: PaymentsConfig;
}

export interface PaymentsConfig {
  provider: 'local' | 'stripe';
  stripe?: {
    secretKey: string;
    webhookSecret: string;
    /** Price ids per plan; without one, the checkout sends the plan's price inline. */
    prices: Partial<Record<'basic' | 'standard' | 'premium', string>>;
    apiUrl?: string;
  };
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
        const shown = /SECRET|URL/.test(name) ? '' : given !== undefined ? ` (got "${given}")` : '';
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
    publicUrl: (values.PUBLIC_URL ?? `http://${shownHost}:${values.PORT}`).replace(/\/$/, ''),
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
      perEmail: values.AUTH_RATE_LIMIT_PER_EMAIL,
      windowSeconds: values.AUTH_RATE_LIMIT_WINDOW_SECONDS,
    },
    trustProxy: values.TRUST_PROXY,
    payments: paymentsConfig(values),
  };
}

function paymentsConfig(values: z.infer<typeof EnvSchema>): PaymentsConfig {
  const provider = values.PAYMENT_PROVIDER ?? (values.STRIPE_SECRET_KEY ? 'stripe' : 'local');
  if (provider === 'local') return { provider };
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
    stripe: {
      secretKey: values.STRIPE_SECRET_KEY,
      webhookSecret: values.STRIPE_WEBHOOK_SECRET,
      prices,
      ...(values.STRIPE_API_URL ? { apiUrl: values.STRIPE_API_URL } : {}),
    },
  };
}
