import type { ProductDetail } from '@shop/domain/catalogue/apiSchemas';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { createOutbox } from '../../lib/outbox.ts';
import { memoryOutboxStorage } from '../../lib/outboxTesting.ts';
import type {
  CartAnswer,
  CartApi,
  CouponAnswer,
  PreAnswer,
  ProductListItem,
  SetContentAnswer,
} from './cartApi.ts';
import { type CartItem, itemFromPointOption } from './cartItem.ts';
import {
  type CartRepository,
  type CartSession,
  cartCount,
  createCartStore,
  type GuestCoupon,
  pendingKeys,
  visibleItems,
} from './cartStore.ts';
import { cartItem, orderProduct, preAnswer, serverLine } from './cartTesting.ts';

function memoryRepo(): CartRepository & {
  lines: CartItem[];
  coupon: GuestCoupon | null;
  carts: Map<string, CartAnswer>;
} {
  const repo = {
    lines: [] as CartItem[],
    coupon: null as GuestCoupon | null,
    carts: new Map<string, CartAnswer>(),
    guestLines: async () => [...repo.lines],
    async updateGuestLines<T>(update: (items: CartItem[]) => { items: CartItem[]; result: T }) {
      const { items, result } = update([...repo.lines]);
      repo.lines = items;
      return result;
    },
    guestCoupon: async () => repo.coupon,
    async setGuestCoupon(value: GuestCoupon | null) {
      repo.coupon = value;
    },
    async clearGuest() {
      repo.lines = [];
      repo.coupon = null;
    },
    memberCart: async (memberId: string) => repo.carts.get(memberId) ?? null,
    async setMemberCart(memberId: string, answer: CartAnswer | null) {
      if (answer) repo.carts.set(memberId, answer);
      else repo.carts.delete(memberId);
    },
  };
  return repo;
}

function cartAnswer(lines: ReturnType<typeof serverLine>[]): CartAnswer {
  const total = lines.reduce((sum, line) => sum + line.line_total, 0);
  return {
    productList: lines,
    total,
    total_before_discount: total,
    coupon_discount: 0,
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    point: 0,
    point_cash: 0,
    coupon: null,
    promotionCode: null,
    pointToCash: 0,
    valid_point: 0,
    usable_point: 0,
    shipping_country_id: 6,
    shipping_fee: total >= 500 ? 0 : 30,
    free_delivery: null,
    order_total: total + (total >= 500 ? 0 : 30),
    points_to_earn: 0,
    can_checkout: lines.length > 0,
    warnings: [],
  };
}

/** Points per item of the fake server's redemption lines. */
const POINTS_EACH = 6_800;

const COUPON: CouponAnswer = {
  couponId: 2,
  couponCode: 'CASH30',
  guestAllowed: true,
  discount: {
    discountId: 2,
    discountTitle: '滿HK$200減HK$30',
    discountTitleEng: 'HK$30 off',
    discountType: 'CASH_COUPON',
    actionType: '-',
    actionValue: 30,
    displayProducts: [],
    regularPriceOnly: false,
    minimumSpend: 200,
    giftProducts: [],
    validFrom: null,
    validTo: null,
  },
};

/**
 * A server in memory: the member cart as quantities per product, each write applied once per
 * Idempotency-Key (as the bff does), the guest pricing echoing the lines it was sent.
 */
