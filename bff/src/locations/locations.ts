import { DomainError } from '@shop/domain/errors';
import type { AddressGeography } from '@shop/domain/members/address';
import type { NumberOfDigitLookup, PhoneRule } from '@shop/domain/members/phone';
import { HONG_KONG_LOCATION_ID } from '@shop/domain/members/phone';
import type { Queryable } from '@shop/projections/ports/db';

/** Calling code and digit count of every location (24 rows: read per request, no cache to go stale). */
export async function loadPhoneRules(db: Queryable): Promise<PhoneRule[]> {
  const { rows } = await db.query<{ location_id: number; calling_code: string; number_of_digit: number }>(
    'select location_id, calling_code, number_of_digit from locations order by location_id',
  );
  return rows.map((row) => ({
    locationId: row.location_id,
    callingCode: row.calling_code,
    numberOfDigit: row.number_of_digit,
  }));
}

export function digitLookup(rules: readonly PhoneRule[]): NumberOfDigitLookup {
  return (locationId) => rules.find((rule) => rule.locationId === locationId)?.numberOfDigit;
}

export interface AreaRow {
  province: string;
  provinceEng: string;
  district: string | null;
  districtEng: string | null;
  zone: string | null;
  zoneEng: string | null;
}

/** Hong Kong's region → district → sub-district rows, in display order. */
export async function loadHongKongAreas(db: Queryable): Promise<AreaRow[]> {
  const { rows } = await db.query<AreaRow>(
    `select p.name_chi as province, p.name_eng as "provinceEng",
            d.name_chi as district, d.name_eng as "districtEng",
            z.name_chi as zone, z.name_eng as "zoneEng"
     from location_provinces p
     left join location_districts d on d.province_id = p.province_id
     left join location_zones z on z.district_id = d.district_id
     where p.location_id = $1
     order by p.sort_order, p.province_id, d.sort_order, d.district_id, z.sort_order, z.zone_id`,
    [HONG_KONG_LOCATION_ID],
  );
  return rows;
}

/** The hierarchy as the address rules read it (Chinese names, as addresses store them). */
export function geographyOf(areas: readonly AreaRow[], rules: readonly PhoneRule[]): AddressGeography {
  const provinces: { name: string; cities: { name: string; zones: string[] }[] }[] = [];
  for (const row of areas) {
    let province = provinces.find((candidate) => candidate.name === row.province);
    if (!province) {
      province = { name: row.province, cities: [] };
      provinces.push(province);
    }
    if (row.district === null) continue;
    let city = province.cities.find((candidate) => candidate.name === row.district);
    if (!city) {
      city = { name: row.district, zones: [] };
      province.cities.push(city);
    }
    if (row.zone !== null) city.zones.push(row.zone);
  }
  return { numberOfDigit: digitLookup(rules), provinces };
}

/** A country id of the locations list, or 404. */
export async function checkLocation(db: Queryable, locationId: number): Promise<number> {
  const { rows } = await db.query('select 1 from locations where location_id = $1', [locationId]);
  if (rows.length === 0)
    throw new DomainError('LOCATION_NOT_FOUND', '不支援此送貨地區', { countryId: locationId });
  return locationId;
}

/**
 * Every country with its calling code and digit count; Hong Kong also carries its address hierarchy as the
 * forms use it: `provinceDistricts` (region → its districts) and `cityZones` (district → its
 * sub-districts), by Chinese name (what addresses store), with `areaNamesEng` for the English screen.
 */
export async function locationList(db: Queryable) {
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
}
