import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../db/testDatabases.ts';
import { startTestShop, type TestShop } from '../../testing/testShop.ts';

describe.each(testDatabases())('GET location/ and GET ageGroup/all on $name', (leg) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(leg);
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('lists the countries with calling codes and digit counts; Hong Kong carries its address hierarchy', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/location/' });
    expect(response.statusCode).toBe(200);
    const locations = response.json<Record<string, unknown>[]>();
    expect(locations).toHaveLength(24);
    const hongKong = locations.find((location) => location.locationId === 6);
    expect(hongKong).toMatchObject({
      countryName: '香港',
      countryNameEng: 'Hong Kong',
      countryCode: 'HK',
      callingCode: '852',
      numberOfDigit: 8,
    });
    const provinceDistricts = hongKong?.provinceDistricts as Record<string, string[]>;
    const cityZones = hongKong?.cityZones as Record<string, string[]>;
    expect(Object.keys(provinceDistricts)).toEqual(expect.arrayContaining(['香港島', '九龍', '新界']));
    expect(provinceDistricts.香港島).toContain('中西區');
    expect(cityZones.中西區).toEqual(expect.arrayContaining(['中環', '上環']));
    const areaNamesEng = hongKong?.areaNamesEng as Record<string, string>;
    expect(areaNamesEng.中環).toBe('Central');
    // Every district of a province has its zone list, so the form knows when a zone is required.
    for (const districts of Object.values(provinceDistricts)) {
      for (const district of districts) expect(cityZones[district]).toBeInstanceOf(Array);
    }

    const macau = locations.find((location) => location.locationId === 11);
    expect(macau).toEqual({
      locationId: 11,
      countryName: '澳門',
      countryNameEng: 'Macau',
      countryCode: 'MO',
      callingCode: '853',
      numberOfDigit: 8,
    });
    expect((await shop.app.inject({ method: 'GET', url: '/api/location' })).json()).toEqual(locations);
  });

  it('lists the six age groups', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/ageGroup/all' });
    expect(response.statusCode).toBe(200);
    const groups = response.json<{ ageGroupId: number; ageGroupName: string; status: number }[]>();
    expect(groups).toHaveLength(6);
    expect(groups[0]).toEqual({
      ageGroupId: expect.any(Number),
      ageGroupName: expect.any(String),
      ageGroupNameEng: expect.any(String),
      status: 1,
    });
    expect(new Set(groups.map((group) => group.ageGroupId)).size).toBe(6);
  });
});
