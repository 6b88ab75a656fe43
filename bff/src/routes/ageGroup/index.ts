import type { FastifyInstance } from 'fastify';

/** GET ageGroup/all: the six age groups with their status (1 offered in the forms). */
export async function ageGroupRoutes(app: FastifyInstance): Promise<void> {
  app.get('/ageGroup/all', async () => {
    const { rows } = await app.deps.db.query<{
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
  });
}
