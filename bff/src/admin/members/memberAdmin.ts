import type { ListPage, ListQuery } from '@shop/domain/admin/listing';
import type {
  MEMBER_SORTS,
  MemberDetail,
  MemberListItem,
  MemberStatusForm,
} from '@shop/domain/admin/members';
import { DomainError } from '@shop/domain/errors';
import type { Queryable } from '@shop/projections/ports/db';
import type { AdminChange } from '../audit.ts';
import { containing, listPage } from '../listing.ts';

type MemberSort = (typeof MEMBER_SORTS)[number];

interface MemberRow {
  member_id: number | string;
  firstname: string;
  lastname: string;
  phone: string;
  calling_code: string;
  email: string;
  member_level_id: number;
  disabled_at: Date | string | null;
  created_at: Date | string;
}

const LIST_COLUMNS = `m.member_id, m.firstname, m.lastname, m.phone, l.calling_code, m.email, m.member_level_id,
  m.disabled_at, m.created_at`;

const iso = (value: Date | string) => new Date(value).toISOString();
const levelOf = (levelId: number) => (levelId === 2 ? 'vip' : 'ordinary');

function listItem(row: MemberRow): MemberListItem {
  return {
    memberId: Number(row.member_id),
    // Chinese order: family name first, as the shop's staff write names.
    name: `${row.lastname} ${row.firstname}`.trim(),
    phone: row.phone,
    callingCode: row.calling_code,
    email: row.email,
    level: levelOf(row.member_level_id),
    disabled: row.disabled_at !== null,
    createdAt: iso(row.created_at),
  };
}

/**
 * The members table. `q` of digits (spaces, dashes and a leading + ignored) finds phones starting with them,
 * with or without the calling code; any other text finds names (either part, or both in either order) and
 * e-mail addresses containing it.
 */
export async function listMembers(
  db: Queryable,
  query: ListQuery<MemberSort> & {
    level?: 'ordinary' | 'vip' | undefined;
    status?: 'active' | 'disabled' | undefined;
  },
): Promise<ListPage<MemberListItem>> {
  const where: string[] = [];
  const params: unknown[] = [];
  const text = query.q?.trim() ?? '';
  const digits = text.replace(/[\s+-]/g, '');
  if (/^[0-9]{2,}$/.test(digits)) {
    params.push(`${digits}%`);
    where.push(`(m.phone like $${params.length} or l.calling_code || m.phone like $${params.length})`);
  } else if (text !== '') {
    params.push(containing(text.toLowerCase()));
    const p = `$${params.length}`;
    where.push(`(lower(m.firstname) like ${p} or lower(m.lastname) like ${p}
      or lower(m.lastname || ' ' || m.firstname) like ${p} or lower(m.firstname || ' ' || m.lastname) like ${p}
      or lower(m.lastname || m.firstname) like ${p} or lower(m.email) like ${p})`);
  }
  if (query.level) where.push(`m.member_level_id = ${query.level === 'vip' ? 2 : 1}`);
  if (query.status) where.push(`m.disabled_at is ${query.status === 'disabled' ? 'not null' : 'null'}`);
  return listPage<MemberRow, MemberListItem, MemberSort>(db, query, {
    select: LIST_COLUMNS,
    from: `members m join locations l on l.location_id = m.location_id
      ${where.length > 0 ? `where ${where.join(' and ')}` : ''}`,
    params,
    columns: {
      createdAt: 'm.created_at',
      name: "m.lastname || ' ' || m.firstname",
      phone: 'm.phone',
      memberId: 'm.member_id',
    },
    tieBreak: 'm.member_id',
    toItem: listItem,
  });
}

const memberNotFound = () => new DomainError('MEMBER_NOT_FOUND', '找不到會員 Member not found.');

/** One member as staff view them; the balance is the memberPoints read model's, the order count the orders'. */
export async function memberDetail(db: Queryable, memberId: number): Promise<MemberDetail> {
  const { rows } = await db.query<
    MemberRow & {
      gender: string | null;
      birthday_month: number | null;
      accept_promotion: boolean;
      membership_expire_date: Date | string | null;
      valid_points: number | string;
      order_count: number | string;
    }
  >(
    `select ${LIST_COLUMNS}, m.gender, m.birthday_month, m.accept_promotion, m.membership_expire_date,
       coalesce(mp.valid_points, 0) as valid_points,
       (select count(*) from orders o where o.member_id = m.member_id) as order_count
     from members m
     join locations l on l.location_id = m.location_id
     left join member_points mp on mp.member_id = m.member_id
     where m.member_id = $1`,
    [memberId],
  );
  const row = rows[0];
  if (!row) throw memberNotFound();
  return {
    ...listItem(row),
    firstname: row.firstname,
    lastname: row.lastname,
    gender: row.gender,
    birthdayMonth: row.birthday_month,
    acceptPromotion: row.accept_promotion,
    membershipExpireDate: row.membership_expire_date === null ? null : iso(row.membership_expire_date),
    disabledAt: row.disabled_at === null ? null : iso(row.disabled_at),
    pointsBalance: Number(row.valid_points),
    orderCount: Number(row.order_count),
  };
}

/**
 * Disables or enables a member. Disabling also moves tokens_valid_after to now, so every token the member
 * holds stops working at once (the token check also refuses a disabled member outright). Setting the
 * status it already has changes nothing and records nothing.
 */
export async function setMemberStatus(
  tx: Queryable,
  memberId: number,
  form: MemberStatusForm,
  now: Date,
): Promise<{ result: MemberDetail; change: AdminChange | null }> {
  const before = await memberDetail(tx, memberId);
  if (before.disabled === form.disabled) return { result: before, change: null };
  await tx.query(
    form.disabled
      ? 'update members set disabled_at = $2, tokens_valid_after = $2, updated_at = $2 where member_id = $1'
      : 'update members set disabled_at = null, updated_at = $2 where member_id = $1',
    [memberId, now],
  );
  // Only the status changed (updated_at and tokens_valid_after are not part of the detail).
  const after: MemberDetail = {
    ...before,
    disabled: form.disabled,
    disabledAt: form.disabled ? now.toISOString() : null,
  };
  const recorded = (member: MemberDetail) => ({ disabled: member.disabled, disabledAt: member.disabledAt });
  return {
    result: after,
    change: {
      section: 'members',
      action: form.disabled ? 'member.disabled' : 'member.enabled',
      entityId: memberId,
      before: recorded(before),
      after: { ...recorded(after), reason: form.reason ?? null },
    },
  };
}
