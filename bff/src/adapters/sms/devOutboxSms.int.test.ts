import type { Db } from '@shop/projections/ports/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.ts';
import { migrate } from '../../db/migrate.ts';
import { testDatabases } from '../../db/testDatabases.ts';
import { devOutboxSms, readOutbox } from './devOutboxSms.ts';
import { openSmsSender } from './openSmsSender.ts';

describe.each(testDatabases())('development SMS outbox on $name', (leg) => {
  let db: Db;
  beforeAll(async () => {
    db = await leg.open();
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('keeps what would have been sent, per number, newest first', async () => {
    const clock = fixedClock(new Date('2026-11-21T02:00:00Z'));
    const sms = devOutboxSms(db, clock);
    await sms.send({ to: '85261111111', text: 'first 111111', code: '111111' });
    clock.advance(61_000);
    await sms.send({ to: '85261111111', text: 'second 222222', code: '222222' });
    await sms.send({ to: '85362222222', text: 'to Macau' });

    expect(await readOutbox(db, '85261111111')).toEqual([
      { phone: '85261111111', text: 'second 222222', code: '222222', sentAt: '2026-11-21T02:01:01.000Z' },
      { phone: '85261111111', text: 'first 111111', code: '111111', sentAt: '2026-11-21T02:00:00.000Z' },
    ]);
    expect(await readOutbox(db, '85362222222')).toEqual([
      { phone: '85362222222', text: 'to Macau', code: null, sentAt: '2026-11-21T02:01:01.000Z' },
    ]);
    expect(await readOutbox(db, '85299999999')).toEqual([]);
  });

  it('is the adapter outside production without a gateway; production without a gateway refuses to start', () => {
    const clock = fixedClock(new Date());
    const sms = { gatewayUrl: undefined, gatewayToken: undefined, senderId: 'Shop' };
    expect(openSmsSender({ nodeEnv: 'development', sms }, db, clock).kind).toBe('outbox');
    expect(
      openSmsSender({ nodeEnv: 'test', sms: { ...sms, gatewayUrl: 'http://127.0.0.1:1/' } }, db, clock).kind,
    ).toBe('http');
    expect(() => openSmsSender({ nodeEnv: 'production', sms }, db, clock)).toThrow('SMS_GATEWAY_URL');
  });
});
