import { DomainError } from '@shop/domain/errors';
import { pointsDecider } from '@shop/domain/points/decide';
import { pointsEvents, pointsStreamId } from '@shop/domain/points/pointsEvents';
import type { Queryable } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';
import { runStreamCommand } from '../eventSourcing/streamCommand.ts';
import { eventStoreWithin } from '../eventSourcing/transactionEventStore.ts';
import { type StoreSweepDeps, storeSweeper, sweepInBatches, sweepMetadata } from '../sweeper.ts';

/**
 * A VIP membership ends at `members.membership_expire_date` (seed 000: "points are cancelled if VIP
 * membership lapses or reverts to ordinary"). The sweeper, at start and then on an interval, takes the VIP
 * members whose date has passed `for update skip locked` (replicas share the work and never lapse one
 * member twice), appends `LapseVip` to `points-{memberId}` (the whole balance is forfeited) and makes the
 * member ordinary in the same transaction, so the next token refresh carries ROLE_MEMBER.
 */

const VIP_LEVEL = 2;
const ORDINARY_LEVEL = 1;
const BATCH = 50;

async function lapseMember(
  tx: Queryable,
  eventStore: EventStore,
  memberId: number,
  now: Date,
): Promise<void> {
  const stream = {
    eventStore: eventStoreWithin(eventStore, tx),
    decider: pointsDecider,
    codec: pointsEvents,
    streamId: pointsStreamId(memberId),
    metadata: sweepMetadata('vip-lapse', memberId, now),
    now,
  };
  // A VIP whose level predates the ledger (neither VipUpgraded nor VipLapsed in the stream) is moved onto it
  // first, as order placement does, so that the points it holds there are forfeited too.
  const recorded = await stream.eventStore.readStream(stream.streamId);
  if (!recorded.some((event) => event.type === 'VipUpgraded' || event.type === 'VipLapsed'))
    await runStreamCommand({ ...stream, command: { type: 'GrantVip', data: { memberId } } });
  try {
    await runStreamCommand({
      ...stream,
      command: { type: 'LapseVip', data: { memberId, reason: 'MEMBERSHIP_EXPIRED' } },
    });
  } catch (error) {
    // The ledger already recorded the lapse (KurrentDB cannot join this transaction: its append may have
    // outlived a rollback here); only the members row is behind.
    if (!(error instanceof DomainError && error.code === 'VIP_NOT_ACTIVE')) throw error;
  }
  // The date belonged to the membership that ended: an ordinary member has none (as in the demo data), and
  // a member who passes HK$1000 again is not lapsed at once by the old date.
  await tx.query(
    `update members set member_level_id = $2, membership_expire_date = null, updated_at = $3
     where member_id = $1`,
    [memberId, ORDINARY_LEVEL, now.toISOString()],
  );
}

/** Lapses every VIP whose membership date has passed; answers how many members were lapsed. */
export async function lapseExpiredVips(
  deps: StoreSweepDeps & {
    /** Members claimed per transaction. */
    batchSize?: number;
  },
): Promise<number> {
  return sweepInBatches(
    deps.db,
    deps.batchSize ?? BATCH,
    async (tx, batchSize) =>
      (
        await tx.query<{ member_id: string }>(
          `select member_id::text from members
         where member_level_id = $1 and membership_expire_date <= $2
         order by membership_expire_date, member_id limit $3 for update skip locked`,
          [VIP_LEVEL, deps.now, batchSize],
        )
      ).rows,
    (tx, row) => lapseMember(tx, deps.eventStore, Number(row.member_id), deps.now),
  );
}

/** Sweeps once now (memberships that ended while the shop was down) and then every `intervalMs`. */
export const startVipLapseSweeper = storeSweeper(lapseExpiredVips);
