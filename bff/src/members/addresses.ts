import {
  ADDRESS_COUNTRY_CODE,
  type AddressInput,
  addressEditSchema,
  addressIdSchema,
  addressSchema,
  MAX_ADDRESSES,
  missingAddressFieldsMessage,
} from '@shop/domain/members/address';
import { HONG_KONG_LOCATION_ID } from '@shop/domain/members/phone';
import type { Queryable } from '@shop/projections/ports/db';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors.ts';
import { membersOnly } from '../../http/access.ts';
import { bodyOf, joinedMessage, memberForm, parseInput } from '../../http/body.ts';
import { geographyOf, loadHongKongAreas, loadPhoneRules } from '../../locations/locations.ts';
import { memberOf } from '../../plugins/auth.ts';

/** An address as the API shows it (spec 000 §3). */
export interface AddressRecord {
  addressId: number;
  recipient: string;
  contactNumber: string;
  phoneCountryId: number;
  countryId: number;
  countryCode: string;
  addressProvince: string;
  addressCity: string;
  addressZone: string;
  addressRow1: string;
  addressRow2: string;
  addressRow3: string;
  addressRow4: string;
  isDefault: boolean;
}

const COLUMNS = `address_id as "addressId", recipient, contact_number as "contactNumber",
  phone_country_id as "phoneCountryId", country_id as "countryId", address_province as "addressProvince",
  address_city as "addressCity", address_zone as "addressZone", address_row1 as "addressRow1",
  address_row2 as "addressRow2", address_row3 as "addressRow3", address_row4 as "addressRow4",
  is_default as "isDefault"`;

const addressNotFound = () => new HttpError(404, 'ADDRESS_NOT_FOUND', '找不到此地址');

function record(row: Omit<AddressRecord, 'countryCode'>): AddressRecord {
  return { ...row, addressId: Number(row.addressId), countryCode: ADDRESS_COUNTRY_CODE };
}

async function listAddresses(db: Queryable, memberId: number): Promise<AddressRecord[]> {
  const { rows } = await db.query<AddressRecord>(
    `select ${COLUMNS} from member_addresses where member_id = $1 order by address_id`,
    [memberId],
  );
  return rows.map(record);
}

/** Serialises a member's address changes (count, slot, default) across connections and replicas. */
async function lockMember(tx: Queryable, memberId: number): Promise<void> {
  const { rows } = await tx.query('select 1 from members where member_id = $1 for update', [memberId]);
  if (rows.length === 0) throw new HttpError(404, 'MEMBER_NOT_FOUND', 'Member not found.');
}

const addressForm = memberForm((issues) => missingAddressFieldsMessage(issues) ?? joinedMessage(issues));

/**
 * A member's delivery addresses: at most 3, exactly one default while any exist (the first added is the
 * default; deleting the default promotes the oldest other one). Every statement is scoped by the caller's
 * member id: another member's address is a 404 and nothing changes.
 */
export async function addressRoutes(app: FastifyInstance): Promise<void> {
  membersOnly(app);

  async function geography() {
    const { db } = app.deps;
    const [areas, rules] = await Promise.all([loadHongKongAreas(db), loadPhoneRules(db)]);
    return geographyOf(areas, rules);
  }

  const values = (input: AddressInput) => [
    input.recipient,
    input.contactNumber,
    input.phoneCountryId,
    HONG_KONG_LOCATION_ID,
    input.addressProvince,
    input.addressCity,
    input.addressZone,
    input.addressRow1,
    input.addressRow2,
    input.addressRow3,
    input.addressRow4,
  ];

  app.get('/member/address', async (request) => listAddresses(app.deps.db, memberOf(request).memberId));

  app.post('/member/address', async (request) => {
    const { db, clock } = app.deps;
    const { memberId } = memberOf(request);
    const input = parseInput(addressSchema(await geography()), request.body, addressForm);
    return db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      const { rows: taken } = await tx.query<{ slot: number }>(
        'select slot from member_addresses where member_id = $1',
        [memberId],
      );
      if (taken.length >= MAX_ADDRESSES)
        throw new HttpError(409, 'ADDRESS_LIMIT_REACHED', `最多只可儲存${MAX_ADDRESSES}個地址`);
      const used = new Set(taken.map((row) => row.slot));
      const slot = [1, 2, 3].find((candidate) => !used.has(candidate));
      const now = clock.now();
      const { rows } = await tx.query<AddressRecord>(
        `insert into member_addresses (recipient, contact_number, phone_country_id, country_id, address_province,
           address_city, address_zone, address_row1, address_row2, address_row3, address_row4,
           member_id, slot, is_default, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)
         returning ${COLUMNS}`,
        [...values(input), memberId, slot, taken.length === 0, now],
      );
      return record(rows[0] as AddressRecord);
    });
  });

  app.put('/member/address', async (request) => {
    const { db, clock } = app.deps;
    const { memberId } = memberOf(request);
    const input = parseInput(addressEditSchema(await geography()), request.body, addressForm);
    const { rows } = await db.query<AddressRecord>(
      `update member_addresses set recipient = $1, contact_number = $2, phone_country_id = $3, country_id = $4,
         address_province = $5, address_city = $6, address_zone = $7, address_row1 = $8, address_row2 = $9,
         address_row3 = $10, address_row4 = $11, updated_at = $12
       where address_id = $13 and member_id = $14
       returning ${COLUMNS}`,
      [...values(input), clock.now(), input.addressId, memberId],
    );
    if (!rows[0]) throw addressNotFound();
    return record(rows[0]);
  });

  /** The address id may come in the body (form or JSON) or the query string. */
  app.delete('/member/address', async (request) => {
    const { db } = app.deps;
    const { memberId } = memberOf(request);
    const { addressId } = parseInput(addressIdSchema, { ...bodyOf(request.query), ...bodyOf(request.body) });
    await db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      const { rows } = await tx.query<{ is_default: boolean }>(
        'delete from member_addresses where address_id = $1 and member_id = $2 returning is_default',
        [addressId, memberId],
      );
      if (!rows[0]) throw addressNotFound();
      if (rows[0].is_default) {
        await tx.query(
          `update member_addresses set is_default = true
           where address_id = (select min(address_id) from member_addresses where member_id = $1)`,
          [memberId],
        );
      }
    });
    return listAddresses(db, memberId);
  });

  app.post('/member/address/default', async (request) => {
    const { db, clock } = app.deps;
    const { memberId } = memberOf(request);
    const { addressId } = parseInput(addressIdSchema, request.body);
    await db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      const { rows } = await tx.query(
        'select 1 from member_addresses where address_id = $1 and member_id = $2',
        [addressId, memberId],
      );
      if (rows.length === 0) throw addressNotFound();
      // Two statements: the partial unique index allows one default at every moment, not only at the end.
      await tx.query(
        'update member_addresses set is_default = false, updated_at = $2 where member_id = $1 and is_default',
        [memberId, clock.now()],
      );
      await tx.query(
        'update member_addresses set is_default = true, updated_at = $3 where address_id = $1 and member_id = $2',
        [addressId, memberId, clock.now()],
      );
    });
    return listAddresses(db, memberId);
  });
}
