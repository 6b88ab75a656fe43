import { describe, expect, it } from 'vitest';
import { scriptNonce, withScriptNonce } from './contentSecurityPolicy.ts';

describe('withScriptNonce', () => {
  it("adds the nonce to script-src and leaves style-src's 'unsafe-inline' alone", () => {
    expect(
      withScriptNonce("default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline'", 'abc'),
    ).toBe("default-src 'self';script-src 'self' 'nonce-abc';style-src 'self' 'unsafe-inline'");
  });

  it('does not take script-src-attr for script-src', () => {
    expect(withScriptNonce("script-src-attr 'none'; script-src 'self'", 'n')).toBe(
      "script-src-attr 'none';script-src 'self' 'nonce-n'",
    );
  });

  it('makes a script-src from default-src when the policy has none', () => {
    expect(withScriptNonce("default-src 'self' https://cdn.example", 'n')).toBe(
      "default-src 'self' https://cdn.example;script-src 'self' https://cdn.example 'nonce-n'",
    );
  });
});

describe('scriptNonce', () => {
  it('is 128 random bits in base64, new each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, scriptNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
