/**
 * Orders read model benchmark: how fast the `orders` projection applies placed and paid orders, on Postgres.
 *
 *   node --import tsx bench/orderProjection.ts
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) is used in a fresh schema dropped at the end.
 * BENCH_ORDERS (5000) orders of two events each (OrderPlaced with two lines, PaymentConfirmed) are appended
 * first, then one runner catches up from the start with its default batch size. Placement at 1,500 orders/s
 * needs the projection to apply at least 3,000 events/s, or read-your-writes waits grow. Prints figures only.
 */
import { ordersReadModel } from '@shop/projections/orders/orders';
import { ProjectionRunner, prepareProjection } from '@shop/projections/runner/projectionRunner';
import { createPostgresEventStore } from '../bff/src/adapters/eventStore/postgresEventStore.ts';
import { migrate } from '../bff/src/db/migrate.ts';
import { openIsolatedPostgres } from '../bff/src/db/testDatabases.ts';
import { appendOrderEvents, orderHistory } from '../bff/src/testing/testOrders.ts';
import { draft, orderLine } from '../domain/src/orders/orderFixtures.ts';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 5000);

async function main(): Promise<void> {
  const db = await openIsolatedPostgres(DATABASE_URL, 12);
  try {
    await migrate(db);
    const store = createPostgresEventStore(db, { pollIntervalMs: 50 });
    const base = draft();
    const twoLines = {
      ...base,
      lines: [
        ...base.lines,
        orderLine({
          productId: 2,
          sku: 'MASK-1',
          quantity: 1,
          finalPrice: 0,
          chargedUnitPrice: 0,
          kind: 'gwp',
        }),
      ],
    };
    const appendStarted = performance.now();
    const batch = 10;
    for (let first = 1; first <= ORDERS; first += batch) {
      await Promise.all(
        Array.from({ length: Math.min(batch, ORDERS - first + 1) }, (_, k) => {
          const orderId = first + k;
          const order = {
            orderId,
            orderNo: `JH${String(orderId).padStart(8, '0')}`,
            buyer: { kind: 'member', memberId: (orderId % 500) + 1, level: 'vip' } as const,
            placedAt: new Date(Date.UTC(2026, 10, 1) + orderId * 1000).toISOString(),
            order: twoLines,
          };
          return appendOrderEvents(store, orderId, orderHistory('paid', order));
        }),
      );
    }
    const appendMs = performance.now() - appendStarted;

    await prepareProjection(db, ordersReadModel);
    const runner = new ProjectionRunner({ db, store, projection: ordersReadModel });
    const started = performance.now();
    const events = await runner.catchUp();
    const ms = performance.now() - started;
    console.log(`appended ${ORDERS} orders (${ORDERS * 2} events) in ${(appendMs / 1000).toFixed(1)} s`);
    console.log(
      `orders projection: ${events} events in ${(ms / 1000).toFixed(2)} s = ${Math.round((events / ms) * 1000)} events/s, ${Math.round((ORDERS / ms) * 1000)} orders/s`,
    );
    await store.close();
  } finally {
    await db.close();
  }
}

await main();
