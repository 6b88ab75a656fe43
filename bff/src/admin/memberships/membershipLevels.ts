import { MEMBER_LEVELS, MEMBERSHIP_RULES, type MembershipsAnswer } from '@shop/domain/admin/memberships';
import type { Queryable } from '@shop/projections/ports/db';

/** The levels with how many members hold each, and the rules the pricing and points code applies. */
export async function memberships(db: Queryable): Promise<MembershipsAnswer> {
  const { rows } = await db.query<{ member_level_id: number; members: number | string }>(
    'select member_level_id, count(*) as members from members group by member_level_id',
  );
  const counts = new Map(rows.map((row) => [Number(row.member_level_id), Number(row.members)]));
  return {
    levels: MEMBER_LEVELS.map((level) => ({ ...level, members: counts.get(level.levelId) ?? 0 })),
    rules: MEMBERSHIP_RULES,
  };
}
