import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const compose = readFileSync(new URL('../../../docker-compose.yml', import.meta.url), 'utf8');
const bffVariable = (name: string) => new RegExp(`^\\s+${name}: (.*)$`, 'm').exec(compose)?.[1];

describe('docker-compose.yml (the production shape)', () => {
  it('requires JWT_SECRET instead of carrying a default one', () => {
    expect(bffVariable('JWT_SECRET')).toMatch(/^\$\{JWT_SECRET:\?[^}]+\}$/);
  });

  it('runs in production and does not seed the demo members unless asked', () => {
    expect(bffVariable('NODE_ENV')).toBe('production');
    expect(bffVariable('SEED_DEMO_DATA')).toMatch(/^\$\{SEED_DEMO_DATA:-false\}$/);
  });
});
