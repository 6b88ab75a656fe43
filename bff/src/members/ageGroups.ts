import type { AgeGroupAnswer } from '@shop/domain/members/apiSchemas';
import type { Queryable } from '@shop/projections/ports/db';

/** An age group as GET ageGroup/all shows it; status 1 is offered in the forms. */
export type AgeGroup = AgeGroupAnswer;

export async function allAgeGroups(db: Queryable): Promise<AgeGroup[]> {
  const { rows } = await db.query<{
    age_group_id: number;
    age_group_name_chi: string;
    age_group_name_eng: string;
    status: number;
  }>(
    `select age_group_id, age_group_name_chi, age_group_name_eng, status
     from age_groups order by sort_order, age_group_id`,
  );
  return rows.map((row) => ({
    ageGroupId: row.age_group_id,
    ageGroupName: row.age_group_name_chi,
    ageGroupNameEng: row.age_group_name_eng,
    status: row.status,
  }));
}
