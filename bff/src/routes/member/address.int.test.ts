import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords.ts';
import { testDatabases } from '../../db/testDatabases.ts';
import { authedForm, bearer, insertMember, login } from '../../testing/testMembers.ts';
import { startTestShop, type TestShop } from '../../testing/testShop.ts';

interface Address {
  addressId: number;
  recipient: string;
  contactNumber: string;
  isDefault: boolean;
  [field: string]: unknown;
}

const central = {
  recipient: '陳大文',
  contactNumber: '9123 4567',
  phoneCountryId: 6,
  countryCode: 'HK',
  addressProvince: '香港島',
  addressCity: '中西區',
  addressZone: '中環',
  addressRow1: '皇后大道中1號',
  addressRow2: '太子大廈',
  addressRow3: '10樓',
  addressRow4: 'A室',
};

function addressApi(app: FastifyInstance, token: string) {
  return {
    list: async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/member/address',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      return response.json<Address[]>();
    },
    add: (fields: Record<string, string | number>) =>
      app.inject({ method: 'POST', url: '/api/member/address', ...authedForm(token, fields) }),
    edit: (fields: Record<string, string | number>) =>
      app.inject({ method: 'PUT', url: '/api/member/address', ...authedForm(token, fields) }),
    remove: (addressId: number) =>
      app.inject({ method: 'DELETE', url: '/api/member/address', ...authedForm(token, { addressId }) }),
    makeDefault: (addressId: number) =>
      app.inject({ method: 'POST', url: '/api/member/address/default', ...authedForm(token, { addressId }) }),
  };
}