function fakeServer() {
  const cart = new Map<number, number>();
  const deliveryTimes = new Map<number, number>();
  /** Products sold as a half-year subscription (subscription period 6). */
  const subscriptions = new Set<number>();
  /** Points lines: quantity by `productId:productPointId`; each item costs POINTS_EACH points. */
  const pointsLines = new Map<string, number>();
  let validPoints = 8_600;
  const seenKeys = new Set<string>();
  const writes: { path: string; key: string; body: unknown }[] = [];
  const guestPrices: { items: ProductListItem[]; code: string | null }[] = [];
  const stock = new Map<number, number>();
  let online = true;
  const answer = (): CartAnswer =>
    cartAnswer([
      ...[...cart].map(([productId, quantity]) =>
        serverLine(productId, {
          quantity,
          product_inventory: stock.get(productId) ?? 10,
          subscription_period: subscriptions.has(productId) ? 6 : null,
          delivery_times: deliveryTimes.get(productId) ?? 1,
          deliveries: subscriptions.has(productId) ? 2 : (deliveryTimes.get(productId) ?? 1),
        }),
      ),
      ...[...pointsLines].map(([key, quantity]) => {
        const [productId = 0, productPointId = 0] = key.split(':').map(Number);
        return serverLine(productId, {
          kind: 'points',
          quantity,
          point: POINTS_EACH,
          product_point_id: productPointId,
          product_discount_price: 34,
        });
      }),
    ]);
  const offline = () => new ApiError('NETWORK_ERROR', 'offline', 0);

  const send = async (request: { path: string; body?: unknown }, key: string): Promise<unknown> => {
    if (!online) throw offline();
    writes.push({ path: request.path, key, body: request.body });
    const body = request.body as {
      productId: number;
      quantity: number;
      productPointId?: number;
      deliveryTimes?: number;
      productListJson?: ProductListItem[];
    };
    if (seenKeys.has(key)) return answer();
    if (request.path === 'shoppingCart/cartProduct/deliveryTimes') {
      deliveryTimes.set(body.productId, body.deliveryTimes ?? 1);
    } else if (request.path === 'shoppingCart/cartProduct/usingPoint/add') {
      const lineKey = `${body.productId}:${body.productPointId}`;
      const wanted = (pointsLines.get(lineKey) ?? 0) + body.quantity;
      if (wanted * POINTS_EACH > validPoints) {
        throw new ApiError('INSUFFICIENT_POINTS', '積分不足', 422, {
          required: wanted * POINTS_EACH,
          available: validPoints,
        });
      }
      pointsLines.set(lineKey, wanted);
    }
    if (request.path === 'shoppingCart/cartProduct/add') {
      const wanted = (cart.get(body.productId) ?? 0) + body.quantity;
      if (wanted > (stock.get(body.productId) ?? 10)) {
        throw new ApiError('INSUFFICIENT_STOCK', '庫存不足', 409, {
          inventory: stock.get(body.productId) ?? 10,
        });
      }
      cart.set(body.productId, wanted);
    } else if (request.path === 'shoppingCart/cartProduct/minus') {
      cart.set(body.productId, (cart.get(body.productId) ?? 0) - body.quantity);
    } else if (request.path === 'shoppingCart/cartProduct/delete') {
      cart.delete(body.productId);
    } else if (request.path === 'shoppingCart/setContent') {
      const capped: SetContentAnswer['merge']['capped'] = [];
      for (const line of body.productListJson ?? []) {
        const limit = stock.get(line.productId) ?? 10;
        const current = cart.get(line.productId) ?? 0;
        const added = Math.min(line.quantity, limit - current);
        cart.set(line.productId, current + added);
        if (added < line.quantity) {
          capped.push({
            productId: line.productId,
            requested: line.quantity,
            added,
            quantity: current + added,
            inventory: limit,
          });
        }
      }
      seenKeys.add(key);
      return { ...answer(), merge: { merged: [], capped, refused: [], promotionCode: null } };
    }
    seenKeys.add(key);
    return answer();
  };

  const api: CartApi = {
    memberCart: async () => {
      if (!online) throw offline();
      return answer();
    },
    guestPre: async (items, code): Promise<PreAnswer> => {
      if (!online) throw offline();
      guestPrices.push({ items, code });
      return preAnswer(
        items.map((item) =>
          orderProduct(
            cartItem(item.productId, {
              quantity: item.quantity,
              product_inventory: stock.get(item.productId) ?? 10,
            }),
          ),
        ),
      );
    },
    coupon: async (code) => {
      if (!online) throw offline();
      if (code.toUpperCase() === 'CASH30') return COUPON;
      if (code.toUpperCase() === 'FREESHIP') throw new ApiError('COUPON_NOT_FOR_GUESTS', 'members only', 403);
      throw new ApiError('COUPON_NOT_FOUND', 'not found', 404);
    },
    availableCoupons: async () => [COUPON],
    setCoupon: async () => answer(),
    deleteCoupon: async () => {
      throw offline();
    },
    availableGwp: async () => [],
    availablePwp: async () => [],
    memberAddOn: async () => answer(),
    guestAddOn: async () => {
      throw offline();
    },
    displayProduct: async () => {
      throw offline();
    },
    categoryProducts: async () => {
      throw offline();
    },
    pointProducts: async () => [],
  };
  return {
    api,
    answer,
    send,
    cart,
    stock,
    deliveryTimes,
    subscriptions,
    pointsLines,
    setValidPoints(points: number) {
      validPoints = points;
    },
    writes,
    guestPrices,
    setOnline(value: boolean) {
      online = value;
    },
    isOnline: () => online,
  };
}

