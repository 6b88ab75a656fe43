import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords.ts';
import { testDatabases } from '../../db/testDatabases.ts';
import {
  authedForm,
  bearer,
  claimsOf,
  form,
  insertMember,
  login,
  ORDINARY,
  VIP,
} from '../../testing/testMembers.ts';
import { startTestShop, type TestShop } from '../../testing/testShop.ts';

describe.each(testDatabases())('GET member/ and POST member/update on $name', (leg) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop(leg);
  });
  afterAll(async () => {
    await shop?.close();
  });

  const me = (token: string) =>
    shop.app.inject({ method: 'GET', url: '/api/member/', headers: bearer(token) });
  const update = (token: string, fields: Record<string, string | number | undefined>) =>
    shop.app.inject({ method: 'POST', url: '/api/member/update', ...authedForm(token, fields) });

  it("answers the caller's record with the VIP's valid points from the member_points read model", async () => {
    const token = await login(shop.app, VIP.username, VIP.password);
    const memberId = Number(claimsOf(token).sub);
    // The seed's opening points reach the read model through the projection runner.
    let record = (await me(token)).json();
    for (let tries = 0; record.validPoint === 0 && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      record = (await me(token)).json();
    }
    expect(record).toEqual({
      memberId,
      firstname: '志明',
      lastname: '李',
      email: 'chiming.lee@example.com',
      phone: VIP.phone,
      locationId: 6,
      birthdayMonth: 8,
      ageGroup: { ageGroupId: 4, ageGroupName: expect.any(String) },
      memberLevelId: 2,
      memberLevel: 'ROLE_VIP',
      validPoint: 8600,
      membershipExpireDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const { rows } = await shop.db.query<{ valid_points: number }>(
      'select valid_points from member_points where member_id = $1',
      [memberId],
    );
    expect(rows[0]?.valid_points).toBe(8600);
  });

  it('validPoint is 0 without a row in member_points, and the row value once there is one', async () => {
    const phone = '55701111';
    const memberId = await insertMember(shop.db, {
      phone,
      email: 'points@example.com',
      passwordHash: await hashPassword('points-pass'),
    });
    const token = await login(shop.app, `852${phone}`, 'points-pass');
    expect((await me(token)).json()).toMatchObject({
      validPoint: 0,
      ageGroup: null,
      membershipExpireDate: null,
    });
    await shop.db.query(
      'insert into member_points (member_id, valid_points, updated_at) values ($1, 120, now())',
      [memberId],
    );
    expect((await me(token)).json().validPoint).toBe(120);
  });

  it("changes the caller's own names, email and age group", async () => {
    const token = await login(shop.app, ORDINARY.username, ORDINARY.password);
    const memberId = Number(claimsOf(token).sub);
    const response = await update(token, {
      memberId,
      locationId: 6,
      firstName: ' 嘉儀 ',
      lastName: '陳',
      email: 'kayee.chan@example.com',
      ageGroup: 4,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      memberId,
      firstname: '嘉儀',
      lastname: '陳',
      email: 'kayee.chan@example.com',
      ageGroup: { ageGroupId: 4 },
      phone: ORDINARY.phone,
      birthdayMonth: 3,
    });
    expect((await me(token)).json().email).toBe('kayee.chan@example.com');
  });

  it("another member's id is a 404 and nobody's record changes", async () => {
    const token = await login(shop.app, ORDINARY.username, ORDINARY.password);
    const vipToken = await login(shop.app, VIP.username, VIP.password);
    const vipId = Number(claimsOf(vipToken).sub);
    const vipBefore = (await me(vipToken)).json();
    const ownBefore = (await me(token)).json();
    const response = await update(token, {
      memberId: vipId,
      locationId: 6,
      firstName: 'Hacked',
      lastName: 'Hacked',
      email: 'hacked@example.com',
    });
    expect(response.statusCode).toBe(404);
    expect((await me(vipToken)).json()).toEqual(vipBefore);
    expect((await me(token)).json()).toEqual(ownBefore);
  });

  it('refuses a taken email (409), another region (400), bad fields (400), and no token (401), changing nothing', async () => {
    const token = await login(shop.app, ORDINARY.username, ORDINARY.password);
    const memberId = Number(claimsOf(token).sub);
    const before = (await me(token)).json();
    const valid = { memberId, locationId: 6, firstName: 'A', lastName: 'B', email: 'unique-one@example.com' };

    const taken = await update(token, { ...valid, email: 'CHIMING.LEE@example.com' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('EMAIL_TAKEN');

    const region = await update(token, { ...valid, locationId: 11 });
    expect(region.statusCode).toBe(400);
    expect(region.json().error.code).toBe('LOCATION_READ_ONLY');

    const blank = await update(token, { ...valid, firstName: '', email: 'nope' });
    expect(blank.statusCode).toBe(400);
    expect(
      blank
        .json()
        .error.details.fields.map((field: { code: string }) => field.code)
        .sort(),
    ).toEqual(['EMAIL_INVALID', 'FIRSTNAME_REQUIRED']);

    // 42 is no age group; 40000 and 2^31 do not fit the smallint and integer columns (a 500 before).
    for (const [field, value] of [
      ['ageGroup', 42],
      ['ageGroup', 40000],
      ['memberId', 2 ** 31],
    ] as const) {
      const outOfRange = await update(token, { ...valid, [field]: value });
      expect(outOfRange.statusCode).toBe(400);
    }

    const anonymous = await shop.app.inject({ method: 'POST', url: '/api/member/update', ...form(valid) });
    expect(anonymous.statusCode).toBe(401);

    expect((await me(token)).json()).toEqual(before);
  });
});
