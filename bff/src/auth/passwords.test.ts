import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, SCRYPT_DEFAULTS, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('Passw0rd!');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
    expect(await verifyPassword('Passw0rd!', stored)).toBe(true);
    expect(await verifyPassword('passw0rd!', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const a = await hashPassword('same password');
    const b = await hashPassword('same password');
    expect(a).not.toBe(b);
    expect(await verifyPassword('same password', b)).toBe(true);
  });

  it('reads the parameters from the stored string', async () => {
    const cheap = await hashPassword('Passw0rd!', { N: 1024, r: 8, p: 1 });
    expect(cheap.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('Passw0rd!', cheap)).toBe(true);
    expect(needsRehash(cheap)).toBe(true);
    expect(needsRehash(await hashPassword('x', SCRYPT_DEFAULTS))).toBe(false);
  });

  it('treats malformed or tampered hashes as no match', async () => {
    const stored = await hashPassword('Passw0rd!');
    const parts = stored.split('$');
    const tamperedHash = [...parts.slice(0, 5), Buffer.alloc(32, 1).toString('base64url')].join('$');
    expect(await verifyPassword('Passw0rd!', tamperedHash)).toBe(false);
    expect(await verifyPassword('Passw0rd!', 'plain-text')).toBe(false);
    expect(await verifyPassword('Passw0rd!', stored.replace('scrypt$32768', 'scrypt$1000'))).toBe(false);
    expect(await verifyPassword('Passw0rd!', stored.replace('scrypt$32768', `scrypt$${2 ** 24}`))).toBe(
      false,
    );
    expect(needsRehash('bcrypt$whatever')).toBe(true);
  });
});
