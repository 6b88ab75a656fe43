import { ADMIN_SECTIONS, type Permissions } from '@shop/domain/admin/sections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/testDatabases.ts';
import { type ForgedToken, forgeriesOf, respelled } from '../testing/forgedTokens.ts';
import { bearer, insertMember } from '../testing/testMembers.ts';
import { startTestShop, type TestShop } from '../testing/testShop.ts';
import { staffWith } from '../testing/testStaff.ts';
import { membersOnly, publicRoutes, type RegisteredRoute } from './access.ts';

/** A concrete url for a route pattern (`/api/member/address/:addressId` → `/api/member/address/1`). */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');
const keyOf = (route: RegisteredRoute) => `${route.method} ${route.url}`;
const EVERY_SECTION = Object.fromEntries(ADMIN_SECTIONS.map((section) => [section, 'write'])) as Permissions;

interface RefusedToken {
  label: string;
  token: string;
  code: ForgedToken['code'] | 'TOKEN_REVOKED' | 'MEMBER_DISABLED';
}

describe.each(testDatabases())('who may call a route, on $name', (leg) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(leg);
    // A public plugin holding a plugin of its own and a members-only one, as routes/ might grow them.
    await shop.app.register(async (outer) => {
      publicRoutes(outer);
      outer.get('/test/open', async () => 'open');
      await outer.register(async (inner) => {
        inner.get('/test/inner', async () => 'inner');
      });
      await outer.register(async (inner) => {
        membersOnly(inner);
        inner.get('/test/members', async () => 'members');
      });
    });
  });
  afterAll(async () => {
    await shop?.close();
  });

  const memberRoutes = () => shop.app.registeredRoutes().filter((route) => route.access === 'member');
  const apiRoutes = () =>
    shop.app.registeredRoutes().filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD');

  it('every API route declares who may call it, and HEAD follows its GET', () => {
    const undeclared = apiRoutes().filter((route) => route.access === null);
    expect(
      undeclared.map(keyOf),
      'routes without config.access (public, member, optionalMember or staff)',
    ).toEqual([]);
    const getAccess = new Map(apiRoutes().map((route) => [keyOf(route), route.access]));
    const heads = shop.app.registeredRoutes().filter((route) => route.method === 'HEAD');
    for (const head of heads.filter((route) => route.url.startsWith('/api/')))
      expect(head.access, `HEAD ${head.url}`).toEqual(getAccess.get(`GET ${head.url}`));
  });

  it("publicRoutes opens its plugin's own routes only, never a child plugin's", async () => {
    const accessOf = (url: string) =>
      shop.app.registeredRoutes().find((route) => route.method === 'GET' && route.url === url)?.access;
    expect([accessOf('/test/open'), accessOf('/test/inner'), accessOf('/test/members')]).toEqual([
      'public',
      null,
      'member',
    ]);
    expect((await shop.app.inject({ url: '/test/members' })).statusCode).toBe(401);
  });

  it('knows the member routes: the account, addresses, favourites, the cart, own coupons, member pricing', () => {
    const urls = new Set(memberRoutes().map((route) => `${route.method} ${route.url}`));
    for (const expected of [
      'GET /api/member/',
      'POST /api/member/update',
      'POST /api/member/refreshToken',
      'POST /api/member/address',
      'DELETE /api/member/address',
      'PUT /api/member/favourite',
      'POST /api/shoppingCart/cartProduct/add',
      'POST /api/shoppingCart/clean',
      'GET /api/coupon/available',
      'POST /api/order/member/pre',
    ])
      expect(urls).toContain(expected);
  });

  it('every member route, sent a body its schema refuses and no token, answers 401 before validating', async () => {
    const refused: string[] = [];
    for (const route of memberRoutes()) {
      if (route.method === 'HEAD') continue;
      const response = await shop.app.inject({
        method: route.method as 'GET',
        url: `${concrete(route.url)}?productId=x&countryId=x`,
        headers: { 'content-type': 'application/json' },
        ...(route.method === 'GET' ? {} : { payload: '{"memberId":"x","productId":[],"quantity":-1}' }),
      });
      if (response.statusCode !== 401 || response.json().error.code !== 'UNAUTHORIZED')
        refused.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body}`);
    }
    expect(refused).toEqual([]);
  });

  it('adding to the cart without a token is a 401 with no field details', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/shoppingCart/cartProduct/add',
      payload: { productId: 'x' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Please log in.' } });
  });

  it('an optional-member route refuses a bad token before validating, and serves a guest', async () => {
    const badToken = await shop.app.inject({
      method: 'GET',
      url: '/api/coupon?couponCode=',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(badToken.statusCode).toBe(401);
    const guest = await shop.app.inject({ method: 'GET', url: '/api/coupon?couponCode=' });
    expect(guest.statusCode).toBe(400);
  });
  /** A member straight into the table, with a token issued now. */
  async function memberWithToken(): Promise<{ memberId: number; token: string }> {
    madeMembers += 1;
    const phone = `5${String(process.pid % 1000).padStart(3, '0')}${String(madeMembers).padStart(4, '0')}`;
    const email = `access-${phone}@example.com`;
    const memberId = await insertMember(shop.db, { phone, email, passwordHash: 'x' });
    const token = shop.app.auth.issueMemberToken({
      memberId,
      firstname: 'a',
      lastname: 'b',
      email,
      memberLevelId: 1,
      tokensValidAfter: null,
    });
    return { memberId, token };
  }
  let madeMembers = 0;

  /**
   * A back-office call by a manager of staff and members (the revocations go through the API), holding every
   * section: staff hand on and change only what they hold themselves.
   */
  async function manage(method: 'PUT' | 'PATCH', url: string, payload: Record<string, unknown>) {
    const manager = await staffWith(shop, EVERY_SECTION);
    // Tokens carry whole seconds: a revocation in the second a token was issued would not reach it.
    shop.clock.advance(1000);
    const answer = await shop.app.inject({ method, url, headers: bearer(manager.token), payload });
    expect(answer.statusCode, answer.body).toBe(200);
  }

  /** Every (route, token) pair that was not refused with 401 and the token's code. */
  async function accepted(routes: readonly RegisteredRoute[], tokens: readonly RefusedToken[]) {
    const wrong: string[] = [];
    for (const route of routes) {
      const answers = await Promise.all(
        tokens.map((bad) =>
          shop.app.inject({
            method: route.method as 'GET',
            url: concrete(route.url),
            headers: bearer(bad.token),
          }),
        ),
      );
      answers.forEach((answer, index) => {
        const bad = tokens[index]!;
        const code = answer.statusCode === 401 ? answer.json().error.code : answer.statusCode;
        if (code !== bad.code) wrong.push(`${keyOf(route)} with ${bad.label}: ${code}`);
      });
    }
    return wrong;
  }

  it('every member route refuses a forged, expired or revoked member token, and a staff token', async () => {
    const live = await memberWithToken();
    const other = await memberWithToken();
    const me = await shop.app.inject({ url: '/api/member/', headers: bearer(live.token) });
    expect(me.statusCode, 'the genuine token is accepted').toBe(200);
    const loggedOut = await memberWithToken();
    const logout = await shop.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(loggedOut.token),
    });
    expect(logout.statusCode).toBe(200);
    const disabled = await memberWithToken();
    await manage('PUT', `/api/admin/members/${disabled.memberId}/status`, { disabled: true, reason: 'test' });
    const enabledAgain = await memberWithToken();
    await manage('PUT', `/api/admin/members/${enabledAgain.memberId}/status`, {
      disabled: true,
      reason: 'test',
    });
    await manage('PUT', `/api/admin/members/${enabledAgain.memberId}/status`, { disabled: false });
    const tokens: RefusedToken[] = [
      ...forgeriesOf(live.token, shop.config.jwtSecret!, shop.clock.now(), { sub: String(other.memberId) }),
      { label: 'a logged-out token', token: loggedOut.token, code: 'TOKEN_REVOKED' },
      { label: 'a logged-out token respelled', token: respelled(loggedOut.token), code: 'TOKEN_INVALID' },
      { label: "a disabled member's token", token: disabled.token, code: 'MEMBER_DISABLED' },
      { label: 'a token from before a disabling', token: enabledAgain.token, code: 'TOKEN_REVOKED' },
      { label: 'a staff token', token: (await staffWith(shop, EVERY_SECTION)).token, code: 'TOKEN_INVALID' },
    ];
    const routes = apiRoutes().filter(
      (route) => route.access === 'member' || route.access === 'optionalMember',
    );
    // A logged-out session cannot be refreshed into a new one.
    expect(routes.map(keyOf)).toContain('POST /api/member/refreshToken');
    expect(await accepted(routes, tokens)).toEqual([]);
  });

  it('every back-office route refuses a forged, expired or revoked staff token, and a member token', async () => {
    const live = await staffWith(shop, EVERY_SECTION);
    const other = await staffWith(shop, {});
    const me = await shop.app.inject({ url: '/api/admin/me', headers: bearer(live.token) });
    expect(me.statusCode, 'the genuine token is accepted').toBe(200);
    const loggedOut = await staffWith(shop, EVERY_SECTION);
    const logout = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: bearer(loggedOut.token),
    });
    expect(logout.statusCode).toBe(200);
    const deactivated = await staffWith(shop, EVERY_SECTION);
    await manage('PATCH', `/api/admin/staff/${deactivated.staffId}`, { active: false });
    const activeAgain = await staffWith(shop, EVERY_SECTION);
    await manage('PATCH', `/api/admin/staff/${activeAgain.staffId}`, { active: false });
    await manage('PATCH', `/api/admin/staff/${activeAgain.staffId}`, { active: true });
    const tokens: RefusedToken[] = [
      ...forgeriesOf(live.token, shop.config.jwtSecret!, shop.clock.now(), {
        sub: String(other.staffId),
        roles: ['owner'],
      }),
      { label: 'a logged-out token', token: loggedOut.token, code: 'TOKEN_REVOKED' },
      { label: 'a logged-out token respelled', token: respelled(loggedOut.token), code: 'TOKEN_INVALID' },
      { label: "a deactivated staff member's token", token: deactivated.token, code: 'TOKEN_INVALID' },
      { label: 'a token from before a deactivation', token: activeAgain.token, code: 'TOKEN_REVOKED' },
      { label: 'a member token', token: (await memberWithToken()).token, code: 'TOKEN_INVALID' },
    ];
    const routes = apiRoutes().filter((route) => typeof route.access === 'object' && route.access !== null);
    expect(routes.length).toBeGreaterThan(50);
    expect(await accepted(routes, tokens)).toEqual([]);
  });
});
