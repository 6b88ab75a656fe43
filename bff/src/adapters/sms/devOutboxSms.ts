import type { Queryable } from '@shop/projections/ports/db';
import type { Clock } from '../../clock.ts';
import type { SmsSender } from './smsSender.ts';

/** Development and test: "sending" writes the message to the sms_outbox table, read by GET /api/dev/sms. */
export function devOutboxSms(db: Queryable, clock: Clock): SmsSender {
  return {
    kind: 'outbox',
    async send(message) {
      await db.query('insert into sms_outbox (phone, text, code, sent_at) values ($1, $2, $3, $4)', [
        message.to,
        message.text,
        message.code ?? null,
        clock.now(),
      ]);
    },
  };
}

export interface OutboxEntry {
  phone: string;
  text: string;
  code: string | null;
  sentAt: string;
}

/** What would have been sent to one international number, newest first. */
export async function readOutbox(db: Queryable, phone: string, limit = 50): Promise<OutboxEntry[]> {
  const { rows } = await db.query<{
    phone: string;
    text: string;
    code: string | null;
    sent_at: Date | string;
  }>(
    `select phone, text, code, sent_at from sms_outbox where phone = $1
     order by sent_at desc, sms_id desc limit $2`,
    [phone, limit],
  );
  return rows.map((row) => ({
    phone: row.phone,
    text: row.text,
    code: row.code,
    sentAt: new Date(row.sent_at).toISOString(),
  }));
}
