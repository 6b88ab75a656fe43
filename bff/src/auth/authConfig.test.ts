import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { testSigningKey } from '../testing/testOidcKeys.ts';

const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) };

describe('member-account settings', () => {
  it('reads the SMS gateway and the identity providers', () => {
    const key = testSigningKey('k1');
    const config = loadConfig({
      ...base,
      SMS_GATEWAY_URL: 'https://sms.example.com/send',
      SMS_GATEWAY_TOKEN: 'token',
      OAUTH_GOOGLE_CLIENT_IDS: 'web-client, ios-client',
      OAUTH_GOOGLE_JWKS: JSON.stringify({ keys: [key.publicJwk] }),
    });
    expect(config.sms).toEqual({
      gatewayUrl: 'https://sms.example.com/send',
      gatewayToken: 'token',
      senderId: 'JoyHarbour',
    });
    expect(config.oauth.google).toEqual({
      issuers: ['https://accounts.google.com', 'accounts.google.com'],
      audiences: ['web-client', 'ios-client'],
      jwks: { keys: [key.publicJwk] },
    });
    expect(config.oauth.facebook).toBeNull();
  });

  it('refuses a half-configured provider and a JWKS that is not one', () => {
    expect(() => loadConfig({ ...base, OAUTH_FACEBOOK_APP_IDS: '123' })).toThrow('needs both');
    expect(() =>
      loadConfig({ ...base, OAUTH_FACEBOOK_APP_IDS: '123', OAUTH_FACEBOOK_JWKS: '{oops' }),
    ).toThrow('not JSON');
    expect(() =>
      loadConfig({ ...base, OAUTH_FACEBOOK_APP_IDS: '123', OAUTH_FACEBOOK_JWKS: '{"keys":[]}' }),
    ).toThrow('"keys" list');
  });

  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'Zq3v9LkT0pXw7sYb2mNc8RfH4jDg6uEa1oQi5ByK',
    SMS_GATEWAY_URL: 'https://sms.example.com',
  };

  it('production needs a real SMS gateway', () => {
    expect(() => loadConfig({ ...production, SMS_GATEWAY_URL: '' })).toThrow('SMS_GATEWAY_URL');
    expect(loadConfig(production).nodeEnv).toBe('production');
  });

  it('production refuses a missing, published or predictable JWT secret', () => {
    expect(() => loadConfig({ ...production, JWT_SECRET: '' })).toThrow(
      'JWT_SECRET (at least 32 characters) is required',
    );
    expect(() =>
      loadConfig({ ...production, JWT_SECRET: 'change-me-to-a-long-random-secret-of-48-chars' }),
    ).toThrow('published with the shop');
    expect(() => loadConfig({ ...production, JWT_SECRET: 'x'.repeat(40) })).toThrow('too predictable');
    // Outside production the embedded shop generates its own secret when none is given.
    expect(loadConfig({ NODE_ENV: 'development' }).jwtSecret).toBeUndefined();
  });

  it('seeds the demo members outside production, and in production only when asked', () => {
    expect(loadConfig(base).seedDemoData).toBe(true);
    expect(loadConfig(production).seedDemoData).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({ ...base, SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });

  it('trusts a number of proxy hops or listed proxies, never any X-Forwarded-For', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 192.168.1.7, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
    ]);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow('TRUST_PROXY=1');
    expect(() => loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/33,proxy.local' })).toThrow(
      'no address or CIDR: 10.0.0.0/33, proxy.local',
    );
  });
});
