import type { Permissions } from '@shop/domain/admin/sections';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { TestDatabase } from '../db/testDatabases.ts';
import { bearer } from './testMembers.ts';
import { startTestShop, type TestShop } from './testShop.ts';

let made = 0;

/** A staff token for the demo owner (every section, read and write). */
export async function ownerToken(shop: TestShop): Promise<string> {
  const { rows } = await shop.db.query<{ staff_id: number; display_name: string; roles: string[] }>(
    "select staff_id, display_name, roles from staff where username = 'owner'",
  );
  const owner = rows[0];
  if (!owner) throw new Error('the demo seed has no owner');
  return shop.app.auth.issueStaffToken({
    staffId: owner.staff_id,
    displayName: owner.display_name,
    roles: owner.roles,
    tokensValidAfter: null,
  });
}

/**
 * A new staff member holding one new role with exactly `permissions`, and their token. The password hash is a
 * placeholder: tests that log in through the API create staff through the permissions section instead.
 */
export async function staffWith(
  shop: TestShop,
  permissions: Permissions,
): Promise<{ staffId: number; role: string; token: string }> {
  made += 1;
  const role = `test-role-${process.pid}-${made}`;
  await shop.db.query('insert into staff_roles (role, label, permissions) values ($1, $1, $2)', [
    role,
    JSON.stringify(permissions),
  ]);
  const { rows } = await shop.db.query<{ staff_id: number }>(
    `insert into staff (username, display_name, password_hash, roles) values ($1, $1, 'not a hash', $2)
     returning staff_id`,
    [role, [role]],
  );
  const staffId = Number(rows[0]!.staff_id);
  const token = shop.app.auth.issueStaffToken({
    staffId,
    displayName: role,
    roles: [role],
    tokensValidAfter: null,
  });
  return { staffId, role, token };
}

/** What a back-office suite works with, once its `beforeAll` has run. */
export interface BackOffice {
  readonly shop: TestShop;
  /** The demo owner's token (every section, read and write). */
  readonly owner: string;
  /** A JSON request to the shop as `token`, the owner unless another is given. */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    token?: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
}

/**
 * Registers, in the calling `describe`, the real shop on `leg` started before its tests (with the owner's
 * token) and closed after them. Read `shop` and `owner` in hooks and tests, not while the block is collected.
 */
export function backOfficeSuite(leg: TestDatabase): BackOffice {
  let shop: TestShop | undefined;
  let owner: string | undefined;
  beforeAll(async () => {
    shop = await startTestShop(leg);
    owner = await ownerToken(shop);
  });
  afterAll(() => shop?.close());
  const started = <T>(value: T | undefined): T => {
    if (value === undefined)
      throw new Error('the back-office shop starts in beforeAll: read it in a hook or test');
    return value;
  };
  const office: BackOffice = {
    get shop() {
      return started(shop);
    },
    get owner() {
      return started(owner);
    },
    call: (method, url, token = office.owner, payload) =>
      office.shop.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) }),
  };
  return office;
}
