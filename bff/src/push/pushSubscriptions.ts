import { DomainError } from '@shop/domain/errors';
import { START } from '@shop/domain/events';
import type {
  PushFollow,
  PushFollowList,
  PushSubscribeRequest,
  PushUnsubscribeRequest,
} from '@shop/domain/push/apiSchemas';
import type { Db, Queryable } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';
import type { Clock } from '../clock.ts';
import { orderIdOfNumber } from '../orders/orderNumbers.ts';
import { type OrderCaller, ownOrder } from '../payments/orderPayments.ts';
import { checkPushEndpoint, type PushEndpointRules } from './pushEndpoint.ts';

/** At most this many follows per order (a family's phones), per member and per browser (endpoint). */
export const PUSH_LIMITS = { perOrder: 10, perMember: 50, perEndpoint: 50 } as const;

export interface PushSubscriptionDeps {
  db: Db;
  eventStore: EventStore;
  clock: Clock;
  rules: PushEndpointRules;
}

interface Target {
  follows: PushFollow;
  openUrl: string;
}

/**
 * Records that a browser follows an order or a sold-out product. The order must be the caller's own (a
 * member's by token, a guest's by number and phone: anything else is the same 404 as a missing order). The
 * event store's head is kept with it, so the reactor tells it only what happens from now on.
 */
export async function subscribeToPush(
  deps: PushSubscriptionDeps,
  input: { request: PushSubscribeRequest; memberId: number | null },
): Promise<PushFollow> {
  const { db, eventStore, clock, rules } = deps;
  const { request, memberId } = input;
  const { endpoint, keys } = request.subscription;
  checkPushEndpoint(endpoint, rules);
  const target = await targetOf(db, eventStore, request, memberId);
  const head = (await eventStore.headPosition()) ?? START;
  await db.transaction(async (tx) => {
    // One follow at a time per browser, so the counts below cannot be raced past.
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`push:${endpoint}`]);
    await checkLimits(tx, endpoint, memberId, target.follows);
    const orderId = target.follows.kind === 'order' ? target.follows.orderId : null;
    const productId = target.follows.kind === 'product' ? target.follows.productId : null;
    const values = [
      endpoint,
      keys.p256dh,
      keys.auth,
      request.lang,
      memberId,
      orderId,
      target.follows.kind === 'order' ? target.follows.orderNo : null,
      productId,
      target.openUrl,
      String(head.commit),
      String(head.prepare),
      clock.now().toISOString(),
    ];
    const conflict =
      orderId !== null
        ? '(order_id, endpoint) where order_id is not null'
        : '(product_id, endpoint) where product_id is not null and ended_at is null';
    await tx.query(
      `insert into push_subscriptions (endpoint, p256dh, auth, lang, member_id, order_id, order_no, product_id,
         open_url, after_commit, after_prepare, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::numeric, $11::bigint, $12::timestamptz)
       on conflict ${conflict} do update set p256dh = excluded.p256dh, auth = excluded.auth,
         lang = excluded.lang, member_id = coalesce(excluded.member_id, push_subscriptions.member_id),
         open_url = excluded.open_url`,
      values,
    );
  });
  return target.follows;
}

async function targetOf(
  db: Db,
  eventStore: EventStore,
  request: PushSubscribeRequest,
  memberId: number | null,
): Promise<Target> {
  const named = [request.orderId, request.orderNo, request.productId].filter((v) => v !== undefined);
  if (named.length !== 1) {
    throw new DomainError(
      'PUSH_TARGET_REQUIRED',
      '請指明要跟進的訂單或貨品 Name one order (orderId, or orderNo and phone) or one product (productId).',
    );
  }
  if (request.productId !== undefined) return productTarget(db, request.productId, request.lang);
  let orderId: number;
  let caller: OrderCaller;
  let openUrl: string;
  if (request.orderId !== undefined) {
    if (memberId === null) {
      throw new DomainError(
        'PUSH_TARGET_REQUIRED',
        '訪客請提供訂單編號及電話 A guest names the order by its number and phone.',
      );
    }
    orderId = request.orderId;
    caller = { kind: 'member', memberId };
    openUrl = `/order/${orderId}`;
  } else {
    const orderNo = (request.orderNo ?? '').trim();
    const phone = request.phone ?? '';
    const id = orderIdOfNumber(orderNo);
    if (phone === '' || id === null) {
      throw new DomainError(
        'PUSH_TARGET_REQUIRED',
        '訪客請提供訂單編號及電話 A guest names the order by its number and phone.',
      );
    }
    orderId = id;
    caller = { kind: 'guest', orderNo, phone };
    openUrl = `/order_enquiry?${new URLSearchParams({ o: orderNo, p: phone, g: '1' })}`;
  }
  const order = await ownOrder(eventStore, orderId, caller);
  return { follows: { kind: 'order', orderId, orderNo: order.placed.orderNo }, openUrl };
}