function setup(initialSession: CartSession | null = null) {
  const server = fakeServer();
  const repo = memoryRepo();
  let session = initialSession;
  let ids = 0;
  const outbox = createOutbox({
    storage: memoryOutboxStorage(),
    send: (request, key) => server.send(request, key),
    memberId: () => session?.memberId ?? null,
    newId: () => {
      ids += 1;
      return `mutation-${ids}`;
    },
  });
  const tracked: string[] = [];
  const store = createCartStore({
    repo,
    api: server.api,
    outbox,
    session: () => session,
    online: server.isOnline,
    now: () => 1_000,
    announce: () => undefined,
    track: (event, items) =>
      tracked.push(`${event}:${items.map((item) => `${item.item_id}x${item.quantity}`).join()}`),
  });
  return {
    store,
    server,
    repo,
    outbox,
    tracked,
    logIn(memberId: string, level: CartSession['level'] = 'member') {
      session = { memberId, level };
    },
    logOut() {
      session = null;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('guest cart', () => {
  it('works offline in storage and is priced by the server once online', async () => {
    const { store, server, repo } = setup();
    server.setOnline(false);
    await store.start();
    expect(await store.add(cartItem(30001, { product_inventory: 6 }), 2)).toEqual({ status: 'done' });
    expect(await store.add(cartItem(30001, { product_inventory: 6 }), 1)).toEqual({ status: 'done' });
    expect(repo.lines.map((line) => [line.product_id, line.quantity])).toEqual([[30001, 3]]);
    expect(cartCount(store.getState())).toBe(3);
    await settle();
    expect(server.guestPrices).toEqual([]);
    expect(store.getState().syncProblem).toBe('offline');

    server.setOnline(true);
    server.stock.set(30001, 4);
    await store.refresh();
    expect(server.guestPrices).toEqual([
      { items: [{ productId: 30001, quantity: 3, deliveryTimes: 1, discountId: null }], code: null },
    ]);
    // The answer refreshed the stored line's stock.
    expect(repo.lines[0]?.product_inventory).toBe(4);
    expect(store.getState().guestPriced?.answer.quantity).toBe(3);
  });

  it('refuses more than the stock and says so', async () => {
    const { store } = setup();
    await store.start();
    await store.add(cartItem(30001, { product_inventory: 2 }), 2);
    const outcome = await store.add(cartItem(30001, { product_inventory: 2 }), 1);
    expect(outcome).toEqual({
      status: 'refused',
      refusal: { reason: 'outOfStock', productId: 30001, inventory: 2, inCart: 2 },
    });
  });

  it('records remove_from_cart when lines go', async () => {
    const { store, tracked } = setup();
    await store.start();
    await store.add(cartItem(30001), 2);
    await store.changeQuantity('regular:30001', -1);
    await store.remove('regular:30001');
    expect(tracked).toEqual(['remove_from_cart:30001x1', 'remove_from_cart:30001x1']);
    expect(store.getState().items).toEqual([]);
  });

  it('empties after an order without recording the bought lines as removed', async () => {
    const { store, tracked, repo } = setup();
    await store.start();
    await store.add(cartItem(30001), 2);
    await store.add(cartItem(30002), 1);
    await store.emptyAfterOrder();
    expect(store.getState().items).toEqual([]);
    expect(repo.lines).toEqual([]);
    expect(tracked).toEqual([]);
  });

  it('applies a guest coupon after checking it; refuses empty, unknown and members-only codes', async () => {
    const { store, repo, server } = setup();
    await store.start();
    await store.add(cartItem(30001), 1);
    expect(await store.applyCoupon('   ')).toEqual({ ok: false, failure: 'empty' });
    expect(await store.applyCoupon('NOPE')).toEqual({ ok: false, failure: 'invalid' });
    expect(await store.applyCoupon('FREESHIP')).toEqual({ ok: false, failure: 'guestNotAllowed' });
    expect(repo.coupon).toBeNull();
    expect(await store.applyCoupon(' cash30 ')).toEqual({ ok: true, coupon: COUPON });
    expect(repo.coupon).toEqual({ code: 'CASH30', coupon: COUPON });
    expect(server.guestPrices.at(-1)?.code).toBe('CASH30');
    expect(await store.removeCoupon()).toEqual({ ok: true });
    expect(repo.coupon).toBeNull();
  });
});

describe('member cart', () => {
  it('shows a change made offline as pending and sends it exactly once on reconnect', async () => {
    const { store, server, logIn } = setup();
    logIn('7');
    server.cart.set(30001, 1);
    await store.start();
    await store.refresh();
    expect(visibleItems(store.getState()).map((item) => item.quantity)).toEqual([1]);

    server.setOnline(false);
    expect(await store.changeQuantity('regular:30001', 1)).toEqual({ status: 'pending' });
    const state = store.getState();
    expect(visibleItems(state).map((item) => item.quantity)).toEqual([2]);
    expect([...pendingKeys(state)]).toEqual(['regular:30001']);
    expect(server.cart.get(30001)).toBe(1);

    server.setOnline(true);
    await store.refresh();
    await store.refresh();
    expect(server.cart.get(30001)).toBe(2);
    expect(server.writes.map((write) => write.key)).toEqual(['mutation-1']);
    expect(store.getState().pending).toEqual([]);
    expect(store.getState().items.map((item) => item.quantity)).toEqual([2]);
  });

  it('keeps a newer answer over a cart read that was sent before it and answered after it', async () => {
    const { store, server, logIn } = setup();
    logIn('7');
    server.cart.set(30001, 1);
    await store.start();
    const withCoupon = { ...server.answer(), coupon: COUPON } as CartAnswer;
    const withoutCoupon = server.answer();
    let answerRead: (answer: CartAnswer) => void = () => undefined;
    server.api.memberCart = () => new Promise((resolve) => (answerRead = resolve));
    server.api.deleteCoupon = async () => withoutCoupon;

    const reading = store.refresh();
    await settle();
    expect(await store.removeCoupon()).toEqual({ ok: true });
    expect(store.getState().server?.coupon).toBeNull();
    answerRead(withCoupon); // read by the server before the removal, arriving after it
    await reading;
    expect(store.getState().server?.coupon).toBeNull();
  });

  it('keeps a refused change as a conflict for the shopper, until dismissed', async () => {
    const { store, server, logIn } = setup();
    logIn('7');
    server.cart.set(30001, 1);
    await store.start();
    await store.refresh();
    server.setOnline(false);
    await store.changeQuantity('regular:30001', 1);
    server.stock.set(30001, 1);
    server.setOnline(true);
    await store.refresh();
    const { conflicts, pending } = store.getState();
    expect(pending).toEqual([]);
    expect(conflicts.map((entry) => entry.lastError?.code)).toEqual(['INSUFFICIENT_STOCK']);
    expect(visibleItems(store.getState()).map((item) => item.quantity)).toEqual([1]);
    await store.dismissConflict(conflicts[0]?.mutationId ?? '');
    expect(store.getState().conflicts).toEqual([]);
  });

  it('answers an online add at once, refused with the server reason', async () => {
    const { store, server, logIn } = setup();
    logIn('7');
    server.stock.set(30002, 1);
    await store.start();
    expect(await store.add(cartItem(30001), 1)).toEqual({ status: 'done' });
    // The browser thought there were 10; the server knows better.
    const outcome = await store.add(cartItem(30002, { product_inventory: 10 }), 2);
    expect(outcome).toMatchObject({
      status: 'conflict',
      error: { code: 'INSUFFICIENT_STOCK', details: { inventory: 1 } },
    });
    expect([...server.cart]).toEqual([[30001, 1]]);
  });
});

/** 蜂蜜潤唇膏 as product/all/withPoint lists it: all points, or half the points plus HK$34. */
const LIP_BALM: ProductDetail = {
  productId: 30077,
  productNameChi: '蜂蜜潤唇膏',
  productNameEng: 'Honey Lip Balm',
  productVolume: '4g',
  productPrice: 68,
  productDiscountPrice: null,
  productInventory: 50,
  sku: 'LIP-4',
  subscriptionPeriod: null,
  productImage: ['lip.svg'],
  displayProductId: 1077,
  productStep: 1,
  points: [
    { productPointId: 11, point: 13_600, money: 0 },
    { productPointId: 12, point: 6_800, money: 34 },
  ],
  isGroupProduct: false,
  products: [],
  displayProductNameChi: '蜂蜜潤唇膏',
  displayProductNameEng: 'Honey Lip Balm',
  displayProductUrlNaming: 'honey-lip-balm',
  urlName: 'honey-lip-balm',
  recommended: '',
  status: 1,
};

function redemptionOf(productPointId: number): CartItem {
  const option = LIP_BALM.points.find((candidate) => candidate.productPointId === productPointId);
  if (!option) throw new Error(`no option ${productPointId}`);
  return itemFromPointOption(LIP_BALM, option, 5);
}

describe('delivery times', () => {
  it('keeps a guest line’s delivery times in storage and prices the cart with them', async () => {
    const { store, server, repo } = setup();
    await store.start();
    await store.add(cartItem(30001), 2);
    await settle();
    expect(await store.setDeliveryTimes('regular:30001', 3)).toEqual({ status: 'done' });
    await settle();
    expect(repo.lines.map((line) => line.delivery_times)).toEqual([3]);
    expect(server.guestPrices.at(-1)?.items).toEqual([
      { productId: 30001, quantity: 2, deliveryTimes: 3, discountId: null },
    ]);
  });

  it('refuses to change a half-year subscription (it ships twice) or to go beyond 12, sending nothing', async () => {
    const { store, server, repo, logIn } = setup();
    server.setOnline(false);
    await store.start();
    await store.add(cartItem(30006, { subscription_period: 6 }), 1);
    await store.add(cartItem(30001), 1);
    expect(await store.setDeliveryTimes('regular:30006', 2)).toEqual({
      status: 'refused',
      refusal: { reason: 'deliveryTimesFixed', productId: 30006 },
    });
    expect(await store.setDeliveryTimes('regular:30001', 13)).toMatchObject({ status: 'refused' });
    expect(repo.lines.map((line) => line.delivery_times)).toEqual([1, 1]);

    server.setOnline(true);
    logIn('7');
    await store.loggedIn('otherTab');
    server.cart.set(30006, 1);
    server.subscriptions.add(30006);
    await store.refresh();
    expect(await store.setDeliveryTimes('regular:30006', 2)).toMatchObject({
      status: 'refused',
      refusal: { reason: 'deliveryTimesFixed' },
    });
    expect(server.writes).toEqual([]);
  });

  it('sends a member’s choice through the outbox: pending offline, sent once on reconnect', async () => {
    const { store, server, logIn } = setup();
    logIn('7');
    server.cart.set(30001, 2);
    await store.start();
    await store.refresh();
    server.setOnline(false);
    expect(await store.setDeliveryTimes('regular:30001', 2)).toEqual({ status: 'pending' });
    expect(visibleItems(store.getState()).map((item) => item.delivery_times)).toEqual([2]);
    expect([...pendingKeys(store.getState())]).toEqual(['regular:30001']);

    server.setOnline(true);
    await store.refresh();
    expect(server.writes.map((write) => [write.path, write.body])).toEqual([
      ['shoppingCart/cartProduct/deliveryTimes', { productId: 30001, deliveryTimes: 2 }],
    ]);
    expect(server.deliveryTimes.get(30001)).toBe(2);
    expect(store.getState().items.map((item) => item.delivery_times)).toEqual([2]);
  });
});

describe('points redemption', () => {
  it('adds a VIP’s points line: shown at once while pending, then as the server answers it', async () => {
    const { store, server, logIn, tracked } = setup();
    logIn('7', 'vip');
    await store.start();
    server.setOnline(false);
    expect(await store.redeem(redemptionOf(12))).toEqual({ status: 'pending' });
    const pending = visibleItems(store.getState());
    expect(pending.map((item) => [item.key, item.kind, item.point, item.product_discount_price])).toEqual([
      ['points:30077:12', 'points', 6_800, 34],
    ]);
    expect([...pendingKeys(store.getState())]).toEqual(['points:30077:12']);

    server.setOnline(true);
    await store.refresh();
    expect(server.writes.map((write) => [write.path, write.body])).toEqual([
      ['shoppingCart/cartProduct/usingPoint/add', { productId: 30077, productPointId: 12, quantity: 1 }],
    ]);
    expect(store.getState().pending).toEqual([]);
    expect(store.getState().items.map((item) => [item.key, item.quantity])).toEqual([['points:30077:12', 1]]);
    expect(tracked).toEqual(['add_to_cart:30077x1']);
  });

  it('a second tap adds one more item to the same points line', async () => {
    const { store, server, logIn } = setup();
    logIn('7', 'vip');
    server.setValidPoints(20_000);
    await store.start();
    await store.redeem(redemptionOf(12));
    expect(await store.redeem(redemptionOf(12))).toEqual({ status: 'done' });
    expect([...server.pointsLines]).toEqual([['30077:12', 2]]);
  });

  it('shows the server’s refusal when the points do not cover it, and keeps nothing', async () => {
    const { store, server, logIn } = setup();
    logIn('7', 'vip');
    server.setValidPoints(5_000);
    await store.start();
    const outcome = await store.redeem(redemptionOf(12));
    expect(outcome).toMatchObject({
      status: 'conflict',
      error: { code: 'INSUFFICIENT_POINTS', details: { required: 6_800, available: 5_000 } },
    });
    expect(server.pointsLines.size).toBe(0);
    expect(visibleItems(store.getState())).toEqual([]);
    expect(store.getState().conflicts.map((entry) => entry.lastError?.code)).toEqual(['INSUFFICIENT_POINTS']);
  });

  it('is refused to guests and ordinary members without asking the server', async () => {
    const { store, server, repo, logIn } = setup();
    await store.start();
    const refusal = { status: 'refused', refusal: { reason: 'vipOnly', productId: 30077 } };
    expect(await store.redeem(redemptionOf(11))).toEqual(refusal);
    expect(repo.lines).toEqual([]);
    logIn('8');
    await store.loggedIn('otherTab');
    expect(await store.redeem(redemptionOf(11))).toEqual(refusal);
    expect(server.writes).toEqual([]);
  });
});

describe('login and logout', () => {
  it('pushes the guest lines (not the add-ons) into the member cart, clears the guest cart and reports capped lines', async () => {
    const { store, server, repo, logIn } = setup();
    await store.start();
    await store.add(cartItem(30001, { product_inventory: 10 }), 3);
    await store.add(cartItem(30002), 1);
    await repo.updateGuestLines((items) => ({
      items: [...items, cartItem(30600, { kind: 'pwp', discount_id: 12, product_discount_price: 15 })],
      result: null,
    }));
    await repo.setGuestCoupon({ code: 'CASH30', coupon: COUPON });
    server.cart.set(30001, 1);
    server.stock.set(30001, 2);

    logIn('7');
    await store.loggedIn('login');
    const setContent = server.writes.find((write) => write.path === 'shoppingCart/setContent');
    expect(setContent?.body).toEqual({
      productListJson: [
        { productId: 30001, quantity: 3, deliveryTimes: 1 },
        { productId: 30002, quantity: 1, deliveryTimes: 1 },
      ],
      promotionCode: 'CASH30',
    });
    expect(repo.lines).toEqual([]);
    expect(repo.coupon).toBeNull();
    expect([...server.cart]).toEqual([
      [30001, 2],
      [30002, 1],
    ]);
    const state = store.getState();
    expect(state.memberId).toBe('7');
    expect(visibleItems(state).map((item) => [item.product_id, item.quantity])).toEqual([
      [30001, 2],
      [30002, 1],
    ]);
    expect(state.notices).toEqual([
      {
        id: 1,
        type: 'merged',
        capped: [{ name: '產品30001', added: 1, inventory: 2 }],
        refused: [],
        couponRefused: null,
      },
    ]);
  });

  it('does not push again when another tab logged in', async () => {
    const { store, server, repo, logIn } = setup();
    await store.start();
    await store.add(cartItem(30001), 1);
    logIn('7');
    await store.loggedIn('otherTab');
    expect(server.writes).toEqual([]);
    expect(repo.lines).toHaveLength(1);
  });

  it('clears the cart, the kept member cart and the member’s pending changes at logout', async () => {
    const { store, server, repo, outbox, logIn, logOut } = setup();
    logIn('7');
    server.cart.set(30001, 1);
    await store.start();
    await store.refresh();
    server.setOnline(false);
    await store.changeQuantity('regular:30001', 1);
    expect(repo.carts.has('7')).toBe(true);
    logOut();
    await store.loggedOut();
    expect(store.getState()).toMatchObject({ memberId: null, items: [], pending: [], server: null });
    expect(repo.carts.has('7')).toBe(false);
    expect(await outbox.entries('7')).toEqual([]);
  });
});
