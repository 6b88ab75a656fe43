import { DomainError } from '@shop/domain/errors';
import {
  ADDRESS_COUNTRY_CODE,
  type AddressGeography,
  type AddressInput,
  MAX_ADDRESSES,
} from '@shop/domain/members/address';
import type { AddressAnswer } from '@shop/domain/members/apiSchemas';
import { HONG_KONG_LOCATION_ID } from '@shop/domain/members/phone';
import type { Db, Queryable } from '@shop/projections/ports/db';
import { geographyOf, loadHongKongAreas, loadPhoneRules } from '../locations/locations.ts';

/** An address as the API shows it (spec 000 §3): the contract of domain/src/members/apiSchemas.ts. */
type AddressRecord = AddressAnswer;

const COLUMNS = `address_id as "addressId", recipient, contact_number as "contactNumber",
  phone_country_id as "phoneCountryId", country_id as "countryId", address_province as "addressProvince",
  address_city as "addressCity", address_zone as "addressZone", address_row1 as "addressRow1",
  address_row2 as "addressRow2", address_row3 as "addressRow3", address_row4 as "addressRow4",
  is_default as "isDefault"`;

const addressNotFound = () => new DomainError('ADDRESS_NOT_FOUND', '找不到此地址');

function record(row: Omit<AddressRecord, 'countryCode'>): AddressRecord {
  return { ...row, addressId: Number(row.addressId), countryCode: ADDRESS_COUNTRY_CODE };
}

export async function listAddresses(db: Queryable, memberId: number): Promise<AddressRecord[]> {
  const { rows } = await db.query<AddressRecord>(
    `select ${COLUMNS} from member_addresses where member_id = $1 order by address_id`,
    [memberId],
  );
  return rows.map(record);
}

/** Serialises a member's address changes (count, slot, default) across connections and replicas. */
async function lockMember(tx: Queryable, memberId: number): Promise<void> {
  const { rows } = await tx.query('select 1 from members where member_id = $1 for update', [memberId]);
  if (rows.length === 0) throw new DomainError('MEMBER_NOT_FOUND', 'Member not found.');
}

/** The geography an address is checked against: Hong Kong's areas and the phone rules. */
export async function addressGeography(db: Queryable): Promise<AddressGeography> {
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

/*
 * A member's delivery addresses: at most 3, exactly one default while any exist (the first added is the
 * default; deleting the default promotes the oldest other one). Every statement is scoped by the caller's
 * member id: another member's address is a 404 and nothing changes.
 */

export async function addAddress(
  db: Db,
  memberId: number,
  input: AddressInput,
  now: Date,
): Promise<AddressRecord> {
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const { rows: taken } = await tx.query<{ slot: number }>(
      'select slot from member_addresses where member_id = $1',
      [memberId],
    );
    if (taken.length >= MAX_ADDRESSES)
      throw new DomainError('ADDRESS_LIMIT_REACHED', `最多只可儲存${MAX_ADDRESSES}個地址`);
    const used = new Set(taken.map((row) => row.slot));
    const slot = [1, 2, 3].find((candidate) => !used.has(candidate));
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
}

export async function updateAddress(
  db: Queryable,
  memberId: number,
  input: AddressInput & { addressId: number },
  now: Date,
): Promise<AddressRecord> {
  const { rows } = await db.query<AddressRecord>(
    `update member_addresses set recipient = $1, contact_number = $2, phone_country_id = $3, country_id = $4,
       address_province = $5, address_city = $6, address_zone = $7, address_row1 = $8, address_row2 = $9,
       address_row3 = $10, address_row4 = $11, updated_at = $12
     where address_id = $13 and member_id = $14
     returning ${COLUMNS}`,
    [...values(input), now, input.addressId, memberId],
  );
  if (!rows[0]) throw addressNotFound();
  return record(rows[0]);
}

/** Deletes one of the member's addresses; the oldest other one becomes the default if it was. */
export async function deleteAddress(db: Db, memberId: number, addressId: number): Promise<void> {
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
}

export async function setDefaultAddress(
  db: Db,
  memberId: number,
  addressId: number,
  now: Date,
): Promise<void> {
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
      [memberId, now],
    );
    await tx.query(
      'update member_addresses set is_default = true, updated_at = $3 where address_id = $1 and member_id = $2',
      [addressId, memberId, now],
    );
  });
}