async function productTarget(db: Db, productId: number, lang: 'zh-HK' | 'en'): Promise<Target> {
  const found = await db.query<{ name_chi: string; name_eng: string; display_product_id: number }>(
    'select name_chi, name_eng, display_product_id from products where product_id = $1',
    [productId],
  );
  const product = found.rows[0];
  if (!product) throw new DomainError('PRODUCT_NOT_FOUND', '找不到此貨品 This product does not exist.');
  const productName = lang === 'en' && product.name_eng !== '' ? product.name_eng : product.name_chi;
  return {
    follows: { kind: 'product', productId, productName },
    openUrl: `/product/${product.display_product_id}`,
  };
}

async function checkLimits(
  tx: Queryable,
  endpoint: string,
  memberId: number | null,
  follows: PushFollow,
): Promise<void> {
  const counts = await tx.query<{ endpoint: number; member: number; order: number }>(
    `select count(*) filter (where endpoint = $1)::int as endpoint,
       count(*) filter (where member_id = $2)::int as member,
       count(*) filter (where order_id = $3 and endpoint <> $1)::int as order
     from push_subscriptions where ended_at is null and (endpoint = $1 or member_id = $2 or order_id = $3)`,
    [endpoint, memberId, follows.kind === 'order' ? follows.orderId : null],
  );
  const count = counts.rows[0] ?? { endpoint: 0, member: 0, order: 0 };
  const full =
    count.endpoint >= PUSH_LIMITS.perEndpoint ||
    (memberId !== null && count.member >= PUSH_LIMITS.perMember) ||
    count.order >= PUSH_LIMITS.perOrder;
  if (full) {
    throw new DomainError(
      'PUSH_SUBSCRIPTIONS_FULL',
      '已跟進太多項目，請先移除一些 Too many follows already; remove some first.',
      { limits: PUSH_LIMITS },
    );
  }
}

/** Stops a browser's follows: the one named, or all of them. The endpoint itself is the proof of ownership. */
export async function unsubscribeFromPush(db: Db, request: PushUnsubscribeRequest): Promise<number> {
  const result = await db.query(
    `delete from push_subscriptions where endpoint = $1
       and ($2::bigint is null or order_id = $2) and ($3::int is null or product_id = $3)`,
    [request.endpoint, request.orderId ?? null, request.productId ?? null],
  );
  return result.rowCount ?? 0;
}

/** What a member follows, newest first (product follows already told are left out). */
export async function memberPushFollows(db: Db, memberId: number): Promise<PushFollowList> {
  const rows = await db.query<{
    subscription_id: string | number;
    endpoint: string;
    open_url: string;
    created_at: Date | string;
    order_id: string | number | null;
    order_no: string | null;
    product_id: number | null;
    product_name: string | null;
  }>(
    `select s.subscription_id, s.endpoint, s.open_url, s.created_at, s.order_id, s.order_no, s.product_id,
       case when s.lang = 'en' and p.name_eng <> '' then p.name_eng else p.name_chi end as product_name
     from push_subscriptions s left join products p on p.product_id = s.product_id
     where s.member_id = $1 and s.ended_at is null order by s.created_at desc, s.subscription_id desc`,
    [memberId],
  );
  return {
    follows: rows.rows.map((row) => ({
      subscriptionId: Number(row.subscription_id),
      endpoint: row.endpoint,
      createdAt: new Date(row.created_at).toISOString(),
      openUrl: row.open_url,
      follows:
        row.product_id !== null
          ? { kind: 'product' as const, productId: row.product_id, productName: row.product_name ?? '' }
          : { kind: 'order' as const, orderId: Number(row.order_id), orderNo: row.order_no ?? '' },
    })),
  };
}

/** Stops one of a member's follows, by its id; another member's is left alone (0 removed, as a missing one). */
export async function removeMemberPushFollow(
  db: Db,
  memberId: number,
  subscriptionId: number,
): Promise<number> {
  const result = await db.query(
    'delete from push_subscriptions where subscription_id = $1 and member_id = $2',
    [subscriptionId, memberId],
  );
  return result.rowCount ?? 0;
}
