import type { OrderPlaced } from '@shop/domain/orders/orderEvents';
import { pointsEvents, pointsStreamId } from '@shop/domain/points/pointsEvents';
import { allProjections } from '@shop/projections/registry';
import { afterAll, describe, expect, it } from 'vitest';
import { openEventStore } from '../adapters/eventStore/openEventStore.ts';
import { postgresUrlOrSkip } from '../db/testDatabases.ts';
import { memberClaims } from '../plugins/auth.ts';
import { signToken } from '../testing/forgedTokens.ts';
import { compareWithReplay, untilProjectionsPassLastEvent } from '../testing/projectionReplay.ts';
import {
  freePort,
  type ProcessSchema,
  processSchema,
  type ShopProcess,
  startShopProcess,
  waitForHealth,
} from '../testing/shopProcess.ts';
import { insertMember } from '../testing/testMembers.ts';
import { TEST_HOME_ADDRESS, testMetadata } from '../testing/testOrders.ts';

const ATTEMPTS = 1000;
const CLIENTS = 30;
const KILL_AFTER_ACKNOWLEDGED = 300;
const INITIAL_STOCK = 10_000;
const PRODUCTS = 10;
/** Every tenth attempt is a VIP member's express order paying POINTS_TO_CASH of an OPENING_POINTS balance. */
const MEMBER_EVERY = 10;
const OPENING_POINTS = 1000;
const POINTS_TO_CASH = 400;
const JWT_SECRET = 'crash-test-secret-that-is-long-enough-for-hs256';

const HOME = TEST_HOME_ADDRESS;

interface Attempt {
  key: string;
  phone: string;
  productId: number;
  quantity: number;
  /** A VIP member's attempt: an express order with points, sent with the member's token. */
  member?: { memberId: number; token: string };
}

/** A member token as the shop issues it (signed with its secret), without a login per member. */
const memberToken = (memberId: number) =>
  signToken(
    memberClaims(
      {
        memberId,
        firstname: '測試',
        lastname: '會員',
        email: `crash-${memberId}@example.com`,
        memberLevelId: 2,
        tokensValidAfter: null,
      },
      Date.now(),
    ),
    JWT_SECRET,
  );

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The request never reached a listening shop (it is down or starting): sending it again is safe. */
const neverArrived = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED';

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const url = postgresUrlOrSkip('the kill -9 test of the bff process');

