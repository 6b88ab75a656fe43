import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/testDatabases.ts';
import { bearer, claimsOf, insertMember, login, ORDINARY, VIP } from '../testing/testMembers.ts';
import { startTestShop, type TestShop } from '../testing/testShop.ts';
import { MEMBER_TOKEN_TTL_SECONDS, staffOf } from './auth.ts';

describe.each(testDatabases())('member and staff tokens on $name', (leg) => {
  let shop: TestShop;
  let staffId: number;

  beforeAll(async () => {
    shop = await startTestShop(leg);
    // A staff-only route, as the admin area will have.
    shop.app.get('/test/staff', { preHandler: shop.app.auth.authenticateStaff }, async (request) =>
      staffOf(request),
    );
    const { rows } = await shop.db.query<{ staff_id: number }>(
      `select staff_id from staff where username = 'owner'`,
    );
    staffId = Number(rows[0]?.staff_id);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const me = (token?: string) =>
    shop.app.inject({
      method: 'GET',
      url: '/api/member/',
      headers: token === undefined ? {} : bearer(token),
    });
  const staffRoute = (token: string) =>
    shop.app.inject({ method: 'GET', url: '/test/staff', headers: bearer(token) });
  const staffToken = () =>
    shop.app.auth.issueStaffToken({
      staffId,
      displayName: '店主 Owner',
      roles: ['owner'],
      tokensValidAfter: null,
    });

  it('a member route without a token is a 401 asking for a bearer token', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json().error.code).toBe('UNAUTHORIZED');
    expect(
      (await shop.app.inject({ method: 'GET', url: '/api/member/', headers: { authorization: 'Basic abc' } }))
        .statusCode,
    ).toBe(401);
  });

  it('a member token works until its exp, then is a 401 TOKEN_EXPIRED', async () => {
    const token = await login(shop.app, ORDINARY.username, ORDINARY.password);
    expect(claimsOf(token).exp).toBe(
      Math.floor(shop.clock.now().getTime() / 1000) + MEMBER_TOKEN_TTL_SECONDS,
    );
    shop.clock.advance(MEMBER_TOKEN_TTL_SECONDS * 1000 - 1000);
    expect((await me(token)).statusCode).toBe(200);
    shop.clock.advance(1000);
    const expired = await me(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('TOKEN_EXPIRED');
  });

  it('a staff token never passes the member check, and a member token never passes the staff check', async () => {
    const staff = staffToken();
    expect(claimsOf(staff)).toMatchObject({ typ: 'staff', roles: ['owner'], sub: String(staffId) });
    expect((await staffRoute(staff)).json()).toMatchObject({
      staffId,
      roles: ['owner'],
      permissions: { orders: 'write' },
    });
    expect((await me(staff)).statusCode).toBe(401);

    const member = await login(shop.app, VIP.username, VIP.password);
    expect((await me(member)).statusCode).toBe(200);
    const refused = await staffRoute(member);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('TOKEN_INVALID');
  });

  it('a staff member who was deactivated loses access at once', async () => {
    const staff = staffToken();
    await shop.db.query('update staff set active = false where staff_id = $1', [staffId]);
    try {
      expect((await staffRoute(staff)).statusCode).toBe(401);
    } finally {
      await shop.db.query('update staff set active = true where staff_id = $1', [staffId]);
    }
  });

  // Forged, expired and revoked tokens on every route: http/access.int.test.ts.
  it('refuses the token of a member that is gone', async () => {
    const memberId = await insertMember(shop.db, {
      phone: '55507777',
      email: 'gone@example.com',
      passwordHash: 'x',
    });
    const orphan = shop.app.auth.issueMemberToken({
      memberId,
      firstname: 'a',
      lastname: 'b',
      email: 'gone@example.com',
      memberLevelId: 1,
      tokensValidAfter: null,
    });
    expect((await me(orphan)).statusCode).toBe(200);
    await shop.db.query('delete from members where member_id = $1', [memberId]);
    expect((await me(orphan)).statusCode).toBe(401);
  });

  it('a token issued before tokens_valid_after is revoked; one issued after it works, even in the same second', async () => {
    const before = await login(shop.app, VIP.username, VIP.password);
    shop.clock.advance(400);
    await shop.db.query(`update members set tokens_valid_after = $1 where phone = $2`, [
      shop.clock.now(),
      VIP.phone,
    ]);
    const revoked = await me(before);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error.code).toBe('TOKEN_REVOKED');
    shop.clock.advance(100);
    const after = await login(shop.app, VIP.username, VIP.password);
    expect((await me(after)).statusCode).toBe(200);
  });
});
