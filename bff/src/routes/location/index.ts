import { HONG_KONG_LOCATION_ID } from '@shop/domain/members/phone';
import type { FastifyInstance } from 'fastify';
import { loadHongKongAreas } from '../../locations/locations.ts';

/**
 * GET location/: every country with its calling code and digit count; Hong Kong also carries its address
 * hierarchy as the forms use it: `provinceDistricts` (region → its districts) and `cityZones` (district →
 * its sub-districts), by Chinese name (what addresses store), with `areaNamesEng` for the English screen.
 */
export async function locationRoutes(app: FastifyInstance): Promise<void> {
  for (const path of ['/location', '/location/']) {
    app.get(path, async () => {
      const { db } = app.deps;
      const { rows } = await db.query<{
        location_id: number;
        country_name_chi: string;
        country_name_eng: string;
        country_code: string;
        calling_code: string;
        number_of_digit: number;
      }>(
        `select location_id, country_name_chi, country_name_eng, country_code, calling_code, number_of_digit
         from locations order by sort_order, location_id`,
      );
      const areas = await loadHongKongAreas(db);
      const provinceDistricts: Record<string, string[]> = {};
      const cityZones: Record<string, string[]> = {};
      const areaNamesEng: Record<string, string> = {};
      for (const area of areas) {
        provinceDistricts[area.province] ??= [];
        areaNamesEng[area.province] = area.provinceEng;
        if (area.district === null) continue;
        const districts = provinceDistricts[area.province] ?? [];
        if (!districts.includes(area.district)) districts.push(area.district);
        cityZones[area.district] ??= [];
        areaNamesEng[area.district] = area.districtEng ?? area.district;
        if (area.zone === null) continue;
        cityZones[area.district]?.push(area.zone);
        areaNamesEng[area.zone] = area.zoneEng ?? area.zone;
      }
      return rows.map((row) => ({
        locationId: row.location_id,
        countryName: row.country_name_chi,
        countryNameEng: row.country_name_eng,
        countryCode: row.country_code.trim(),
        callingCode: row.calling_code,
        numberOfDigit: row.number_of_digit,
        ...(row.location_id === HONG_KONG_LOCATION_ID ? { provinceDistricts, cityZones, areaNamesEng } : {}),
      }));
    });
  }
}
