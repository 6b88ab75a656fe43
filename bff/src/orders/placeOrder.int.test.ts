import type { EventStore } from '@shop/projections/ports/eventStore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../db/testDatabases.ts';
import { startTestShop, type TestShop } from '../testing/testShop.ts';
import { type DemoProducts, demoProducts } from '../testing/testShoppers.ts';
import { type Placement, placeOrder } from './placeOrder.ts';

/**
 * The KurrentDB shape of placement, on a Postgres store that plays an outside store (`kind: 'kurrentdb'`):
 * the stock, id and deadline commit first, the events follow, and a failed append is compensated.
 */
describe.each(testDatabases())(
  'placing an order with an event store outside the transaction, on $name',
  (leg) => {
    let shop: TestShop;
    let products: DemoProducts;
    beforeAll(async () => {
      shop = await startTestShop(leg);
      products = await demoProducts(shop);
    });
    afterAll(async () => {
      await shop?.close();
    });

    const stockOf = async (productId: number) =>
      (
        await shop.db.query<{ inventory: number }>('select inventory from products where product_id = $1', [
          productId,
        ])
      ).rows[0]?.inventory;

    function attempt(eventStore: EventStore, phone: string, key: string) {
      const now = shop.clock.now();
      const placement: Placement = {
        type: 'PlaceGuestOrder',
        buyer: { kind: 'guest', phone, phoneCountryId: 6 },
        destination: {
          countryId: 6,
          shippingMethod: 'HOME_DELIVERY',
          orderAddressRecipient: '陳大文',
          orderAddressProvince: '九龍',
          orderAddressCity: '油尖旺區',
          orderAddressZone: '旺角',
          orderAddress1: '彌敦道 600 號',
          orderAddress2: '',
          orderAddress3: '',
          orderAddress4: '',
          orderAddress: '',
          phone,
          phoneCountryId: 6,
          email: '',
        },
        cart: {
          items: [{ productId: products.colourBlack, quantity: 2, deliveryTimes: 1, discountId: null }],
          promotionCode: null,
          countryId: 6,
        },
        metadata: {
          correlationId: key,
          causationId: key,
          actor: { kind: 'guest', id: phone },
          occurredAt: now.toISOString(),
        },
      };
      return placeOrder({ db: shop.db, eventStore, now, paymentWindowMs: 30 * 60_000 }, placement, {
        key,
        fingerprint: 'f',
      });
    }

    it('appends after the commit when the store cannot join the transaction', async () => {
      const outside: EventStore = { ...shop.eventStore, kind: 'kurrentdb' };
      const before = await stockOf(products.colourBlack);
      const outcome = await attempt(outside, '61110001', 'k1');
      const { orderId } = outcome.body as { orderId: number };
      const events = await shop.eventStore.readStream(`order-${orderId}`);
      expect(events.map((event) => event.type)).toEqual(['OrderPlaced']);
      expect(await stockOf(products.colourBlack)).toBe(before! - 2);
    });

    it('compensates a failed append: stock back, no deadline, no key, the error to the caller', async () => {
      const failing: EventStore = {
        ...shop.eventStore,
        kind: 'kurrentdb',
        append: async () => {
          throw new Error('event store unavailable');
        },
      };
      const before = await stockOf(products.colourBlack);
      const maxId = async () =>
        (
          await shop.db.query<{ n: string }>(
            'select coalesce(max(order_id), 0)::text as n from order_payment_deadlines',
          )
        ).rows[0]?.n;
      const deadlineBefore = await maxId();
      await expect(attempt(failing, '61110002', 'k2')).rejects.toThrow('event store unavailable');
      expect(await stockOf(products.colourBlack)).toBe(before);
      expect(await maxId()).toBe(deadlineBefore);
      const keys = await shop.db.query('select 1 from guest_idempotency_keys where phone = $1', ['61110002']);
      expect(keys.rows).toEqual([]);
    });
  },
);
