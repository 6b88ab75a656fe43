import { DomainError } from '@shop/domain/errors';
import type { MemberAnswer } from '@shop/domain/members/apiSchemas';
import type { PhoneRule } from '@shop/domain/members/phone';
import { phoneCandidates } from '@shop/domain/members/phone';
import { hongKongDate } from '@shop/domain/time/hongKong';
import type { Queryable } from '@shop/projections/ports/db';
import type { IdentityProvider } from '../auth/idTokens.ts';
import { authorityOf, type MemberForToken } from '../plugins/auth.ts';

export interface MemberRow extends MemberForToken {
  locationId: number;
  phone: string;
  passwordHash: string;
  /** Staff disabled the account: no new token is issued for it. */
  disabled: boolean;
}

const MEMBER_COLUMNS = `member_id as "memberId", firstname, lastname, email, location_id as "locationId", phone,
  member_level_id as "memberLevelId", password_hash as "passwordHash", tokens_valid_after as "tokensValidAfter",
  disabled_at is not null as disabled`;

function normalise(row: MemberRow | undefined): MemberRow | null {
  if (!row) return null;
  return {
    ...row,
    memberId: Number(row.memberId),
    tokensValidAfter: row.tokensValidAfter === null ? null : new Date(row.tokensValidAfter),
  };
}

/** A disabled account gets no token, whichever way it logs in (password, SMS code, Google, Facebook). */
export function refuseDisabled(member: Pick<MemberRow, 'disabled'>): void {
  if (member.disabled)
    throw new DomainError('MEMBER_DISABLED', '此帳戶已停用，請聯絡本店 This account has been disabled.');
}

export async function findMemberById(db: Queryable, memberId: number): Promise<MemberRow | null> {
  const { rows } = await db.query<MemberRow>(`select ${MEMBER_COLUMNS} from members where member_id = $1`, [
    memberId,
  ]);
  return normalise(rows[0]);
}

export async function findMemberByPhone(
  db: Queryable,
  locationId: number,
  phone: string,
): Promise<MemberRow | null> {
  const { rows } = await db.query<MemberRow>(
    `select ${MEMBER_COLUMNS} from members where location_id = $1 and phone = $2`,
    [locationId, phone],
  );
  return normalise(rows[0]);
}

/** The member a login name (calling code + phone) stands for, if any. */
export async function findMemberByUsername(
  db: Queryable,
  username: string,
  rules: readonly PhoneRule[],
): Promise<MemberRow | null> {
  for (const candidate of phoneCandidates(username, rules)) {
    const member = await findMemberByPhone(db, candidate.locationId, candidate.phone);
    if (member) return member;
  }
  return null;
}

const SOCIAL_COLUMN: Record<IdentityProvider, string> = { google: 'google_id', facebook: 'facebook_id' };

export async function findMemberBySocialId(
  db: Queryable,
  provider: IdentityProvider,
  subject: string,
): Promise<MemberRow | null> {
  const { rows } = await db.query<MemberRow>(
    `select ${MEMBER_COLUMNS} from members where ${SOCIAL_COLUMN[provider]} = $1`,
    [subject],
  );
  return normalise(rows[0]);
}

export async function emailTaken(db: Queryable, email: string, exceptMemberId = 0): Promise<boolean> {
  const { rows } = await db.query(
    'select 1 from members where lower(email) = lower($1) and member_id <> $2',
    [email, exceptMemberId],
  );
  return rows.length > 0;
}

export async function ageGroupOffered(db: Queryable, ageGroupId: number): Promise<boolean> {
  const { rows } = await db.query('select 1 from age_groups where age_group_id = $1 and status = 1', [
    ageGroupId,
  ]);
  return rows.length > 0;
}

/** The member record of GET member/ (spec 000 §3). */
export type MemberRecord = MemberAnswer;

export async function memberRecord(db: Queryable, memberId: number): Promise<MemberRecord | null> {
  const { rows } = await db.query<{
    member_id: number;
    firstname: string;
    lastname: string;
    email: string;
    phone: string;
    location_id: number;
    birthday_month: number | null;
    age_group_id: number | null;
    age_group_name_chi: string | null;
    member_level_id: number;
    membership_expire_date: Date | string | null;
    valid_points: number | string;
  }>(
    `select m.member_id, m.firstname, m.lastname, m.email, m.phone, m.location_id, m.birthday_month,
            ag.age_group_id, ag.age_group_name_chi, m.member_level_id, m.membership_expire_date,
            coalesce(mp.valid_points, 0) as valid_points
     from members m
     left join age_groups ag on ag.age_group_id = m.age_group_id
     left join member_points mp on mp.member_id = m.member_id
     where m.member_id = $1`,
    [memberId],
  );
  const row = rows[0];
  if (!row) return null;
  const expires = row.membership_expire_date === null ? null : new Date(row.membership_expire_date);
  return {
    memberId: Number(row.member_id),
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    locationId: row.location_id,
    birthdayMonth: row.birthday_month,
    ageGroup:
      row.age_group_id === null
        ? null
        : { ageGroupId: row.age_group_id, ageGroupName: row.age_group_name_chi ?? '' },
    memberLevelId: row.member_level_id,
    memberLevel: authorityOf(row.member_level_id),
    validPoint: Number(row.valid_points),
    membershipExpireDate: expires ? hongKongDate(expires) : null,
  };
}

/** Postgres unique violations by constraint, to tell which value a racing insert or update collided on. */
export function uniqueViolation(error: unknown): string | null {
  const candidate = error as { code?: string; constraint?: string; message?: string } | null;
  if (candidate?.code !== '23505') return null;
  return candidate.constraint ?? candidate.message ?? '';
}

/** The fields a member changes on the info page; an absent age group keeps the one stored. */
export interface ProfileChange {
  firstName: string;
  lastName: string;
  email: string;
  ageGroup?: number | undefined;
}

/** Writes a member's own profile change; a unique violation (email taken meanwhile) is the caller's to map. */
export async function updateProfile(
  db: Queryable,
  memberId: number,
  change: ProfileChange,
  now: Date,
): Promise<void> {
  await db.query(
    `update members set firstname = $2, lastname = $3, email = $4, age_group_id = coalesce($5, age_group_id),
       updated_at = $6
     where member_id = $1`,
    [memberId, change.firstName, change.lastName, change.email, change.ageGroup ?? null, now],
  );
}

/** Stores a fresh hash of the same password (after the hashing parameters changed). */
export async function replacePasswordHash(
  db: Queryable,
  memberId: number,
  passwordHash: string,
): Promise<void> {
  await db.query('update members set password_hash = $2 where member_id = $1', [memberId, passwordHash]);
}
