import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../db/testDatabases.ts';
import { bearer, form, login, ORDINARY } from '../../../testing/testMembers.ts';
import { backOfficeSuite, staffWith } from '../../../testing/testStaff.ts';

for (const leg of testDatabases()) {
  describe(`the members and memberships sections on ${leg.name}`, () => {
    const office = backOfficeSuite(leg);
    let ordinaryId: number;
    beforeAll(async () => {
      const { rows } = await office.shop.db.query<{ member_id: string }>(
        'select member_id::text from members where phone = $1',
        [ORDINARY.phone],
      );
      ordinaryId = Number(rows[0]!.member_id);
    });

    const get = (url: string, token = office.owner) =>
      office.shop.app.inject({ url, headers: bearer(token) });
    const setStatus = (payload: object, token = office.owner) =>
      office.shop.app.inject({
        method: 'PUT',
        url: `/api/admin/members/${ordinaryId}/status`,
        headers: bearer(token),
        payload,
      });
    const passwordLogin = () =>
      office.shop.app.inject({
        method: 'POST',
        url: '/api/login',
        ...form({ username: ORDINARY.username, password: ORDINARY.password }),
      });

    it('finds members by the start of a phone number, with or without the calling code, and by name', async () => {
      const byPhone = (await get(`/api/admin/members?q=${ORDINARY.phone.slice(0, 5)}`)).json();
      expect(byPhone.items.map((item: { memberId: number }) => item.memberId)).toContain(ordinaryId);
      const withCode = (
        await get(`/api/admin/members?q=${encodeURIComponent(`+852 ${ORDINARY.phone}`)}`)
      ).json();
      expect(withCode).toMatchObject({ total: 1, items: [{ memberId: ordinaryId, callingCode: '852' }] });
      const { rows } = await office.shop.db.query<{ firstname: string; lastname: string }>(
        'select firstname, lastname from members where member_id = $1',
        [ordinaryId],
      );
      const name = `${rows[0]!.lastname}${rows[0]!.firstname}`;
      const byName = (await get(`/api/admin/members?q=${encodeURIComponent(name)}`)).json();
      expect(byName.items.map((item: { memberId: number }) => item.memberId)).toContain(ordinaryId);
      expect((await get('/api/admin/members?q=no-such-person-anywhere')).json()).toMatchObject({
        total: 0,
        items: [],
      });
      const vips = (await get('/api/admin/members?level=vip&pageSize=100')).json();
      expect(vips.items.every((item: { level: string }) => item.level === 'vip')).toBe(true);
      expect((await get('/api/admin/members?sort=password')).statusCode).toBe(400);
    });

    it('shows a member’s profile, level, points balance and order count', async () => {
      const detail = await get(`/api/admin/members/${ordinaryId}`);
      expect(detail.statusCode).toBe(200);
      const { rows } = await office.shop.db.query<{ n: string }>(
        'select count(*)::text as n from orders where member_id = $1',
        [ordinaryId],
      );
      expect(detail.json()).toMatchObject({
        memberId: ordinaryId,
        phone: ORDINARY.phone,
        level: 'ordinary',
        disabled: false,
        pointsBalance: 0,
        orderCount: Number(rows[0]!.n),
      });
      expect((await get('/api/admin/members/987654321')).json().error.code).toBe('MEMBER_NOT_FOUND');
    });

    it('disables a member: no log-in, their tokens stop working; enabling lets them log in again', async () => {
      const token = await login(office.shop.app, ORDINARY.username, ORDINARY.password);
      expect((await get('/api/member/', token)).statusCode).toBe(200);
      const noReason = await setStatus({ disabled: true });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().error.code).toBe('VALIDATION_FAILED');
      const reader = await staffWith(office.shop, { members: 'read' });
      expect((await setStatus({ disabled: true, reason: 'x' }, reader.token)).statusCode).toBe(403);
      expect((await get(`/api/admin/members/${ordinaryId}`)).json().disabled).toBe(false);

      office.shop.clock.advance(1000);
      const disabled = await setStatus({ disabled: true, reason: '會員要求 Asked by the member' });
      expect(disabled.statusCode).toBe(200);
      expect(disabled.json()).toMatchObject({
        disabled: true,
        disabledAt: office.shop.clock.now().toISOString(),
      });
      const refused = await get('/api/member/', token);
      expect(refused.statusCode).toBe(401);
      const login403 = await passwordLogin();
      expect(login403.statusCode).toBe(403);
      expect(login403.json().error.code).toBe('MEMBER_DISABLED');
      // A token issued regardless (a social log-in racing the change) is refused too.
      const fresh = office.shop.app.auth.issueMemberToken({
        memberId: ordinaryId,
        firstname: 'x',
        lastname: 'y',
        email: 'x@example.com',
        memberLevelId: 1,
        tokensValidAfter: null,
      });
      expect((await get('/api/member/', fresh)).json().error.code).toBe('MEMBER_DISABLED');
      expect((await get('/api/admin/members?status=disabled')).json().items).toMatchObject([
        { memberId: ordinaryId },
      ]);

      office.shop.clock.advance(1000);
      const enabled = await setStatus({ disabled: false });
      expect(enabled.json()).toMatchObject({ disabled: false, disabledAt: null });
      expect((await passwordLogin()).statusCode).toBe(200);
      // The tokens held before the disabling stay ended.
      expect((await get('/api/member/', token)).statusCode).toBe(401);

      const audit = await office.shop.db.query<{ action: string; before: unknown; after: unknown }>(
        "select action, before, after from admin_audit where section = 'members' and entity_id = $1 order by audit_id",
        [String(ordinaryId)],
      );
      expect(audit.rows).toMatchObject([
        {
          action: 'member.disabled',
          before: { disabled: false },
          after: { disabled: true, reason: '會員要求 Asked by the member' },
        },
        { action: 'member.enabled', before: { disabled: true }, after: { disabled: false } },
      ]);
      // Enabling an enabled member changes and records nothing.
      await setStatus({ disabled: false });
      const again = await office.shop.db.query(
        "select 1 from admin_audit where section = 'members' and entity_id = $1",
        [String(ordinaryId)],
      );
      expect(again.rows).toHaveLength(2);
    });

    it('shows the membership levels with their members and the rules the shop applies', async () => {
      const reader = await staffWith(office.shop, { memberships: 'read' });
      const answer = await get('/api/admin/memberships', reader.token);
      expect(answer.statusCode).toBe(200);
      const { rows } = await office.shop.db.query<{ n: string }>(
        'select count(*)::text as n from members where member_level_id = 2',
      );
      expect(answer.json()).toMatchObject({
        levels: [
          { levelId: 1, level: 'ordinary', earnsPoints: false },
          { levelId: 2, level: 'vip', members: Number(rows[0]!.n), spendsPoints: true },
        ],
        rules: {
          vipSpendThreshold: 100_000,
          pointsPerDollar: 200,
          birthdayMonthMultiplier: 2,
          maxPointsPerOrder: 20_000,
        },
      });
    });
  });
}
