import { resolve } from 'node:path';
import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  EVENTSTORE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  SHOP_NAME: z.string().default('悅港生活'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  WEB_SERVER_ENTRY: z.string().optional(),
  SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
  ORDER_PAYMENT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  TRUST_PROXY: z.string().optional(),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  SMS_SENDER_ID: z.string().max(11).default('JoyHarbour'),
  OAUTH_GOOGLE_CLIENT_IDS: z.string().optional(),
  OAUTH_GOOGLE_JWKS: z.string().optional(),
  OAUTH_GOOGLE_ISSUERS: z.string().default('https://accounts.google.com,accounts.google.com'),
  OAUTH_FACEBOOK_APP_IDS: z.string().optional(),
  OAUTH_FACEBOOK_JWKS: z.string().optional(),
  OAUTH_FACEBOOK_ISSUERS: z.string().default('https://www.facebook.com'),
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
  /**
   * Which proxies may set X-Forwarded-For (Fastify's trustProxy): unset trusts none, so a client cannot
   * fake its address past the per-address login limit; `true` or a comma-separated list of addresses/CIDRs.
   */
  trustProxy: boolean | string;
  /** The SMS gateway; without a URL (outside production) codes go to the development outbox. */
  sms: { gatewayUrl: string | undefined; gatewayToken: string | undefined; senderId: string };
  /** Identity providers for social sign-up and login; null when not configured. */
  oauth: { google: OidcProviderConfig | null; facebook: OidcProviderConfig | null };
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
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new Error('Invalid configuration: JWT_SECRET (at least 32 characters) is required in production');
  }
  if (e.NODE_ENV === 'production' && !e.SMS_GATEWAY_URL) {
    throw new Error('Invalid configuration: SMS_GATEWAY_URL is required in production');
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    eventStoreUrl: e.EVENTSTORE_URL,
    jwtSecret: e.JWT_SECRET,
    shopName: e.SHOP_NAME,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    webServerEntry: resolve(
      e.WEB_SERVER_ENTRY ?? new URL('../../web/dist-server/render.js', import.meta.url).pathname,
    ),
    seedDemoData: e.SEED_DEMO_DATA === 'true',
    orderPaymentWindowMinutes: e.ORDER_PAYMENT_WINDOW_MINUTES,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    sms: { gatewayUrl: e.SMS_GATEWAY_URL, gatewayToken: e.SMS_GATEWAY_TOKEN, senderId: e.SMS_SENDER_ID },
    oauth: {
      google: oidcProvider('Google', e.OAUTH_GOOGLE_CLIENT_IDS, e.OAUTH_GOOGLE_JWKS, e.OAUTH_GOOGLE_ISSUERS),
      facebook: oidcProvider(
        'Facebook',
        e.OAUTH_FACEBOOK_APP_IDS,
        e.OAUTH_FACEBOOK_JWKS,
        e.OAUTH_FACEBOOK_ISSUERS,
      ),
    },
  };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false;
  return value === 'true' ? true : value;
}
