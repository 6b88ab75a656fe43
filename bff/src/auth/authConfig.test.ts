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

  it('production needs a real SMS gateway', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow('SMS_GATEWAY_URL');
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', SMS_GATEWAY_URL: 'https://sms.example.com' }).nodeEnv,
    ).toBe('production');
  });
});
