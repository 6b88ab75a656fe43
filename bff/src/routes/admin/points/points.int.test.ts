import { pointsStreamId } from '@shop/domain/points/pointsEvents';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../db/testDatabases.ts';
import { bearer } from '../../../testing/testMembers.ts';
import { freshShopper } from '../../../testing/testShoppers.ts';
import { backOfficeSuite, staffWith } from '../../../testing/testStaff.ts';

for (const leg of testDatabases()) {
  describe(`the points section on ${leg.name}`, () => {
    const office = backOfficeSuite(leg);
    let keeper: { staffId: number; role: string; token: string };
    beforeAll(async () => {
      keeper = await staffWith(office.shop, { points: 'write' });
    });

    const adjust = (memberId: number, payload: object, token = keeper.token) =>
      office.shop.app.inject({
        method: 'POST',
        url: `/api/admin/members/${memberId}/points/adjustments`,
        headers: bearer(token),
        payload,
      });
    const ledger = async (memberId: number) =>
      (
        await office.shop.app.inject({
          url: `/api/admin/members/${memberId}/points`,
          headers: bearer(keeper.token),
        })
      ).json();
    const written = async (memberId: number) => ({
      events: (await office.shop.eventStore.readStream(pointsStreamId(memberId))).length,
      audit: (
        await office.shop.db.query<{ n: string }>(
          "select count(*)::text as n from admin_audit where section = 'points'",
        )
      ).rows[0]?.n,
    });

    it('adds and takes points with a reason, as events by the staff member, shown in the ledger', async () => {
      const vip = await freshShopper(office.shop, { vip: true });
      const added = await adjust(vip.memberId, { points: 500, reason: '遲送補償 Late delivery goodwill' });
      expect(added.statusCode).toBe(200);
      expect(added.json()).toEqual({ balance: 500 });
      office.shop.clock.advance(60_000);
      const taken = await adjust(vip.memberId, { points: '-120', reason: 'Duplicate goodwill' });
      expect(taken.json()).toEqual({ balance: 380 });

      const page = await ledger(vip.memberId);
      expect(page).toMatchObject({ memberId: vip.memberId, level: 'vip', balance: 380, total: 2 });
      expect(page.items).toMatchObject([
        { earnedPoint: 0, usedPoint: 120, reason: 'Duplicate goodwill', orderId: null },
        { earnedPoint: 500, usedPoint: 0, reason: '遲送補償 Late delivery goodwill' },
      ]);

      // The VIP's level predates the ledger: the first adjustment moved it on (VipUpgraded) as this staff member.
      const history = await office.shop.app.inject({
        url: `/api/admin/members/${vip.memberId}/points/history`,
        headers: bearer(office.owner),
      });
      expect(
        history
          .json()
          .steps.map((step: { type: string; actor: { kind: string; name: string } }) => [
            step.type,
            step.actor.kind,
            step.actor.name,
          ]),
      ).toEqual([
        ['VipUpgraded', 'staff', keeper.role],
        ['PointsAdjusted', 'staff', keeper.role],
        ['PointsAdjusted', 'staff', keeper.role],
      ]);
      expect(history.json().steps[2].changes).toEqual([{ path: 'balance', before: 500, after: 380 }]);

      const audit = await office.shop.db.query<{
        action: string;
        before: unknown;
        after: unknown;
        staff_id: number;
      }>(
        "select action, before, after, staff_id from admin_audit where section = 'points' and entity_id = $1 order by audit_id",
        [String(vip.memberId)],
      );
      expect(audit.rows).toMatchObject([
        {
          action: 'points.adjusted',
          staff_id: keeper.staffId,
          before: { balance: 0 },
          after: { balance: 500 },
        },
        { action: 'points.adjusted', before: { balance: 500 }, after: { balance: 380, points: -120 } },
      ]);
    });

    it('refuses a balance below zero, a missing reason, zero points and points for an ordinary member, writing nothing', async () => {
      const vip = await freshShopper(office.shop, { vip: true });
      const ordinary = await freshShopper(office.shop);
      const before = await written(vip.memberId);
      const below = await adjust(vip.memberId, { points: -1, reason: 'Typo' });
      expect(below.statusCode).toBe(422);
      expect(below.json().error).toMatchObject({ code: 'INSUFFICIENT_POINTS', details: { available: 0 } });
      // Not even the move onto the ledger (VipUpgraded) is kept: it was in the refused transaction.
      expect(await written(vip.memberId)).toEqual(before);

      for (const payload of [
        { points: 10 },
        { points: 10, reason: '   ' },
        { points: 0, reason: 'x' },
        { points: 1.5, reason: 'x' },
        { points: 'ten', reason: 'x' },
        { points: 2_000_000, reason: 'x' },
      ]) {
        const response = await adjust(vip.memberId, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().error.code).toBe('VALIDATION_FAILED');
      }
      const vipOnly = await adjust(ordinary.memberId, { points: 10, reason: 'Gift' });
      expect(vipOnly.json().error.code).toBe('POINTS_VIP_ONLY');
      expect(await written(vip.memberId)).toEqual(before);
      expect((await adjust(987654321, { points: 10, reason: 'Gift' })).statusCode).toBe(404);

      const reader = await staffWith(office.shop, { points: 'read' });
      expect((await adjust(vip.memberId, { points: 10, reason: 'Gift' }, reader.token)).statusCode).toBe(403);
    });

    it('finds members by phone for staff who keep points', async () => {
      const vip = await freshShopper(office.shop, { vip: true });
      const { rows } = await office.shop.db.query<{ phone: string }>(
        'select phone from members where member_id = $1',
        [vip.memberId],
      );
      const found = await office.shop.app.inject({
        url: `/api/admin/points/members?q=${rows[0]!.phone}`,
        headers: bearer(keeper.token),
      });
      expect(found.json()).toMatchObject({ total: 1, items: [{ memberId: vip.memberId, level: 'vip' }] });
    });
  });
}
