import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../db/testDatabases.ts';
import { backOfficeSuite, staffWith } from '../../../testing/testStaff.ts';

for (const leg of testDatabases()) {
  describe(`the permissions section on ${leg.name}`, () => {
    const office = backOfficeSuite(leg);
    const { call } = office;
    const logIn = (username: string, password: string) =>
      office.shop.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password } });

    it('creates a staff member with the orders role only, who then opens orders and not products', async () => {
      const created = await call('POST', '/api/admin/staff', office.owner, {
        username: 'May.Chan',
        displayName: '陳美 May',
        password: 'Shipping2026',
        roles: ['orders'],
      });
      expect(created.statusCode).toBe(200);
      expect(created.json()).toMatchObject({ username: 'may.chan', roles: ['orders'], active: true });

      const login = await logIn('may.chan', 'Shipping2026');
      expect(login.statusCode).toBe(200);
      const { token, staff } = login.json();
      expect(staff.permissions.orders).toBe('write');
      expect(staff.permissions.products).toBeUndefined();
      expect((await call('GET', '/api/admin/staff', token)).statusCode).toBe(403);

      const again = await call('POST', '/api/admin/staff', office.owner, {
        username: 'may.chan',
        displayName: 'Another',
        password: 'Shipping2026',
        roles: ['orders'],
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('USERNAME_TAKEN');
    });

    it('refuses a weak password, an unknown role and hostile names, and writes nothing', async () => {
      const before = await office.shop.db.query('select count(*) as n from staff');
      for (const payload of [
        { username: 'weak.one', displayName: 'Weak', password: 'short', roles: ['orders'] },
        { username: 'no.role', displayName: 'No role', password: 'LongEnough123', roles: ['no-such-role'] },
        { username: 'nul\u0000name', displayName: 'Nul', password: 'LongEnough123', roles: ['orders'] },
        { username: 'ok.name', displayName: 'x'.repeat(61), password: 'LongEnough123', roles: ['orders'] },
      ]) {
        const response = await call('POST', '/api/admin/staff', office.owner, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json().error.code).toMatch(/VALIDATION_FAILED|ROLE_NOT_FOUND|INVALID_CHARACTERS/);
      }
      const after = await office.shop.db.query('select count(*) as n from staff');
      expect(after.rows).toEqual(before.rows);
    });

    it('changes a role at once for its holders, and records who changed what, before and after', async () => {
      const saved = await call('PUT', '/api/admin/roles/stock-keeper', office.owner, {
        label: '倉務 Stock',
        permissions: { inventory: 'read' },
      });
      expect(saved.statusCode).toBe(200);
      const keeper = await call('POST', '/api/admin/staff', office.owner, {
        username: 'stock.keeper',
        displayName: 'Stock keeper',
        password: 'Warehouse2026',
        roles: ['stock-keeper'],
      });
      expect(keeper.statusCode).toBe(200);
      const token = (await logIn('stock.keeper', 'Warehouse2026')).json().token;
      expect((await call('GET', '/api/admin/me', token)).json().permissions).toEqual({ inventory: 'read' });
      await call('PUT', '/api/admin/roles/stock-keeper', office.owner, {
        label: '倉務 Stock',
        permissions: { inventory: 'write', products: 'read' },
      });
      expect((await call('GET', '/api/admin/me', token)).json().permissions).toEqual({
        inventory: 'write',
        products: 'read',
      });

      const audit = await call('GET', '/api/admin/audit?section=permissions&entityId=stock-keeper');
      expect(audit.statusCode).toBe(200);
      const [latest, first] = audit.json().items;
      expect(latest).toMatchObject({
        action: 'role.updated',
        staffName: '店主 Owner',
        before: { permissions: { inventory: 'read' } },
        after: { permissions: { inventory: 'write', products: 'read' } },
      });
      expect(first).toMatchObject({ action: 'role.created', before: null });
      expect((await call('DELETE', '/api/admin/roles/stock-keeper')).json().error.code).toBe('ROLE_IN_USE');
    });

    it('lets a permissions writer hand on only what they hold, and never touch an owner', async () => {
      const manager = await staffWith(office.shop, {
        permissions: 'write',
        orders: 'write',
        reports: 'read',
      });
      const ownerId = (
        await office.shop.db.query<{ staff_id: number }>(
          "select staff_id from staff where username = 'owner'",
        )
      ).rows[0]!.staff_id;
      const footprint = async () =>
        (
          await office.shop.db.query(
            `select (select json_agg(s order by staff_id) from staff s) as staff,
                    (select json_agg(r order by role) from staff_roles r) as roles,
                    (select count(*) from admin_audit) as audit`,
          )
        ).rows;
      const before = await footprint();
      const attempts = [
        {
          method: 'PUT',
          url: '/api/admin/roles/all-areas',
          body: { label: 'All', permissions: { members: 'write' } },
          code: 'GRANT_BEYOND_OWN',
        },
        {
          method: 'PUT',
          url: '/api/admin/roles/orders',
          body: { label: 'Orders', permissions: { orders: 'read' } },
          code: 'GRANT_BEYOND_OWN',
        },
        {
          method: 'PUT',
          url: '/api/admin/roles/reporter',
          body: { label: 'Reporter', permissions: { reports: 'write' } },
          code: 'GRANT_BEYOND_OWN',
        },
        {
          method: 'POST',
          url: '/api/admin/staff',
          body: { username: 'new.owner', displayName: 'New', password: 'Takeover2026', roles: ['owner'] },
          code: 'OWNER_ONLY',
        },
        {
          method: 'PATCH',
          url: `/api/admin/staff/${manager.staffId}`,
          body: { roles: ['owner'] },
          code: 'OWNER_ONLY',
        },
        {
          method: 'PATCH',
          url: `/api/admin/staff/${ownerId}`,
          body: { password: 'Takeover2026' },
          code: 'OWNER_ONLY',
        },
        { method: 'DELETE', url: '/api/admin/roles/orders', body: undefined, code: 'GRANT_BEYOND_OWN' },
      ] as const;
      for (const { method, url, body, code } of attempts) {
        const refused = await call(method, url, manager.token, body);
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        expect(refused.json().error.code).toBe(code);
      }
      expect(await footprint()).toEqual(before);

      const within = await call('PUT', '/api/admin/roles/order-desk', manager.token, {
        label: 'Order desk',
        permissions: { orders: 'write', reports: 'read' },
      });
      expect(within.statusCode, within.body).toBe(200);
    });

    it('never loses the last active owner, and a deactivated member of staff is signed out', async () => {
      const { rows } = await office.shop.db.query<{ staff_id: number }>(
        "select staff_id from staff where username = 'owner'",
      );
      const ownerId = rows[0]!.staff_id;
      const demote = await call('PATCH', `/api/admin/staff/${ownerId}`, office.owner, { roles: ['orders'] });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().error.code).toBe('LAST_OWNER');

      const temp = await call('POST', '/api/admin/staff', office.owner, {
        username: 'temp.helper',
        displayName: 'Temp',
        password: 'Christmas2026',
        roles: ['orders'],
      });
      const token = (await logIn('temp.helper', 'Christmas2026')).json().token;
      office.shop.clock.advance(2000);
      const audited = async () =>
        (await office.shop.db.query("select count(*)::int as n from admin_audit where action like 'staff.%'"))
          .rows;
      const auditBefore = await audited();
      const unchanged = await call('PATCH', `/api/admin/staff/${temp.json().staffId}`, office.owner, {
        displayName: 'Temp',
        roles: ['orders'],
      });
      expect(unchanged.json()).toMatchObject({ displayName: 'Temp', active: true });
      expect(await audited(), 'a save that changes nothing is not logged').toEqual(auditBefore);
      const off = await call('PATCH', `/api/admin/staff/${temp.json().staffId}`, office.owner, {
        active: false,
      });
      expect(off.json()).toMatchObject({ active: false });
      expect((await call('GET', '/api/admin/me', token)).statusCode).toBe(401);
    });
  });
}
