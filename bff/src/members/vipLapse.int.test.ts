import { type PointsEvent, pointsEvents, pointsStreamId } from '@shop/domain/points/pointsEvents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore } from '../adapters/eventStore/postgresEventStore.ts';
import { fixedClock } from '../clock.ts';
import { testDatabases } from '../db/testDatabases.ts';
import { assembleShop } from '../server.ts';
import { bearer, claimsOf } from '../testing/testMembers.ts';
import { startTestShop, type TestShop } from '../testing/testShop.ts';
import { demoShopper, freshShopper, VIP_DEMO_POINTS, waitForPoints } from '../testing/testShoppers.ts';
import { lapseExpiredVips } from './vipLapse.ts';

const DAY = 24 * 60 * 60_000;

/** A VIP ledger holding points, as the demo seed opens one. */
const opening = (memberId: number, points: number): PointsEvent[] => [
  { type: 'VipUpgraded', data: { memberId, reason: 'GRANTED', paidSpend: 0, orderId: null } },
  { type: 'PointsEarned', data: { memberId, points, orderId: null, orderNo: null, reason: 'TEST' } },
];

describe.each(testDatabases())('VIP lapse sweeper on $name', (leg) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(leg);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const eventsOf = async (memberId: number) =>
    (
      await shop.db.query<{ type: string; data: Record<string, unknown> }>(
        'select type, data from events where stream_id = $1 order by stream_revision',
        [pointsStreamId(memberId)],
      )
    ).rows;
  const memberRow = async (memberId: number) =>
    (
      await shop.db.query<{ member_level_id: number; membership_expire_date: Date | string | null }>(
        'select member_level_id, membership_expire_date from members where member_id = $1',
        [memberId],
      )
    ).rows[0];
  const appendEvents = (memberId: number, events: PointsEvent[]) =>
    shop.eventStore.append(
      pointsStreamId(memberId),
      events.map((event) =>
        pointsEvents.encode(event, {
          correlationId: 'vip-lapse-test',
          causationId: 'vip-lapse-test',
          actor: { kind: 'system', id: 'vip-lapse-test' },
          occurredAt: shop.clock.now().toISOString(),
        }),
      ),
      { expectedRevision: 'no_stream' },
    );
  const sweep = (now: Date) => lapseExpiredVips({ db: shop.db, eventStore: shop.eventStore, now });

  it('lapses the demo VIP once the membership date has passed, at the next start: points forfeited, ordinary, ROLE_MEMBER', async () => {
    const vip = await demoShopper(shop, 'vip');
    await waitForPoints(shop, vip.memberId, VIP_DEMO_POINTS);
    const expires = new Date((await memberRow(vip.memberId))!.membership_expire_date!);
    const before = await eventsOf(vip.memberId);
    // The seed gives the VIP 12 months: a sweep the moment before the date changes nothing.
    expect(await sweep(new Date(expires.getTime() - 1))).toBe(0);
    expect(await eventsOf(vip.memberId)).toEqual(before);

    // A new instance on the same database, a minute after the date: its start-up sweep lapses the member.
    const restarted = await assembleShop(
      shop.config,
      shop.db,
      fixedClock(new Date(expires.getTime() + 60_000)),
    );
    try {
      const after = await eventsOf(vip.memberId);
      expect(after.slice(0, before.length)).toEqual(before);
      expect(after.slice(before.length)).toEqual([
        { type: 'VipLapsed', data: { memberId: vip.memberId, reason: 'MEMBERSHIP_EXPIRED' } },
        {
          type: 'PointsExpired',
          data: { memberId: vip.memberId, points: VIP_DEMO_POINTS, reason: 'VIP_LAPSED' },
        },
      ]);
      expect(await memberRow(vip.memberId)).toEqual({ member_level_id: 1, membership_expire_date: null });
      await waitForPoints(shop, vip.memberId, 0);
      const ledger = await shop.db.query<{ ledger_level: string; paid_spend: string }>(
        'select ledger_level, paid_spend::text from member_points where member_id = $1',
        [vip.memberId],
      );
      expect(ledger.rows[0]).toEqual({ ledger_level: 'ordinary', paid_spend: '0' });

      // The token issued while VIP still says so; the refreshed one says ordinary.
      expect(claimsOf(vip.token).authority).toBe('ROLE_VIP');
      const refreshed = await shop.app.inject({
        method: 'POST',
        url: '/api/member/refreshToken',
        headers: vip.headers,
      });
      expect(refreshed.statusCode).toBe(200);
      expect(claimsOf(refreshed.body).authority).toBe('ROLE_MEMBER');
      const me = await shop.app.inject({
        method: 'GET',
        url: '/api/member/',
        headers: bearer(refreshed.body),
      });
      expect(me.json()).toMatchObject({ memberLevelId: 1, validPoint: 0, membershipExpireDate: null });

      // Idempotent: another sweep, even a year later, changes nothing.
      expect(await sweep(new Date(expires.getTime() + 365 * DAY))).toBe(0);
      expect(await eventsOf(vip.memberId)).toEqual(after);
    } finally {
      await restarted.stop();
    }
  });

  it('lapses each expired VIP exactly once when three replicas sweep at the same moment', async () => {
    const now = shop.clock.now();
    const setExpiry = (memberId: number, at: Date | null) =>
      shop.db.query('update members set membership_expire_date = $2 where member_id = $1', [memberId, at]);
    // Eight expired VIPs, each holding points on a VIP ledger (the first one on none: a VIP from before it).
    const expired: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const { memberId } = await freshShopper(shop, { vip: true });
      await setExpiry(memberId, new Date(now.getTime() - (i + 1) * DAY));
      if (i > 0) await appendEvents(memberId, opening(memberId, 100 * i));
      expired.push(memberId);
    }
    // Lapsed on the ledger already, but still VIP on the members row (an append that outlived its
    // transaction): counted, made ordinary, and nothing appended a second time.
    const alreadyLapsed = (await freshShopper(shop, { vip: true })).memberId;
    await setExpiry(alreadyLapsed, new Date(now.getTime() - DAY));
    await appendEvents(alreadyLapsed, [
      ...opening(alreadyLapsed, 300),
      { type: 'VipLapsed', data: { memberId: alreadyLapsed, reason: 'MEMBERSHIP_EXPIRED' } },
      { type: 'PointsExpired', data: { memberId: alreadyLapsed, points: 300, reason: 'VIP_LAPSED' } },
    ]);
    // Not due: a VIP whose date is a moment away, a VIP with no date, an ordinary member with a past date.
    const stillVip = (await freshShopper(shop, { vip: true })).memberId;
    await setExpiry(stillVip, new Date(now.getTime() + 1000));
    const noDate = (await freshShopper(shop, { vip: true })).memberId;
    const ordinary = (await freshShopper(shop)).memberId;
    await setExpiry(ordinary, new Date(now.getTime() - DAY));

    // Three replicas: each its own event store over the database, small batches so they contend.
    const replicas = [0, 1, 2].map(() => createPostgresEventStore(shop.db));
    const counts = await Promise.all(
      replicas.map((eventStore) => lapseExpiredVips({ db: shop.db, eventStore, now, batchSize: 2 })),
    );
    await Promise.all(replicas.map((store) => store.close()));

    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(expired.length + 1);
    expect((await eventsOf(alreadyLapsed)).map((event) => event.type)).toEqual([
      'VipUpgraded',
      'PointsEarned',
      'VipLapsed',
      'PointsExpired',
    ]);
    expect((await memberRow(alreadyLapsed))?.member_level_id).toBe(1);
    for (const [i, memberId] of expired.entries()) {
      const types = (await eventsOf(memberId)).map((event) => event.type);
      expect(types.filter((type) => type === 'VipLapsed')).toHaveLength(1);
      expect(types.at(-2)).toBe(i === 0 ? 'VipUpgraded' : 'VipLapsed');
      expect(types.at(-1)).toBe(i === 0 ? 'VipLapsed' : 'PointsExpired');
      expect((await memberRow(memberId))?.member_level_id).toBe(1);
    }
    for (const memberId of [stillVip, noDate, ordinary]) expect(await eventsOf(memberId)).toEqual([]);
    expect((await memberRow(stillVip))?.member_level_id).toBe(2);
    expect((await memberRow(noDate))?.member_level_id).toBe(2);
    expect((await memberRow(ordinary))?.member_level_id).toBe(1);
    for (const memberId of expired) await waitForPoints(shop, memberId, 0);
    expect(await sweep(now)).toBe(0);
  });
});