describe('kill -9 of the bff while orders are being placed', () => {
  it.runIf(url)(
    'keeps every acknowledged order exactly once, the stock and the points adding up, and the read models equal to a replay',
    async () => {
      const database: ProcessSchema = await processSchema(url as string);
      cleanups.push(() => database.drop());
      const port = await freePort();
      const env = {
        PORT: String(port),
        DATABASE_URL: database.url,
        JWT_SECRET,
        SEED_DEMO_DATA: 'true',
        NODE_ENV: 'development',
      };
      const start = () => {
        const shop = startShopProcess(env);
        cleanups.push(() => shop.child.kill('SIGKILL'));
        return shop;
      };
      let shop: ShopProcess = start();
      const first = shop;
      await waitForHealth(port, shop);

      // Ten in-stock products, so that the buyers of one do not all queue on its row lock.
      const products = (
        await database.db.query<{ product_id: number }>(
          `update products set inventory = $1 where product_id in (
             select p.product_id from products p join display_products dp using (display_product_id)
             where dp.status = 1 and p.product_step = 1 and p.subscription_period is null and not p.is_group
             order by p.product_id limit $2)
           returning product_id`,
          [INITIAL_STOCK, PRODUCTS],
        )
      ).rows.map((row) => row.product_id);
      expect(products).toHaveLength(PRODUCTS);
      // The VIP members, each with a ledger of its own (VIP, then its opening balance), as the demo seed makes one.
      const store = await openEventStore({ db: database.db });
      const memberOf = new Map<number, number>(); // member id → attempt
      for (let index = 0; index < ATTEMPTS; index += MEMBER_EVERY) {
        const memberId = await insertMember(database.db, {
          phone: `5${String(index).padStart(7, '0')}`,
          email: `crash-${index}@example.com`,
          passwordHash: 'scrypt$not-a-real-hash',
          memberLevelId: 2,
        });
        const opening = [
          { type: 'VipUpgraded', data: { memberId, reason: 'GRANTED', paidSpend: 0, orderId: null } },
          {
            type: 'PointsEarned',
            data: {
              memberId,
              points: OPENING_POINTS,
              orderId: null,
              orderNo: null,
              reason: 'opening balance',
            },
          },
        ] as const;
        await store.append(
          pointsStreamId(memberId),
          opening.map((event) => pointsEvents.encode(event, testMetadata(new Date().toISOString()))),
          { expectedRevision: 'no_stream' },
        );
        memberOf.set(memberId, index);
      }
      const attempts: Attempt[] = Array.from({ length: ATTEMPTS }, (_, i) => ({
        key: `crash-${i}`,
        phone: `6${String(i).padStart(7, '0')}`,
        productId: products[i % PRODUCTS]!,
        quantity: 1 + (i % 3),
      }));
      for (const [memberId, index] of memberOf)
        attempts[index]!.member = { memberId, token: memberToken(memberId) };
      // Checkout prices points with the balance its read model shows (the ledger then has the last word): the
      // members' balances must be there before they buy, or their orders would rightly use none.
      for (let waited = 0; ; waited += 50) {
        const shown = await database.db.query<{ n: number }>(
          'select count(*)::int as n from member_points where member_id = any($1::int[]) and valid_points = $2',
          [[...memberOf.keys()], OPENING_POINTS],
        );
        if (shown.rows[0]?.n === memberOf.size) break;
        if (waited > 30_000) throw new Error('the members’ opening balances never reached the read model');
        await pause(50);
      }

      // Each client places attempts one after another. An answer with an id acknowledges the order. A request
      // cut by the kill leaves its order in doubt: even attempts are sent again with the same key (as an outbox
      // would), odd ones are abandoned, so orders that exist without ever being acknowledged are covered too.
      const acknowledged = new Map<number, number>(); // attempt → the order id it was told
      const inDoubt = new Set<number>();
      const unexpected: unknown[] = [];
      let next = 0;
      let replayed = 0;
      const began = Date.now();
      const timeline: string[] = [];
      let restarted: Promise<void> | null = null;
      const restart = async () => {
        timeline.push(`killed at ${Date.now() - began} ms`);
        shop.child.kill('SIGKILL');
        await shop.exited();
        shop = start();
        await waitForHealth(port, shop);
        timeline.push(`answering again at ${Date.now() - began} ms`);
      };
      const client = async () => {
        while (next < ATTEMPTS) {
          const index = next++;
          const attempt = attempts[index]!;
          for (;;) {
            try {
              const { member } = attempt;
              const line = { productId: attempt.productId, quantity: attempt.quantity };
              const response = await fetch(
                `http://127.0.0.1:${port}/api/order/${member ? 'add' : 'guest/add'}`,
                {
                  method: 'POST',
                  headers: {
                    'content-type': 'application/json',
                    'idempotency-key': attempt.key,
                    ...(member ? { authorization: `Bearer ${member.token}` } : {}),
                  },
                  body: JSON.stringify({
                    ...HOME,
                    phone: attempt.phone,
                    ...(member
                      ? { ...line, pointToCash: POINTS_TO_CASH }
                      : { productListJson: JSON.stringify([line]) }),
                  }),
                },
              );
              const body = (await response.json()) as { orderId?: unknown } | null;
              if (response.status === 200 && typeof body?.orderId === 'number') {
                acknowledged.set(index, body.orderId);
                if (response.headers.get('idempotent-replayed') === 'true') replayed += 1;
                if (acknowledged.size >= KILL_AFTER_ACKNOWLEDGED && !restarted) restarted = restart();
              } else if (response.status === 503) {
                // "Try again shortly" (a busy pool): the same key again, as any client should.
                await pause(200);
                continue;
              } else unexpected.push({ index, status: response.status, body });
              break;
            } catch (error) {
              if (neverArrived(error)) {
                await pause(200);
                continue;
              }
              inDoubt.add(index);
              if (index % 2 === 1) break;
              await pause(100);
            }
          }
        }
      };
      await Promise.all(Array.from({ length: CLIENTS }, client));
      timeline.push(`all attempted at ${Date.now() - began} ms`);
      expect(restarted).not.toBeNull();
      await restarted;
      expect(first.child.signalCode).toBe('SIGKILL');
      expect(unexpected).toEqual([]);
      const abandoned = [...inDoubt].filter((index) => index % 2 === 1);
      expect(acknowledged.size).toBe(ATTEMPTS - abandoned.length);

      // Every order in the store, by the attempt its phone names: at most one per attempt, one for each
      // acknowledged attempt (the one it was told), and otherwise only for an attempt abandoned in doubt.
      const placed = (
        await database.db.query<{ stream_id: string; data: OrderPlaced }>(
          `select stream_id, data from events where type = 'OrderPlaced'`,
        )
      ).rows;
      const byAttempt = new Map<number, { orderId: number; placed: OrderPlaced }[]>();
      for (const { stream_id, data } of placed) {
        const index =
          data.buyer.kind === 'guest' ? Number(data.buyer.phone.slice(1)) : memberOf.get(data.buyer.memberId);
        if (index === undefined) throw new Error(`an order of nobody's attempt: ${stream_id}`);
        const orders = byAttempt.get(index) ?? [];
        orders.push({ orderId: Number(stream_id.replace('order-', '')), placed: data });
        byAttempt.set(index, orders);
      }
      expect([...byAttempt.values()].filter((orders) => orders.length > 1)).toEqual([]);
      for (const [index, orderId] of acknowledged)
        expect(byAttempt.get(index)?.map((order) => order.orderId)).toEqual([orderId]);
      const unacknowledged = [...byAttempt.keys()].filter((index) => !acknowledged.has(index));
      expect(unacknowledged.every((index) => abandoned.includes(index))).toBe(true);

      // An order's deadline and idempotency key committed with it, or neither did.
      const sideRows = await database.db.query<{ deadlines: number; guestKeys: number; memberKeys: number }>(
        `select (select count(*)::int from order_payment_deadlines) as deadlines,
           (select count(*)::int from guest_idempotency_keys) as "guestKeys",
           (select count(*)::int from member_idempotency_keys) as "memberKeys"`,
      );
      const memberOrders = [...byAttempt.values()].filter(
        ([order]) => order?.placed.buyer.kind === 'member',
      ) as [{ orderId: number; placed: OrderPlaced }][];
      expect(memberOrders.length).toBeGreaterThan(0);
      expect(sideRows.rows[0]).toEqual({
        deadlines: byAttempt.size,
        guestKeys: byAttempt.size - memberOrders.length,
        memberKeys: memberOrders.length,
      });

      // Points: each member order's redemption is on its member's ledger exactly once, and nothing else is.
      const redeemed = await database.db.query<{ member_id: number; order_id: number; points: number }>(
        `select (data->>'memberId')::int as member_id, (data->>'orderId')::int as order_id,
           (data->>'points')::int as points
         from events where type = 'PointsRedeemed'`,
      );
      const expectedRedemptions = memberOrders.map(([{ orderId, placed }]) => ({
        member_id: placed.buyer.kind === 'member' ? placed.buyer.memberId : null,
        order_id: orderId,
        points: placed.points.usedForCash + placed.points.usedForRedemption,
      }));
      const byOrder = (x: { order_id: number }, y: { order_id: number }) => x.order_id - y.order_id;
      expect(redeemed.rows.sort(byOrder)).toEqual(expectedRedemptions.sort(byOrder));
      expect(redeemed.rows.every((row) => row.points === POINTS_TO_CASH)).toBe(true);

      // Stock: what was there, less every existing order's quantities, is what is there.
      const taken = new Map<number, number>();
      for (const orders of byAttempt.values())
        for (const line of orders[0]!.placed.lines)
          taken.set(line.productId, (taken.get(line.productId) ?? 0) + line.quantity);
      const stock = await database.db.query<{ product_id: number; inventory: number }>(
        'select product_id, inventory from products where product_id = any($1::int[]) order by product_id',
        [products],
      );
      expect(stock.rows).toEqual(
        [...products]
          .sort((a, b) => a - b)
          .map((productId) => ({
            product_id: productId,
            inventory: INITIAL_STOCK - (taken.get(productId) ?? 0),
          })),
      );

      // Every projection of the restarted shop catches up and equals a replay from position 0.
      await untilProjectionsPassLastEvent(database.db);
      for (const projection of allProjections)
        for (const { table, live, replayed } of await compareWithReplay(database.db, store, projection)) {
          expect({ table, rows: live.length }).toEqual({ table, rows: replayed.length });
          expect(live).toEqual(replayed);
        }
      const orderRows = await database.db.query<{ n: number }>('select count(*)::int as n from orders');
      expect(orderRows.rows[0]?.n).toBe(byAttempt.size);
      // And each member's balance is the opening one less what its existing orders paid with.
      const balances = await database.db.query<{ member_id: number; valid_points: number }>(
        'select member_id::int, valid_points from member_points where member_id = any($1::int[]) order by member_id',
        [[...memberOf.keys()]],
      );
      const spent = new Map(redeemed.rows.map((row) => [row.member_id, row.points]));
      expect(balances.rows).toEqual(
        [...memberOf.keys()]
          .sort((a, b) => a - b)
          .map((memberId) => ({
            member_id: memberId,
            valid_points: OPENING_POINTS - (spent.get(memberId) ?? 0),
          })),
      );

      expect(shop.child.exitCode).toBeNull();
      expect(shop.output()).not.toMatch(/uncaught|unhandled/i);
      process.stdout.write(
        `[crash] ${acknowledged.size} acknowledged (${replayed} replayed after the restart), ${inDoubt.size} in doubt at the kill, ${abandoned.length} abandoned of which ${unacknowledged.length} placed; ${timeline.join(', ')}\n`,
      );
    },
    120_000,
  );
});
