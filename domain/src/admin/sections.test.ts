import { describe, expect, it } from 'vitest';
import { combinedPermissions, grantsBeyond, OWNER_ROLE } from './sections.ts';

describe('grantsBeyond', () => {
  const holder = { permissions: 'write', orders: 'read', reports: 'write' } as const;

  it('names the sections granted beyond what the holder holds, in the menu order', () => {
    expect(grantsBeyond(holder, { products: 'read', orders: 'write', reports: 'write' })).toEqual([
      'orders',
      'products',
    ]);
  });

  it('passes a grant within the holder’s own, read under write included', () => {
    expect(grantsBeyond(holder, { orders: 'read', reports: 'read', permissions: 'write' })).toEqual([]);
    expect(grantsBeyond(holder, {})).toEqual([]);
  });

  it('lets the owner, who holds every section, grant any of them', () => {
    const owner = combinedPermissions([OWNER_ROLE], []);
    expect(grantsBeyond(owner, { orders: 'write', members: 'write', permissions: 'write' })).toEqual([]);
  });
});
