import { randomUUID } from 'node:crypto';
import { START } from '@shop/domain/events';
import { pointsEvents, pointsStreamId } from '@shop/domain/points/pointsEvents';
import { evolvePointsLedger, initialPointsLedger } from '@shop/domain/points/pointsLedger';
import { memberPointsReadModel } from '@shop/projections/memberPoints/memberPoints';
import type { Db } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';
import { allProjections } from '@shop/projections/registry';
import { loadCheckpoint } from '@shop/projections/runner/checkpoints';
import {
  applyEvents,
  ProjectionHandlerError,
  ProjectionRunner,
  prepareProjection,
} from '@shop/projections/runner/projectionRunner';
import { liveTableNames } from '@shop/projections/runner/readModel';
import { rebuildProjection } from '@shop/projections/runner/rebuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/testDatabases.ts';
import { event, openStore, rows, untilVisible } from '../testing/testEvents.ts';

let nextMember = 1000;

async function earn(store: EventStore, memberId: number, revision: bigint | 'no_stream') {
  const result = await store.append(
    pointsStreamId(memberId),
    [
      event(
        'PointsEarned',
        { memberId, points: 120, orderId: 11, orderNo: 'HK0011', reason: 'order' },
        '2026-03-01T10:00:00.000Z',
      ),
      event(
        'PointsEarned',
        { memberId, points: 50, orderId: null, orderNo: null, reason: 'welcome' },
        '2026-03-02T10:00:00.000Z',
      ),
    ],
    { expectedRevision: revision },
  );
  await untilVisible(store, result.position);
  return result;
}

