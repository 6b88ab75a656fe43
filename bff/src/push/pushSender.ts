import type { Db } from '@shop/projections/ports/db';
import webpush from 'web-push';
import type { Clock } from '../clock.ts';
import { type Sweeper, startSweeper } from '../sweeper.ts';
import type { VapidKeys } from './pushKeys.ts';
import { restockPayload } from './pushMessages.ts';

/** A failed push is tried again after 30 s, 1, 2, 4… minutes (at most an hour apart), this many times in all. */
export const PUSH_MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** How long a sender holds a claimed row before another may take it (a crash mid-send). */
const CLAIM_MS = 2 * 60_000;
const BATCH = 20;
/** How long the push service keeps a message for a browser that is offline. */
const TTL_SECONDS = 24 * 60 * 60;

export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

export interface PushSenderDeps {
  db: Db;
  clock: Clock;
  keys: VapidKeys;
  shopName: string;
  onError?: (error: unknown) => void;
}

export interface SendOutcome {
  sent: number;
  retried: number;
  failed: number;
  dropped: number;
}

/**
 * Turns restocks (the outbox rows migration 0067's trigger writes) into queued notifications for the
 * product's followers, once per restock; each follow ends when it is told.
 */
export async function queueRestocks(db: Db, shopName: string): Promise<number> {
  return db.transaction(async (tx) => {
    const restocks = await tx.query<{
      restock_id: string;
      product_id: number;
      name_chi: string;
      name_eng: string;
      image: string | null;
    }>(
      `select r.restock_id::text, r.product_id, p.name_chi, p.name_eng, p.images[1] as image
       from push_restocks r join products p on p.product_id = r.product_id
       where not r.handled order by r.restock_id limit 100 for update of r skip locked`,
    );
    for (const restock of restocks.rows) {
      const product = (name: string) => ({ productId: restock.product_id, name, image: restock.image });
      const en = restockPayload(shopName, product(restock.name_eng || restock.name_chi), 'en');
      const zh = restockPayload(shopName, product(restock.name_chi), 'zh-HK');
      await tx.query(
        `insert into push_deliveries (source, subscription_id, payload)
         select $1, subscription_id,
           (case when lang = 'en' then $3::jsonb else $4::jsonb end) || jsonb_build_object('url', open_url)
         from push_subscriptions where product_id = $2 and ended_at is null
         on conflict (source, subscription_id) do nothing`,
        [`restock:${restock.restock_id}`, restock.product_id, JSON.stringify(en), JSON.stringify(zh)],
      );
      await tx.query(
        `update push_subscriptions set ended_at = now() where product_id = $1 and ended_at is null`,
        [restock.product_id],
      );
      await tx.query('update push_restocks set handled = true where restock_id = $1', [restock.restock_id]);
    }
    return restocks.rows.length;
  });
}

interface DueDelivery {
  source: string;
  subscription_id: string;
  attempts: number;
  payload: unknown;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Sends every due notification once: claims a batch (moving its next attempt past the claim, so a second
 * sender skips it), posts each outside any transaction, and records what the push service said. 2xx: sent.
 * 404 or 410: the browser dropped the subscription, so every follow of that endpoint goes. Anything else:
 * retried later with a growing pause, and given up after PUSH_MAX_ATTEMPTS.
 */
export async function sendDuePushes(deps: PushSenderDeps): Promise<SendOutcome> {
  const { db, clock } = deps;
  const outcome: SendOutcome = { sent: 0, retried: 0, failed: 0, dropped: 0 };
  await queueRestocks(db, deps.shopName);
  for (;;) {
    const now = clock.now();
    const due = await db.transaction(async (tx) => {
      const rows = await tx.query<DueDelivery>(
        `select d.source, d.subscription_id::text, d.attempts, d.payload, s.endpoint, s.p256dh, s.auth
         from push_deliveries d join push_subscriptions s using (subscription_id)
         where d.status = 'pending' and (d.next_attempt_at is null or d.next_attempt_at <= $1)
         order by d.next_attempt_at nulls first limit ${BATCH} for update of d skip locked`,
        [now.toISOString()],
      );
      for (const row of rows.rows) {
        await tx.query(
          `update push_deliveries set next_attempt_at = $3 where source = $1 and subscription_id = $2`,
          [row.source, row.subscription_id, new Date(now.getTime() + CLAIM_MS).toISOString()],
        );
      }
      return rows.rows;
    });
    for (const delivery of due) await sendOne(deps, delivery, outcome);
    if (due.length < BATCH) return outcome;
  }
}

async function sendOne(deps: PushSenderDeps, delivery: DueDelivery, outcome: SendOutcome): Promise<void> {
  const { db, clock } = deps;
  const key = [delivery.source, delivery.subscription_id];
  const payload = typeof delivery.payload === 'string' ? delivery.payload : JSON.stringify(delivery.payload);
  let status: number | null = null;
  let failure: unknown = null;
  try {
    status = await post(deps.keys, delivery, payload);
  } catch (error) {
    failure = error;
  }
  if (status !== null && status >= 200 && status < 300) {
    await db.query(
      `update push_deliveries set status = 'sent', attempts = attempts + 1, sent_at = $3, last_error = null
       where source = $1 and subscription_id = $2`,
      [...key, clock.now().toISOString()],
    );
    outcome.sent += 1;
    return;
  }
  if (status === 404 || status === 410) {
    await db.query('delete from push_subscriptions where endpoint = $1', [delivery.endpoint]);
    outcome.dropped += 1;
    return;
  }
  const attempts = delivery.attempts + 1;
  const failed = attempts >= PUSH_MAX_ATTEMPTS;
  const reason = status !== null ? `push service answered ${status}` : String(failure).slice(0, 500);
  await db.query(
    `update push_deliveries set attempts = $3, last_error = $4,
       status = case when $5 then 'failed' else 'pending' end, next_attempt_at = $6
     where source = $1 and subscription_id = $2`,
    [
      ...key,
      attempts,
      reason,
      failed,
      new Date(clock.now().getTime() + retryDelayMs(attempts)).toISOString(),
    ],
  );
  if (failed) outcome.failed += 1;
  else outcome.retried += 1;
  if (failure !== null) deps.onError?.(failure);
}

/**
 * Encrypts (RFC 8291, aes128gcm) and signs (VAPID, RFC 8292) with web-push, then posts it: through fetch
 * rather than web-push's own https-only request, so that a loopback stand-in in PUSH_SERVICE_ORIGINS can
 * receive it in tests, and never following a redirect (the endpoint was checked; where it points is not).
 */
async function post(keys: VapidKeys, delivery: DueDelivery, payload: string): Promise<number> {
  const details = webpush.generateRequestDetails(
    { endpoint: delivery.endpoint, keys: { p256dh: delivery.p256dh, auth: delivery.auth } },
    payload,
    { vapidDetails: keys, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm' },
  );
  const response = await fetch(details.endpoint, {
    method: details.method,
    headers: details.headers as Record<string, string>,
    body: details.body ?? null,
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  });
  await response.body?.cancel();
  return response.status;
}

/** Sends due notifications at start and then every `intervalMs` (every replica may: rows are claimed). */
export function startPushSender(deps: PushSenderDeps & { intervalMs: number }): Promise<Sweeper> {
  return startSweeper({
    sweep: () => sendDuePushes(deps),
    clock: deps.clock,
    intervalMs: deps.intervalMs,
    onError: deps.onError ?? ((error) => console.error('push sender:', error)),
  });
}
