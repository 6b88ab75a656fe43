import type { SfLocker, SfStation } from '@shop/domain/orders/apiSchemas';
import type { Queryable } from '@shop/projections/ports/db';

/**
 * SF Express smart lockers and stations (tables of migration 0004, demo rows from the seed), grouped by area:
 * Hong Kong first, then Macau, each area in the order of its first id. Only points in service (status 1).
 */

interface Area<Point> {
  area: string;
  points: Point[];
}

function byArea<Point>(rows: readonly (Point & { area: string })[]): Area<Point>[] {
  const areas: Area<Point>[] = [];
  for (const { area, ...point } of rows) {
    const last = areas.at(-1);
    if (last?.area === area) last.points.push(point as Point);
    else areas.push({ area, points: [point as Point] });
  }
  return areas;
}

const LOCKER_COLUMNS = `sf_locker_id as "sfLockerId", address, location_id as "countryId"`;
const STATION_COLUMNS = `sf_station_code as "sfStationCode", sf_station_name as "sfStationName", address,
  location_id as "countryId"`;

export async function sfLockerAreas(db: Queryable): Promise<Area<SfLocker>[]> {
  const { rows } = await db.query<SfLocker & { area: string }>(
    `select area, ${LOCKER_COLUMNS} from sf_lockers where status = 1
     order by location_id, min(sf_locker_id) over (partition by area), sf_locker_id`,
  );
  return byArea(rows);
}

export async function sfStationAreas(db: Queryable): Promise<Area<SfStation>[]> {
  const { rows } = await db.query<SfStation & { area: string }>(
    `select area, ${STATION_COLUMNS} from sf_stations where status = 1
     order by location_id, min(sf_station_code) over (partition by area), sf_station_code`,
  );
  return byArea(rows);
}

export async function findSfLocker(db: Queryable, sfLockerId: string): Promise<SfLocker | null> {
  const { rows } = await db.query<SfLocker>(
    `select ${LOCKER_COLUMNS} from sf_lockers where sf_locker_id = $1 and status = 1`,
    [sfLockerId],
  );
  return rows[0] ?? null;
}

export async function findSfStation(db: Queryable, sfStationCode: string): Promise<SfStation | null> {
  const { rows } = await db.query<SfStation>(
    `select ${STATION_COLUMNS} from sf_stations where sf_station_code = $1 and status = 1`,
    [sfStationCode],
  );
  return rows[0] ?? null;
}