for (const leg of testDatabases()) {
  describe(`memberPoints read model on ${leg.name}`, () => {
    let db: Db;
    let store: EventStore;
    let close: () => Promise<void>;
    let runner: ProjectionRunner;
    beforeAll(async () => {
      ({ db, store, close } = await openStore(leg));
      await prepareProjection(db, memberPointsReadModel);
      runner = new ProjectionRunner({ db, store, projection: memberPointsReadModel, batchSize: 3 });
    });
    afterAll(async () => {
      await close?.();
    });

    it('is registered', () => {
      expect(allProjections).toContain(memberPointsReadModel);
      expect(memberPointsReadModel.tables).toEqual(['member_points', 'member_point_records']);
    });

    it('keeps each member’s valid points and the records behind them', async () => {
      const member = nextMember++;
      const other = nextMember++;
      await earn(store, member, 'no_stream');
      await store.append(
        pointsStreamId(member),
        [
          event(
            'PointsRedeemed',
            { memberId: member, points: 30, orderId: 12, orderNo: 'HK0012' },
            '2026-03-03T10:00:00Z',
          ),
          event(
            'PointsExpired',
            { memberId: member, points: 20, reason: 'expired 2025' },
            '2026-03-04T10:00:00Z',
          ),
        ],
        { expectedRevision: 1n },
      );
      const last = await store.append(
        pointsStreamId(other),
        [
          event('PointsEarned', {
            memberId: other,
            points: 10,
            orderId: 13,
            orderNo: 'HK0013',
            reason: 'order',
          }),
        ],
        { expectedRevision: 'no_stream' },
      );
      await untilVisible(store, last.position);
      await runner.catchUp();

      expect(
        await rows(
          db,
          `select member_id, valid_points from member_points where member_id in (${member}, ${other}) order by member_id`,
        ),
      ).toEqual([
        { member_id: member, valid_points: 120 + 50 - 30 - 20 },
        { member_id: other, valid_points: 10 },
      ]);
      const records = await rows<Record<string, unknown>>(
        db,
        `select order_id, order_no, recorded_at, used_point, earned_point, reason
         from member_point_records where member_id = ${member} order by recorded_at`,
      );
      expect(
        records.map((r) => ({ ...r, recorded_at: new Date(r.recorded_at as string).toISOString() })),
      ).toEqual([
        {
          order_id: 11,
          order_no: 'HK0011',
          recorded_at: '2026-03-01T10:00:00.000Z',
          used_point: 0,
          earned_point: 120,
          reason: 'order',
        },
        {
          order_id: null,
          order_no: null,
          recorded_at: '2026-03-02T10:00:00.000Z',
          used_point: 0,
          earned_point: 50,
          reason: 'welcome',
        },
        {
          order_id: 12,
          order_no: 'HK0012',
          recorded_at: '2026-03-03T10:00:00.000Z',
          used_point: 30,
          earned_point: 0,
          reason: null,
        },
        {
          order_id: null,
          order_no: null,
          recorded_at: '2026-03-04T10:00:00.000Z',
          used_point: 20,
          earned_point: 0,
          reason: 'expired 2025',
        },
      ]);
      const [balance] = await rows<{ updated_at: string }>(
        db,
        `select updated_at from member_points where member_id = ${member}`,
      );
      expect(new Date(balance!.updated_at).toISOString()).toBe('2026-03-04T10:00:00.000Z');
    });

    it('follows the ledger through purchases, VIP, refunds, reversals and a lapse', async () => {
      const member = nextMember++;
      const order = (orderId: number) => ({ memberId: member, orderId, orderNo: `HK00${orderId}` });
      const steps: [type: string, data: Record<string, unknown>][] = [
        ['PurchaseRecorded', { ...order(21), spend: 120_000 }],
        ['VipUpgraded', { memberId: member, reason: 'SPEND_THRESHOLD', paidSpend: 120_000, orderId: 21 }],
        ['PurchaseRecorded', { ...order(22), spend: 30_000 }],
        ['PointsEarned', { ...order(22), points: 300, reason: 'ORDER_PAID' }],
        ['PointsRedeemed', { ...order(23), points: 200 }],
        ['PointsRefunded', { ...order(23), points: 200 }],
        ['PointsReversed', { ...order(22), points: 300 }],
        ['PurchaseCanceled', { ...order(22), spend: 30_000 }],
        ['PointsEarned', { memberId: member, points: 40, orderId: null, orderNo: null, reason: 'gift' }],
        ['VipLapsed', { memberId: member, reason: 'membership expired' }],
        ['PointsExpired', { memberId: member, points: 40, reason: 'VIP_LAPSED' }],
      ];
      const seen: string[] = [];
      for (const [index, [type, data]] of steps.entries()) {
        const day = String(index + 1).padStart(2, '0');
        const appended = await store.append(
          pointsStreamId(member),
          [event(type, data, `2026-04-${day}T10:00:00.000Z`)],
          { expectedRevision: index === 0 ? 'no_stream' : BigInt(index - 1) },
        );
        await untilVisible(store, appended.position);
        await runner.catchUp();
        const ledger = (await store.readStream(pointsStreamId(member)))
          .map((stored) => pointsEvents.decode(stored))
          .reduce(evolvePointsLedger, initialPointsLedger());
        const [projected] = await rows<Record<string, unknown>>(
          db,
          `select valid_points, paid_spend, ledger_level from member_points where member_id = ${member}`,
        );
        seen.push(`${type}: ${projected?.valid_points}/${projected?.paid_spend}/${projected?.ledger_level}`);
        expect(projected, `after ${type}`).toEqual({
          valid_points: ledger.balance,
          paid_spend: ledger.paidSpend,
          ledger_level: ledger.status,
        });
      }
      // The road the ledger took, so that the comparison above cannot pass on a ledger that stood still.
      expect(seen).toEqual([
        'PurchaseRecorded: 0/120000/ordinary',
        'VipUpgraded: 0/120000/vip',
        'PurchaseRecorded: 0/150000/vip',
        'PointsEarned: 300/150000/vip',
        'PointsRedeemed: 100/150000/vip',
        'PointsRefunded: 300/150000/vip',
        'PointsReversed: 0/150000/vip',
        'PurchaseCanceled: 0/120000/vip',
        'PointsEarned: 40/120000/vip',
        'VipLapsed: 40/0/ordinary',
        'PointsExpired: 0/0/ordinary',
      ]);
      expect(
        await rows(
          db,
          `select order_id, used_point, earned_point, reason from member_point_records
           where member_id = ${member} and reason like 'ORDER_CANCELED%' order by recorded_at`,
        ),
      ).toEqual([
        { order_id: 23, used_point: 0, earned_point: 200, reason: 'ORDER_CANCELED_REFUND' },
        { order_id: 22, used_point: 300, earned_point: 0, reason: 'ORDER_CANCELED_REVERSAL' },
      ]);

      const before = await rows(db, `select * from member_points where member_id = ${member}`);
      const events = await store.readStream(pointsStreamId(member));
      await db.transaction((tx) =>
        applyEvents(tx, memberPointsReadModel, liveTableNames(memberPointsReadModel), [...events, ...events]),
      );
      expect(await rows(db, `select * from member_points where member_id = ${member}`)).toEqual(before);
    });

    it('gives a balance table made before the ledger events its new columns, keeping its rows', async () => {
      const tables = { member_points: 'old_member_points', member_point_records: 'old_member_point_records' };
      await db.exec(`
        create table old_member_points (member_id bigint primary key, valid_points integer not null,
          updated_at timestamptz not null);
        insert into old_member_points values (1, 70, '2026-03-01T10:00:00Z');
      `);
      await db.transaction((tx) => memberPointsReadModel.createTables(tx, tables));
      expect(
        await rows(
          db,
          'select member_id, valid_points, paid_spend, ledger_level, revision from old_member_points',
        ),
      ).toEqual([{ member_id: 1, valid_points: 70, paid_spend: 0, ledger_level: 'ordinary', revision: -1 }]);
      await db.exec('drop table old_member_points, old_member_point_records');
    });

    it('changes nothing when the same events are applied again', async () => {
      const member = nextMember++;
      await earn(store, member, 'no_stream');
      await runner.catchUp();
      const before = await rows(db, `select * from member_points where member_id = ${member}`);
      const events = await store.readStream(pointsStreamId(member));
      await db.transaction((tx) =>
        applyEvents(tx, memberPointsReadModel, liveTableNames(memberPointsReadModel), [...events, ...events]),
      );
      expect(await rows(db, `select * from member_points where member_id = ${member}`)).toEqual(before);
      expect(
        await rows(db, `select count(*)::int as n from member_point_records where member_id = ${member}`),
      ).toEqual([{ n: 2 }]);
    });

    it('stops on a payload that does not match its schema, applying nothing of the batch', async () => {
      const member = nextMember++;
      const checkpoint = await loadCheckpoint(db, memberPointsReadModel.name);
      const bad = await store.append(
        pointsStreamId(member),
        [
          event('PointsEarned', {
            memberId: member,
            points: 5,
            orderId: null,
            orderNo: null,
            reason: 'gift',
          }),
          event('PointsRedeemed', { memberId: member, points: -5, orderId: 'not a number', orderNo: 'HK1' }),
        ],
        { expectedRevision: 'no_stream' },
      );
      await untilVisible(store, bad.position);
      await expect(runner.catchUp()).rejects.toBeInstanceOf(ProjectionHandlerError);
      expect(await loadCheckpoint(db, memberPointsReadModel.name)).toEqual(checkpoint);
      expect(await rows(db, `select * from member_points where member_id = ${member}`)).toEqual([]);
      // Not a bug to keep around in the shared store of this suite.
      await db.query('delete from events where stream_id = $1', [pointsStreamId(member)]);
      await runner.catchUp();
    });

    it('rebuilds to the same rows', async () => {
      const member = nextMember++;
      await earn(store, member, 'no_stream');
      const unrelated = await store.append(`unrelated-${randomUUID()}`, [event('SomethingElse', {})], {
        expectedRevision: 'no_stream',
      });
      await untilVisible(store, unrelated.position);
      await runner.catchUp();
      const snapshot = async () => ({
        points: await rows(db, 'select * from member_points order by member_id'),
        records: await rows(db, 'select * from member_point_records order by event_id'),
      });
      const built = await snapshot();
      expect(built.records.length).toBeGreaterThan(0);
      await db.query('delete from member_point_records');
      const result = await rebuildProjection(db, store, memberPointsReadModel);
      expect(result.events).toBe((await store.readAll(START, 10_000)).length);
      expect(await snapshot()).toEqual(built);
      expect(await loadCheckpoint(db, memberPointsReadModel.name)).toEqual(await store.headPosition());
    });
  });
}
