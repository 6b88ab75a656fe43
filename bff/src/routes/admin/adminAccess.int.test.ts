import { ADMIN_SECTIONS, type AdminSection, allows, type Permissions } from '@shop/domain/admin/sections';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../db/testDatabases.ts';
import type { StaffAccess } from '../../http/access.ts';
import { bearer } from '../../testing/testMembers.ts';
import { backOfficeSuite, staffWith } from '../../testing/testStaff.ts';

/** Admin routes any signed-in staff member may call: log-in itself, their profile, log-out, the audit trail. */
const OPEN_TO_ANY_STAFF = new Set(['GET /api/admin/me', 'POST /api/admin/logout', 'GET /api/admin/audit']);
const LOGIN = 'POST /api/admin/login';

const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');

for (const leg of testDatabases()) {
  describe(`every back-office route checks the caller's role on ${leg.name}`, () => {
    const office = backOfficeSuite(leg);
    const adminRoutes = () =>
      office.shop.app
        .registeredRoutes()
        .filter((route) => route.url.startsWith('/api/admin') && route.method !== 'HEAD')
        .map((route) => ({ ...route, key: `${route.method} ${route.url}` }))
        .filter((route) => route.key !== LOGIN);

    it('puts every admin route behind a staff check of its section (writes need the write grant)', () => {
      const routes = adminRoutes();
      expect(routes.length).toBeGreaterThan(OPEN_TO_ANY_STAFF.size);
      for (const route of routes) {
        const access = route.access as StaffAccess | null;
        expect(
          access !== null && typeof access === 'object' && 'staff' in access,
          `${route.key} has no staff rule`,
        ).toBe(true);
        if (access!.staff === null) {
          expect(OPEN_TO_ANY_STAFF.has(route.key), `${route.key} is open to any staff`).toBe(true);
          continue;
        }
        expect(access!.write, `${route.key}: only GET may be a read`).toBe(route.method !== 'GET');
      }
    });

    it('refuses a caller without a token (member and forged tokens: http/access.int.test.ts)', async () => {
      for (const route of adminRoutes()) {
        const anonymous = await office.shop.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
        });
        expect(anonymous.statusCode, `${route.key} without a token`).toBe(401);
      }
    });

    it('lets each role do exactly what its grants allow: reads with read, writes with write, 403 elsewhere', async () => {
      // Logging out would end the token the walk uses; it is open to any staff member (checked above).
      const routes = adminRoutes().filter((route) => route.key !== 'POST /api/admin/logout');
      const wrong: string[] = [];
      /** Sends each route once with a new role's token; notes each answer that is not what the grants say. */
      async function walk(permissions: Permissions, walked: typeof routes) {
        const { token } = await staffWith(office.shop, permissions);
        const answers = await Promise.all(
          walked.map((route) =>
            office.shop.app.inject({
              method: route.method as 'GET',
              url: concreteUrl(route.url),
              headers: bearer(token),
            }),
          ),
        );
        answers.forEach((answer, index) => {
          const route = walked[index]!;
          const { staff: section, write } = route.access as StaffAccess;
          const allowed = section === null || allows(permissions, section, write);
          const forbidden = answer.statusCode === 403 && answer.json().error.code === 'FORBIDDEN';
          if (answer.statusCode === 401 || forbidden === allowed)
            wrong.push(`${route.key} for ${JSON.stringify(permissions)}: ${answer.statusCode}`);
        });
        return token;
      }
      for (const [index, section] of ADMIN_SECTIONS.entries()) {
        const own = routes.filter((route) => (route.access as StaffAccess).staff === section);
        const anyStaff = routes.filter((route) => (route.access as StaffAccess).staff === null);
        const reader = await walk({ [section]: 'read' }, [...own, ...anyStaff]);
        await walk({ [section]: 'write' }, own);
        // Every other section's grant, at its widest, opens none of this section's routes.
        const others = ADMIN_SECTIONS.filter((other) => other !== section);
        await walk(Object.fromEntries(others.map((other) => [other, 'write'])), own);
        // The change log is open to any staff member, but only for the sections their role may read.
        const next = ADMIN_SECTIONS[(index + 1) % ADMIN_SECTIONS.length]!;
        for (const [logOf, expected] of [
          [section, 200],
          [next, 403],
        ] as const) {
          const audit = await office.shop.app.inject({
            url: `/api/admin/audit?section=${logOf}`,
            headers: bearer(reader),
          });
          if (audit.statusCode !== expected)
            wrong.push(`the change log of ${logOf} for a ${section} reader: ${audit.statusCode}`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it('applies a lowered grant, a role taken away and a deactivation on the next call', async () => {
      const clerk = await staffWith(office.shop, { orders: 'write' });
      const manager = await staffWith(office.shop, { permissions: 'write', orders: 'write' });
      const asManager = (method: 'PUT' | 'PATCH', url: string, payload: Record<string, unknown>) =>
        office.shop.app.inject({ method, url, headers: bearer(manager.token), payload });
      const clerkCalls = async () => {
        const [read, write] = await Promise.all([
          office.shop.app.inject({ url: '/api/admin/orders', headers: bearer(clerk.token) }),
          office.shop.app.inject({
            method: 'POST',
            url: '/api/admin/orders/1/cancel',
            headers: bearer(clerk.token),
          }),
        ]);
        return [read, write].map((answer) =>
          answer.statusCode === 200 || answer.statusCode === 403 || answer.statusCode === 401
            ? `${answer.statusCode} ${answer.json().error?.code ?? ''}`.trim()
            : 'allowed',
        );
      };
      expect(await clerkCalls()).toEqual(['200', 'allowed']);
      const lowered = await asManager('PUT', `/api/admin/roles/${clerk.role}`, {
        label: clerk.role,
        permissions: { orders: 'read' },
      });
      expect(lowered.statusCode, lowered.body).toBe(200);
      expect(await clerkCalls()).toEqual(['200', '403 FORBIDDEN']);
      const nothing = await staffWith(office.shop, {});
      const takenAway = await asManager('PATCH', `/api/admin/staff/${clerk.staffId}`, {
        roles: [nothing.role],
      });
      expect(takenAway.statusCode, takenAway.body).toBe(200);
      expect(await clerkCalls()).toEqual(['403 FORBIDDEN', '403 FORBIDDEN']);
      const deactivated = await asManager('PATCH', `/api/admin/staff/${clerk.staffId}`, { active: false });
      expect(deactivated.statusCode, deactivated.body).toBe(200);
      expect(await clerkCalls()).toEqual(['401 TOKEN_INVALID', '401 TOKEN_INVALID']);
    });

    it('gives the owner every section and a role exactly its grants', async () => {
      const asOwner = await office.shop.app.inject({ url: '/api/admin/me', headers: bearer(office.owner) });
      expect(asOwner.statusCode).toBe(200);
      const everything = Object.fromEntries(ADMIN_SECTIONS.map((section) => [section, 'write']));
      expect(asOwner.json().permissions).toEqual(everything);
      const clerk = await staffWith(office.shop, { orders: 'write', members: 'read' });
      const me = await office.shop.app.inject({ url: '/api/admin/me', headers: bearer(clerk.token) });
      expect(me.json().permissions).toEqual({ orders: 'write', members: 'read' } satisfies Partial<
        Record<AdminSection, string>
      >);
    });

    it('logs staff in with their own accounts, limits failures, and ends a session on log-out', async () => {
      const wrong = await office.shop.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: 'owner', password: 'wrong password' },
      });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error.code).toBe('LOGIN_FAILED');
      const login = await office.shop.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: 'OWNER', password: 'Passw0rd!' },
      });
      expect(login.statusCode).toBe(200);
      const { token, staff } = login.json();
      expect(staff).toMatchObject({ username: 'owner', roles: ['owner'] });
      // A staff token is no member token.
      const asMember = await office.shop.app.inject({ url: '/api/order/member', headers: bearer(token) });
      expect(asMember.statusCode).toBe(401);
      const out = await office.shop.app.inject({
        method: 'POST',
        url: '/api/admin/logout',
        headers: bearer(token),
      });
      expect(out.statusCode).toBe(200);
      const after = await office.shop.app.inject({ url: '/api/admin/me', headers: bearer(token) });
      expect(after.statusCode).toBe(401);
      expect(after.json().error.code).toBe('TOKEN_REVOKED');
    });

    it('slows down a flood of wrong staff passwords from one address', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        const response = await office.shop.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          remoteAddress: '10.9.8.7',
          payload: { username: 'nobody-here', password: `guess ${i}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.at(-1)).toBe(429);
    });
  });
}
