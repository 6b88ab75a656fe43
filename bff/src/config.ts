import { resolve } from 'node:path';
import { z } from 'zod';
import { weakJwtSecret } from './auth/productionSecrets.ts';
import { parseTrustProxy, type TrustProxy } from './auth/trustProxy.ts';
import { bffPath } from './bffDir.ts';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z.string().url().optional(),
  EVENTSTORE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  SHOP_NAME: z.string().default('悅港生活'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  WEB_SERVER_ENTRY: z.string().optional(),
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  ORDER_PAYMENT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  CATALOGUE_MAX_AGE_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  PROJECTION_LEADER_RETRY_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  TRUST_PROXY: z.string().optional(),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  SMS_SENDER_ID: z.string().max(11).default('JoyHarbour'),
  SMS_GLOBAL_HOURLY_LIMIT: z.coerce.number().int().min(1).default(500),
  PER_ADDRESS_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  OAUTH_GOOGLE_CLIENT_IDS: z.string().optional(),
  OAUTH_GOOGLE_JWKS: z.string().optional(),
  OAUTH_GOOGLE_ISSUERS: z.string().default('https://accounts.google.com,accounts.google.com'),
  OAUTH_FACEBOOK_APP_IDS: z.string().optional(),
  OAUTH_FACEBOOK_JWKS: z.string().optional(),
  OAUTH_FACEBOOK_ISSUERS: z.string().default('https://www.facebook.com'),
  PAYMENT_REFERENCE_PREFIX: z.enum(['DEV-', 'AD-TEST-', 'AD-PRO-', 'AD-UAT-']).optional(),
  GLOBALPAY_URL: z.string().url().optional(),
  GLOBALPAY_ACCESS_KEY: z.string().min(1).optional(),
  GLOBALPAY_PROFILE_ID: z.string().min(1).optional(),
  GLOBALPAY_SECRET_KEY: z.string().min(16).optional(),
  PAYDOLLAR_URL: z.string().url().optional(),
  PAYDOLLAR_MERCHANT_CODE: z.string().min(1).optional(),
  PAYDOLLAR_SECRET_KEY: z.string().min(16).optional(),
  PUBLIC_URL: z.string().url().optional(),
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https: URL')
    .optional(),
  PUSH_SERVICE_ORIGINS: z.string().optional(),
});

/** An OpenID Connect provider whose RS256 ID tokens we accept (Google; Facebook Limited Login). */
export interface OidcProviderConfig {
  /** Accepted `iss` values. */
  issuers: string[];
  /** Our client ids (`aud`). */
  audiences: string[];
  /** The provider's public signing keys (a JWKS document). */
  jwks: { keys: Record<string, unknown>[] };
}

const jwksSchema = z.object({ keys: z.array(z.record(z.string(), z.unknown())).min(1) });

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** A provider is on when both its client ids and its keys are configured. */
function oidcProvider(
  name: string,
  audiences: string | undefined,
  jwks: string | undefined,
  issuers: string,
): OidcProviderConfig | null {
  if (!audiences && !jwks) return null;
  if (!audiences || !jwks)
    throw new Error(`Invalid configuration: ${name} needs both its client ids and its JWKS`);
  let document: unknown;
  try {
    document = JSON.parse(jwks);
  } catch {
    throw new Error(`Invalid configuration: the ${name} JWKS is not JSON`);
  }
  const parsed = jwksSchema.safeParse(document);
  if (!parsed.success) throw new Error(`Invalid configuration: the ${name} JWKS needs a "keys" list`);
  return { issuers: list(issuers), audiences: list(audiences), jwks: parsed.data };
}