describe.each(testDatabases())('member/address on $name', (leg) => {
  let shop: TestShop;
  let nextPhone = 55800000;
  beforeAll(async () => {
    shop = await startTestShop(leg);
  });
  afterAll(async () => {
    await shop?.close();
  });

  /** A fresh member with no addresses, logged in. */
  async function newMember() {
    const phone = String(nextPhone++);
    await insertMember(shop.db, {
      phone,
      email: `${phone}@example.com`,
      passwordHash: await hashPassword('address-pass'),
    });
    return addressApi(shop.app, await login(shop.app, `852${phone}`, 'address-pass'));
  }

  it('adds an address: the first is the default, the phone is kept as digits', async () => {
    const api = await newMember();
    expect(await api.list()).toEqual([]);
    const response = await api.add(central);
    expect(response.statusCode).toBe(200);
    const added = response.json<Address>();
    expect(added).toEqual({
      ...central,
      addressId: expect.any(Number),
      contactNumber: '91234567',
      countryId: 6,
      isDefault: true,
    });
    expect(await api.list()).toEqual([added]);

    const second = (
      await api.add({ ...central, recipient: '陳小文', phoneCountryId: 11, contactNumber: '66123456' })
    ).json<Address>();
    expect(second).toMatchObject({ isDefault: false, phoneCountryId: 11 });
  });

  it('allows at most 3: a fourth is refused and nothing is written', async () => {
    const api = await newMember();
    for (const recipient of ['一', '二', '三'])
      expect((await api.add({ ...central, recipient })).statusCode).toBe(200);
    const fourth = await api.add({ ...central, recipient: '四' });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error).toEqual({ code: 'ADDRESS_LIMIT_REACHED', message: '最多只可儲存3個地址' });
    expect((await api.list()).map((address) => address.recipient)).toEqual(['一', '二', '三']);
  });

  it('two concurrent adds for the last place: one succeeds, the other is refused', async () => {
    const api = await newMember();
    await api.add({ ...central, recipient: '一' });
    await api.add({ ...central, recipient: '二' });
    const [a, b] = await Promise.all([
      api.add({ ...central, recipient: '甲' }),
      api.add({ ...central, recipient: '乙' }),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 409]);
    const list = await api.list();
    expect(list).toHaveLength(3);
    expect(list.filter((address) => address.isDefault)).toHaveLength(1);
  });

  it('keeps exactly one default: setting another, deleting the default promotes the oldest other', async () => {
    const api = await newMember();
    const first = (await api.add({ ...central, recipient: '一' })).json<Address>();
    const second = (await api.add({ ...central, recipient: '二' })).json<Address>();
    const third = (await api.add({ ...central, recipient: '三' })).json<Address>();
    const defaults = (list: Address[]) =>
      list.filter((address) => address.isDefault).map((address) => address.recipient);

    const afterDefault = await api.makeDefault(third.addressId);
    expect(afterDefault.statusCode).toBe(200);
    expect(defaults(afterDefault.json())).toEqual(['三']);

    // Deleting a non-default leaves the default alone.
    expect(defaults((await api.remove(second.addressId)).json())).toEqual(['三']);
    // Deleting the default promotes the oldest remaining one.
    const afterDelete = await api.remove(third.addressId);
    expect(afterDelete.statusCode).toBe(200);
    expect(afterDelete.json()).toEqual([{ ...first, isDefault: true }]);
    expect((await api.remove(first.addressId)).json()).toEqual([]);
    // A new first address is the default again.
    expect((await api.add(central)).json<Address>().isDefault).toBe(true);
  });

  it('edits an address, keeping its default flag; DELETE also reads the id from the query string', async () => {
    const api = await newMember();
    const added = (await api.add(central)).json<Address>();
    const edited = await api.edit({
      ...central,
      addressId: added.addressId,
      recipient: '李四',
      addressProvince: '九龍',
      addressCity: '油尖旺區',
      addressZone: '旺角',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      addressId: added.addressId,
      recipient: '李四',
      addressZone: '旺角',
      isDefault: true,
    });
    expect((await api.list())[0]?.recipient).toBe('李四');
  });

  it("never lets a member read, change or delete another member's address: 404, nothing changed", async () => {
    const owner = await newMember();
    const other = await newMember();
    const address = (await owner.add(central)).json<Address>();
    await owner.add({ ...central, recipient: '第二個' });
    const before = await owner.list();

    expect(await other.list()).toEqual([]);
    const edit = await other.edit({ ...central, addressId: address.addressId, recipient: 'Mallory' });
    const remove = await other.remove(address.addressId);
    const makeDefault = await other.makeDefault(before[1]?.addressId ?? 0);
    for (const response of [edit, remove, makeDefault]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('ADDRESS_NOT_FOUND');
    }
    expect(await owner.list()).toEqual(before);
    expect(await other.list()).toEqual([]);
  });

  it('reports missing fields in one message joined by the Chinese enumeration comma, writing nothing', async () => {
    const api = await newMember();
    const missing = await api.add({ addressProvince: '請選擇' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: '請填寫收件人、地址、手提電話號碼、地區',
    });

    const zone = await api.add({ ...central, addressZone: '' });
    expect(zone.json().error.message).toBe('請填寫分區');
    const district = await api.add({ ...central, addressCity: '', addressZone: '' });
    expect(district.json().error.message).toBe('請填寫區域');
    const wrongDistrict = await api.add({ ...central, addressCity: '油尖旺區' });
    expect(wrongDistrict.json().error.details.fields).toEqual([
      { field: 'addressCity', code: 'DISTRICT_INVALID', message: '區域不正確' },
    ]);
    const digits = await api.add({ ...central, contactNumber: '9123456' });
    expect(digits.json().error.details.fields).toEqual([
      { field: 'contactNumber', code: 'CONTACT_NUMBER_DIGITS', message: '手提電話號碼位數不正確' },
    ]);
    const macau = await api.add({ ...central, countryCode: 'MO' });
    expect(macau.statusCode).toBe(400);
    const phoneCountry = await api.add({ ...central, phoneCountryId: 1 });
    expect(phoneCountry.statusCode).toBe(400);
    expect(await api.list()).toEqual([]);
  });

  it('needs a member token', async () => {
    expect((await shop.app.inject({ method: 'GET', url: '/api/member/address' })).statusCode).toBe(401);
    const { rows } = await shop.db.query<{ n: number | string }>(
      'select count(*) as n from member_addresses',
    );
    const count = Number(rows[0]?.n);
    const anonymous = await shop.app.inject({
      method: 'POST',
      url: '/api/member/address',
      headers: { 'content-type': 'application/json' },
      payload: central,
    });
    expect(anonymous.statusCode).toBe(401);
    const after = await shop.db.query<{ n: number | string }>('select count(*) as n from member_addresses');
    expect(Number(after.rows[0]?.n)).toBe(count);
  });
});
