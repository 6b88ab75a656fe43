import type { AdminMessage, MessageForm, MessageKind } from '@shop/domain/admin/content';
import type { ListPage, ListQuery } from '@shop/domain/admin/listing';
import { DomainError } from '@shop/domain/errors';
import type { Queryable } from '@shop/projections/ports/db';
import type { AdminChange } from '../audit.ts';
import { containing, listPage } from '../listing.ts';

export const MESSAGE_SORTS = ['updatedAt', 'startsAt', 'endsAt', 'messageId'] as const;
export type MessageSort = (typeof MESSAGE_SORTS)[number];

interface MessageRow {
  message_id: number;
  kind: MessageKind;
  title_chi: string;
  title_eng: string;
  text_chi: string;
  text_eng: string;
  link_to: string;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  active: boolean;
  updated_at: Date | string;
}

const COLUMNS =
  'message_id, kind, title_chi, title_eng, text_chi, text_eng, link_to, starts_at, ends_at, active, updated_at';
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const toMessage = (row: MessageRow): AdminMessage => ({
  messageId: Number(row.message_id),
  kind: row.kind,
  titleChi: row.title_chi,
  titleEng: row.title_eng,
  textChi: row.text_chi,
  textEng: row.text_eng,
  linkTo: row.link_to,
  startsAt: iso(row.starts_at),
  endsAt: iso(row.ends_at),
  active: row.active,
  updatedAt: new Date(row.updated_at).toISOString(),
});

export function listMessages(
  db: Queryable,
  query: ListQuery<MessageSort> & { kind?: MessageKind | undefined },
): Promise<ListPage<AdminMessage>> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.q) {
    params.push(containing(query.q));
    where.push(
      `(text_chi ilike $${params.length} or text_eng ilike $${params.length} or title_chi ilike $${params.length} or title_eng ilike $${params.length})`,
    );
  }
  if (query.kind) {
    params.push(query.kind);
    where.push(`kind = $${params.length}`);
  }
  return listPage(db, query, {
    select: COLUMNS,
    from: `shop_messages${where.length > 0 ? ` where ${where.join(' and ')}` : ''}`,
    params,
    columns: { updatedAt: 'updated_at', startsAt: 'starts_at', endsAt: 'ends_at', messageId: 'message_id' },
    tieBreak: 'message_id',
    toItem: toMessage,
  });
}

export async function findMessage(
  db: Queryable,
  messageId: number,
  forUpdate = false,
): Promise<AdminMessage> {
  const { rows } = await db.query<MessageRow>(
    `select ${COLUMNS} from shop_messages where message_id = $1${forUpdate ? ' for update' : ''}`,
    [messageId],
  );
  if (!rows[0]) throw new DomainError('NOT_FOUND', '找不到此訊息 No such message.');
  return toMessage(rows[0]);
}

const values = (input: MessageForm, now: Date) => [
  input.kind,
  input.titleChi,
  input.titleEng,
  input.textChi,
  input.textEng,
  input.linkTo,
  input.startsAt,
  input.endsAt,
  input.active,
  now,
];

export async function createMessage(
  tx: Queryable,
  input: MessageForm,
  now: Date,
): Promise<{ result: AdminMessage; change: AdminChange }> {
  const { rows } = await tx.query<MessageRow>(
    `insert into shop_messages (kind, title_chi, title_eng, text_chi, text_eng, link_to, starts_at, ends_at, active,
       updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning ${COLUMNS}`,
    values(input, now),
  );
  const created = toMessage(rows[0]!);
  return {
    result: created,
    change: {
      section: 'messages',
      action: 'message.created',
      entityId: created.messageId,
      before: null,
      after: created,
    },
  };
}

export async function updateMessage(
  tx: Queryable,
  messageId: number,
  input: MessageForm,
  now: Date,
): Promise<{ result: AdminMessage; change: AdminChange }> {
  const before = await findMessage(tx, messageId, true);
  const { rows } = await tx.query<MessageRow>(
    `update shop_messages set kind = $2, title_chi = $3, title_eng = $4, text_chi = $5, text_eng = $6,
       link_to = $7, starts_at = $8, ends_at = $9, active = $10, updated_at = $11
     where message_id = $1 returning ${COLUMNS}`,
    [messageId, ...values(input, now)],
  );
  const after = toMessage(rows[0]!);
  return {
    result: after,
    change: { section: 'messages', action: 'message.updated', entityId: messageId, before, after },
  };
}

export async function deleteMessage(
  tx: Queryable,
  messageId: number,
): Promise<{ result: { messageId: number }; change: AdminChange }> {
  const before = await findMessage(tx, messageId, true);
  await tx.query('delete from shop_messages where message_id = $1', [messageId]);
  return {
    result: { messageId },
    change: { section: 'messages', action: 'message.deleted', entityId: messageId, before, after: null },
  };
}