export interface Config {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  /** Where PGlite keeps its files and the embedded mode keeps its generated secret. */
  dataDir: string;
  databaseUrl: string | undefined;
  eventStoreUrl: string | undefined;
  jwtSecret: string | undefined;
  shopName: string;
  logLevel: string;
  /** The built web app the bff serves; absent in API-only tests. */
  webDist: string;
  /** The web app's server renderer (`vite build --ssr`); absent, every page renders in the browser. */
  webServerEntry: string;
  seedDemoData: boolean;
  /** How long an order may stay unpaid before the server cancels it and puts its stock back. */
  orderPaymentWindowMinutes: number;
  /** How long a kept catalogue answer may be served without a change notification (catalogueAnswers.ts). */
  catalogueMaxAgeMs: number;
  /** How often a replica that does not run a projection tries to take it over (runningProjections.ts). */
  projectionLeaderRetryMs: number;
  /** Which proxies may set X-Forwarded-For (Fastify's trustProxy): see auth/trustProxy.ts. */
  trustProxy: TrustProxy;
  /** The SMS gateway; without a URL (outside production) codes go to the development outbox. */
  sms: { gatewayUrl: string | undefined; gatewayToken: string | undefined; senderId: string };
  /** SMS codes the whole shop sends per hour at most, whoever asks (against SMS pumping). */
  smsGlobalHourlyLimit: number;
  /** Multiplies every per-address abuse limit (bff/src/limits/shopLimits.ts). */
  perAddressLimitFactor: number;
  /** Identity providers for social sign-up and login; null when not configured. */
  oauth: { google: OidcProviderConfig | null; facebook: OidcProviderConfig | null };
  /** Card gateways (payments/paymentSettings.ts): unset outside production, the sandbox stands in. */
  payments: {
    referencePrefix: 'DEV-' | 'AD-TEST-' | 'AD-PRO-' | 'AD-UAT-';
    globalPay: { url: string; accessKey: string; profileId: string; secretKey: string } | null;
    payDollar: { url: string; merchantCode: string; secretKey: string } | null;
    /** The shop's own address as the gateway reaches it (notify and return URLs); else the request's. */
    publicUrl: string | undefined;
  };
  /**
   * Web Push (push/pushKeys.ts, docs/push.md): the VAPID keys, or null (outside production: generated into the
   * data folder; in production: push is off and its routes answer 503); extra push service origins to accept.
   */
  push: {
    vapid: { publicKey: string; privateKey: string; subject: string } | null;
    serviceOrigins: string[];
  };
}

/** A gateway is configured by all of its variables or none: half a configuration is a mistake to report. */
function gatewaySettings<Settings>(
  name: string,
  values: Record<string, string | undefined>,
  make: () => Settings,
) {
  const given = Object.entries(values).filter(([, value]) => value !== undefined);
  if (given.length === 0) return null;
  if (given.length < Object.keys(values).length) {
    const missing = Object.keys(values).filter((key) => values[key] === undefined);
    throw new Error(`Invalid configuration: ${name} also needs ${missing.join(', ')}`);
  }
  return make();
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", so `DATABASE_URL= npm start` picks the embedded database.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const weakSecret = e.NODE_ENV === 'production' ? weakJwtSecret(e.JWT_SECRET) : null;
  if (weakSecret) throw new Error(`Invalid configuration: ${weakSecret}`);
  if (e.NODE_ENV === 'production' && !e.SMS_GATEWAY_URL) {
    throw new Error('Invalid configuration: SMS_GATEWAY_URL is required in production');
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: dataDirOf(e.DATA_DIR, env.INIT_CWD),
    databaseUrl: e.DATABASE_URL,
    eventStoreUrl: e.EVENTSTORE_URL,
    jwtSecret: e.JWT_SECRET,
    shopName: e.SHOP_NAME,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST ?? bffPath('../web/dist')),
    webServerEntry: resolve(e.WEB_SERVER_ENTRY ?? bffPath('../web/dist-server/render.js')),
    // Demo members with published passwords: production gets them only when asked for explicitly.
    seedDemoData: (e.SEED_DEMO_DATA ?? (e.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    orderPaymentWindowMinutes: e.ORDER_PAYMENT_WINDOW_MINUTES,
    catalogueMaxAgeMs: e.CATALOGUE_MAX_AGE_MS,
    projectionLeaderRetryMs: e.PROJECTION_LEADER_RETRY_MS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    sms: { gatewayUrl: e.SMS_GATEWAY_URL, gatewayToken: e.SMS_GATEWAY_TOKEN, senderId: e.SMS_SENDER_ID },
    smsGlobalHourlyLimit: e.SMS_GLOBAL_HOURLY_LIMIT,
    perAddressLimitFactor: e.PER_ADDRESS_LIMIT_FACTOR,
    oauth: {
      google: oidcProvider('Google', e.OAUTH_GOOGLE_CLIENT_IDS, e.OAUTH_GOOGLE_JWKS, e.OAUTH_GOOGLE_ISSUERS),
      facebook: oidcProvider(
        'Facebook',
        e.OAUTH_FACEBOOK_APP_IDS,
        e.OAUTH_FACEBOOK_JWKS,
        e.OAUTH_FACEBOOK_ISSUERS,
      ),
    },
    payments: {
      referencePrefix: e.PAYMENT_REFERENCE_PREFIX ?? (e.NODE_ENV === 'production' ? 'AD-PRO-' : 'DEV-'),
      globalPay: gatewaySettings(
        'GlobalPay',
        {
          GLOBALPAY_URL: e.GLOBALPAY_URL,
          GLOBALPAY_ACCESS_KEY: e.GLOBALPAY_ACCESS_KEY,
          GLOBALPAY_PROFILE_ID: e.GLOBALPAY_PROFILE_ID,
          GLOBALPAY_SECRET_KEY: e.GLOBALPAY_SECRET_KEY,
        },
        () => ({
          url: e.GLOBALPAY_URL as string,
          accessKey: e.GLOBALPAY_ACCESS_KEY as string,
          profileId: e.GLOBALPAY_PROFILE_ID as string,
          secretKey: e.GLOBALPAY_SECRET_KEY as string,
        }),
      ),
      payDollar: gatewaySettings(
        'PayDollar',
        {
          PAYDOLLAR_URL: e.PAYDOLLAR_URL,
          PAYDOLLAR_MERCHANT_CODE: e.PAYDOLLAR_MERCHANT_CODE,
          PAYDOLLAR_SECRET_KEY: e.PAYDOLLAR_SECRET_KEY,
        },
        () => ({
          url: e.PAYDOLLAR_URL as string,
          merchantCode: e.PAYDOLLAR_MERCHANT_CODE as string,
          secretKey: e.PAYDOLLAR_SECRET_KEY as string,
        }),
      ),
      publicUrl: e.PUBLIC_URL,
    },
    push: {
      vapid: gatewaySettings(
        'Web Push',
        {
          VAPID_PUBLIC_KEY: e.VAPID_PUBLIC_KEY,
          VAPID_PRIVATE_KEY: e.VAPID_PRIVATE_KEY,
          VAPID_SUBJECT: e.VAPID_SUBJECT,
        },
        () => ({
          publicKey: e.VAPID_PUBLIC_KEY as string,
          privateKey: e.VAPID_PRIVATE_KEY as string,
          subject: e.VAPID_SUBJECT as string,
        }),
      ),
      serviceOrigins: list(e.PUSH_SERVICE_ORIGINS),
    },
  };
}

/**
 * The repository's `./data` unless DATA_DIR says otherwise. `npm start` runs the bff from `bff/`, so a
 * relative DATA_DIR is read from where the command was typed (npm's INIT_CWD), not from the workspace.
 */
export function dataDirOf(dataDir: string | undefined, initCwd: string | undefined): string {
  if (dataDir === undefined) return bffPath('../data');
  return resolve(initCwd ?? process.cwd(), dataDir);
}
