import type { PaymentForm, StockShortage } from '@shop/domain/orders/apiSchemas';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../lib/api.ts';
import type { CheckoutPurchase, Placement, PricedOrder, ShippingQuote, Shopper } from './checkoutApi.ts';
import {
  type CheckoutEmitted,
  type CheckoutLoaded,
  checkoutMachine,
  type SavedAddress,
  stepFlags,
  stepOf,
} from './checkoutMachine.ts';
import type { ShippingForm } from './shippingForm.ts';

const CART: CheckoutPurchase = { kind: 'cart' };

const priced = (overrides: Partial<PricedOrder> = {}): PricedOrder => ({
  lines: [
    {
      key: '1',
      nameChi: '保濕精華',
      nameEng: 'Hydrating serum',
      volume: '30ml',
      quantity: 2,
      deliveryTimes: 1,
      points: 0,
      totalCents: 29_800,
    },
  ],
  couponCode: null,
  couponTitle: null,
  couponDiscountCents: 0,
  productTotalCents: 29_800,
  pointsUsed: 0,
  pointsCashCents: 0,
  usablePoints: 0,
  redemptionPoints: 0,
  canCheckout: true,
  shipping: { countryId: 6, feeCents: 3_000, freeDeliveryTitle: null },
  shortages: [],
  ...overrides,
});

const homeAddress: SavedAddress = {
  addressId: 41,
  recipient: '陳嘉欣',
  contactNumber: '91234567',
  phoneCountryId: 6,
  countryId: 6,
  countryCode: 'HK',
  addressProvince: '九龍',
  addressCity: '油尖旺區',
  addressZone: '旺角',
  addressRow1: '彌敦道 600 號',
  addressRow2: '',
  addressRow3: '12樓',
  addressRow4: 'A室',
  isDefault: true,
};

const location = (
  locationId: number,
  countryName: string,
  countryNameEng: string,
  countryCode: string,
  callingCode: string,
  numberOfDigit: number,
) => ({ locationId, countryName, countryNameEng, countryCode, callingCode, numberOfDigit });

const loaded = (overrides: Partial<CheckoutLoaded> = {}): CheckoutLoaded => ({
  priced: priced(),
  addresses: [],
  locations: [
    location(6, '香港', 'Hong Kong', 'HK', '852', 8),
    location(11, '澳門', 'Macau', 'MO', '853', 8),
    location(30, '中國內地', 'Mainland China', 'CN', '86', 11),
  ],
  lockers: [{ sfLockerId: 'H853MO001', address: '澳門新馬路', countryId: 11 }],
  stations: [],
  ...overrides,
});

const member: Shopper = {
  memberId: '7',
  vip: true,
  email: 'kayan.chan@example.com',
  firstName: '嘉欣',
  lastName: '陳',
};

/** A guest's completely filled home-delivery form. */
const guestForm: Partial<ShippingForm> = {
  recipient: '李小明',
  province: '香港島',
  city: '中西區',
  zone: '中環',
  address1: '皇后大道中 1 號',
  phone: '98765432',
  email: 'siuming@example.com',
};

interface Calls {
  priced: Array<{ countryId: number; point: number }>;
  quoted: Array<{ countryId: number; productTotalCents: number }>;
  placed: Array<{ idempotencyKey: string; point: number; form: ShippingForm }>;
  forms: Array<{ orderId: number; orderNo: string }>;
}

interface Answers {
  load?: () => Promise<CheckoutLoaded>;
  price?: (countryId: number, point: number) => Promise<PricedOrder>;
  quote?: (countryId: number) => Promise<ShippingQuote>;
  place?: () => Promise<Placement>;
  paymentForm?: () => Promise<PaymentForm>;
}

const GATEWAY_FORM: PaymentForm = {
  channel: 'GLOBALPAY',
  action: 'https://pay.example/post',
  fields: { reference_number: 'AD-UAT-1001_ORD1001' },
};

function start(
  options: { shopper?: Shopper | null; purchase?: CheckoutPurchase; online?: boolean } & Answers = {},
) {
  const calls: Calls = { priced: [], quoted: [], placed: [], forms: [] };
  let keys = 0;
  const machine = checkoutMachine.provide({
    actors: {
      loadCheckout: fromPromise(async () => (options.load ?? (async () => loaded()))()),
      priceOrder: fromPromise(async ({ input }) => {
        calls.priced.push({ countryId: input.countryId, point: input.point });
        return (
          options.price ??
          (async (countryId, point) =>
            priced({
              pointsUsed: Math.min(point, 2_000),
              pointsCashCents: Math.min(point, 2_000) / 2,
              shipping: { countryId, feeCents: 3_000, freeDeliveryTitle: null },
            }))
        )(input.countryId, input.point);
      }),
      quoteShipping: fromPromise(async ({ input }) => {
        calls.quoted.push(input);
        return (
          options.quote ??
          (async (countryId) => ({
            countryId,
            feeCents: countryId === 6 ? 3_000 : 25_000,
            freeDeliveryTitle: null,
          }))
        )(input.countryId);
      }),
      placeOrder: fromPromise(async ({ input }) => {
        calls.placed.push({ idempotencyKey: input.idempotencyKey, point: input.point, form: input.form });
        return (
          options.place ?? (async () => ({ kind: 'placed', orderId: 1001, orderNo: 'ORD1001' }) as const)
        )();
      }),
      requestPaymentForm: fromPromise(async ({ input }) => {
        calls.forms.push({ orderId: input.orderId, orderNo: input.orderNo });
        return (options.paymentForm ?? (async () => GATEWAY_FORM))();
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      purchase: options.purchase ?? CART,
      shopper: options.shopper === undefined ? null : options.shopper,
      online: options.online ?? true,
      newKey: () => `key-${++keys}`,
    },
  });
  const emitted: CheckoutEmitted[] = [];
  for (const type of ['navigate', 'track', 'guestOrderPlaced'] as const) {
    actor.on(type, (event) => emitted.push(event));
  }
  actor.start();
  return { actor, calls, emitted };
}

type Started = ReturnType<typeof start>;

const settled = (actor: Started['actor']) =>
  waitFor(
    actor,
    (snapshot) =>
      !snapshot.matches('loading') &&
      !snapshot.matches({ shipping: 'pricing' }) &&
      !snapshot.matches({ shipping: 'quoting' }) &&
      !snapshot.matches({ confirmation: 'placing' }) &&
      !snapshot.matches({ payment: 'requestingForm' }),
  );

async function atShipping(options: Parameters<typeof start>[0] = {}) {
  const started = start(options);
  await settled(started.actor);
  return started;
}

async function atConfirmation(options: Parameters<typeof start>[0] = {}) {
  const started = await atShipping(options);
  started.actor.send({ type: 'EDIT', values: guestForm });
  started.actor.send({ type: 'NEXT' });
  expect(started.actor.getSnapshot().matches('confirmation')).toBe(true);
  return started;
}

const shortage: StockShortage = {
  productId: 30_001,
  inventory: 0,
  requiredNum: 2,
  product: {
    productId: 30_001,
    productNameChi: '保濕精華',
    productNameEng: 'Serum',
    productVolume: '30ml',
    productImage: [],
  },
};

describe('checkout step flags (seed 001 §4)', () => {
  it('shipping disables both later tabs; confirmation enables itself only; payment enables payment', () => {
    expect(stepFlags('shipping')).toEqual({ shipping: false, confirmation: true, payment: true });
    expect(stepFlags('confirmation')).toEqual({ shipping: false, confirmation: false, payment: true });
    expect(stepFlags('payment')).toEqual({ shipping: true, confirmation: true, payment: false });
  });

  it('the machine walks shipping → confirmation → payment, and previous returns to shipping', async () => {
    const { actor } = await atConfirmation();
    expect(stepOf(actor.getSnapshot())).toBe('confirmation');
    actor.send({ type: 'PREVIOUS' });
    expect(stepOf(actor.getSnapshot())).toBe('shipping');
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    expect(stepOf(actor.getSnapshot())).toBe('payment');
    expect(actor.getSnapshot().matches({ payment: 'submitting' })).toBe(true);
    expect(actor.getSnapshot().context.paymentForm).toEqual(GATEWAY_FORM);
  });
});

describe('checkout at load', () => {
  it('a guest starts on home delivery to Hong Kong (6) with the summary priced', async () => {
    const { actor } = await atShipping();
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ shipping: 'ready' })).toBe(true);
    expect(context.form.shippingMethod).toBe('HOME_DELIVERY');
    expect(context.form.countryId).toBe(6);
    expect(context.form.phoneCountryId).toBe(6);
    expect(context.priced?.productTotalCents).toBe(29_800);
    expect(context.shipping?.feeCents).toBe(3_000);
  });

  it('a member starts from the default saved address, with their name and email for billing', async () => {
    const other = { ...homeAddress, addressId: 40, isDefault: false, recipient: '別人' };
    const { actor } = await atShipping({
      shopper: member,
      load: async () => loaded({ addresses: [other, homeAddress] }),
    });
    const { form } = actor.getSnapshot().context;
    expect(form.addressId).toBe(41);
    expect(form.recipient).toBe('陳嘉欣');
    expect(form.zone).toBe('旺角');
    expect(form.email).toBe('kayan.chan@example.com');
    expect([form.billingFirstName, form.billingLastName]).toEqual(['嘉欣', '陳']);
  });

  it('nothing to buy: the empty state, never the shipping form', async () => {
    const { actor } = start({
      load: async () => loaded({ priced: priced({ lines: [], productTotalCents: 0 }) }),
    });
    await waitFor(actor, (snapshot) => !snapshot.matches('loading'));
    expect(actor.getSnapshot().matches('empty')).toBe(true);
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches('empty')).toBe(true);
  });

  it('a sold-out product (express checkout): says so at load; no form to fill, nothing to confirm or place', async () => {
    const express: CheckoutPurchase = { kind: 'express', productId: 30_001, quantity: 2, deliveryTimes: 1 };
    const { actor, calls, emitted } = start({
      purchase: express,
      load: async () => loaded({ priced: priced({ shortages: [shortage], canCheckout: false }) }),
    });
    await waitFor(actor, (snapshot) => !snapshot.matches('loading'));
    expect(actor.getSnapshot().matches('soldOut')).toBe(true);
    expect(actor.getSnapshot().context.shortages).toEqual([shortage]);
    for (const event of [
      { type: 'EDIT', values: guestForm },
      { type: 'NEXT' },
      { type: 'CONFIRM' },
    ] as const) {
      actor.send(event);
      expect(actor.getSnapshot().matches('soldOut')).toBe(true);
    }
    expect(calls.placed).toEqual([]);
    expect(emitted).toEqual([]);
  });

  it('stock enough for every line: the shipping form, no shortages', async () => {
    const { actor } = await atShipping();
    expect(actor.getSnapshot().matches('shipping')).toBe(true);
    expect(actor.getSnapshot().context.shortages).toEqual([]);
  });

  it('offline at load: says so, and loads once the connection is back', async () => {
    let online = false;
    const { actor } = start({
      online: false,
      load: async () => {
        if (!online) throw new ApiError('NETWORK_ERROR', 'offline', 0);
        return loaded();
      },
    });
    await waitFor(actor, (snapshot) => snapshot.matches('loadFailed'));
    expect(actor.getSnapshot().context.notice).toBe('offline');
    online = true;
    actor.send({ type: 'CONNECTION', online: true });
    await settled(actor);
    expect(actor.getSnapshot().matches('shipping')).toBe(true);
    expect(actor.getSnapshot().context.notice).toBeNull();
  });
});

describe('checkout shipping step', () => {
  it('NEXT with an empty form stays on shipping and lists what is missing', async () => {
    const { actor } = await atShipping();
    actor.send({ type: 'NEXT' });
    const snapshot = actor.getSnapshot();
    expect(stepOf(snapshot)).toBe('shipping');
    expect(snapshot.context.problems?.missing).toEqual([
      'recipient',
      'province',
      'city',
      'zone',
      'address',
      'phone',
      'email',
    ]);
  });

  it('a phone of the wrong length for its country stops NEXT with that length', async () => {
    const { actor } = await atShipping();
    actor.send({ type: 'EDIT', values: { ...guestForm, phone: '9876543' } });
    actor.send({ type: 'NEXT' });
    expect(stepOf(actor.getSnapshot())).toBe('shipping');
    expect(actor.getSnapshot().context.problems).toMatchObject({ missing: [], phoneDigits: 8 });
  });

  it("a guest's phone keeps digits only", async () => {
    const { actor } = await atShipping();
    actor.send({ type: 'EDIT', values: { phone: '9876-5432 ' } });
    expect(actor.getSnapshot().context.form.phone).toBe('98765432');
  });

  it('choosing a locker without a point says the locker is missing; picking one goes on', async () => {
    const { actor, calls } = await atShipping();
    actor.send({ type: 'SET_METHOD', method: 'SF_LOCKER' });
    await settled(actor);
    actor.send({ type: 'EDIT', values: { recipient: '李小明', phone: '98765432', email: 'a@example.com' } });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.problems?.pointMissing).toBe('SF_LOCKER');
    expect(stepOf(actor.getSnapshot())).toBe('shipping');

    actor.send({ type: 'PICK_POINT', code: 'H853MO001' });
    await settled(actor);
    // Seed 001 §4: lockers starting H853 ship to Macau (11): the fee was quoted for 11.
    expect(calls.quoted.at(-1)).toEqual({ countryId: 11, productTotalCents: 29_800 });
    expect(actor.getSnapshot().context.shipping?.feeCents).toBe(25_000);
    actor.send({ type: 'NEXT' });
    expect(stepOf(actor.getSnapshot())).toBe('confirmation');
  });

  it('a new method or country re-quotes the fee for the new destination', async () => {
    const { actor, calls } = await atShipping();
    actor.send({ type: 'SET_COUNTRY', countryId: 30 });
    await settled(actor);
    expect(calls.quoted).toEqual([{ countryId: 30, productTotalCents: 29_800 }]);
    expect(actor.getSnapshot().context.shipping).toEqual({
      countryId: 30,
      feeCents: 25_000,
      freeDeliveryTitle: null,
    });
    actor.send({ type: 'SET_METHOD', method: 'SF_STATION' });
    await settled(actor);
    expect(calls.quoted.at(-1)?.countryId).toBe(6);
  });

  it('points re-price the order (VIP): the answer says how many were taken', async () => {
    const { actor, calls } = await atShipping({ shopper: member });
    actor.send({ type: 'SET_POINTS', points: 5_000 });
    await settled(actor);
    expect(calls.priced).toEqual([{ countryId: 6, point: 5_000 }]);
    expect(actor.getSnapshot().context.point).toBe(2_000);
    expect(actor.getSnapshot().context.priced?.pointsCashCents).toBe(1_000);
  });

  it('a failed quote offline keeps the form, refuses NEXT, and re-prices once back online', async () => {
    let online = false;
    const { actor, calls } = await atShipping({
      quote: async () => {
        throw new ApiError('NETWORK_ERROR', 'offline', 0);
      },
      price: async (countryId) => {
        if (!online) throw new ApiError('NETWORK_ERROR', 'offline', 0);
        return priced({ shipping: { countryId, feeCents: 25_000, freeDeliveryTitle: null } });
      },
    });
    actor.send({ type: 'EDIT', values: guestForm });
    actor.send({ type: 'CONNECTION', online: false });
    actor.send({ type: 'SET_COUNTRY', countryId: 30 });
    await settled(actor);
    expect(actor.getSnapshot().context.notice).toBe('offline');
    actor.send({ type: 'NEXT' });
    await settled(actor);
    expect(stepOf(actor.getSnapshot())).toBe('shipping');
    expect(actor.getSnapshot().context.priceStale).toBe(true);

    online = true;
    actor.send({ type: 'CONNECTION', online: true });
    await settled(actor);
    const { context } = actor.getSnapshot();
    expect(calls.priced.at(-1)).toEqual({ countryId: 30, point: 0 });
    expect(context.priceStale).toBe(false);
    expect(context.shipping?.feeCents).toBe(25_000);
    // Everything typed is still there.
    expect(context.form).toMatchObject({ ...guestForm, countryId: 30 });
    actor.send({ type: 'NEXT' });
    expect(stepOf(actor.getSnapshot())).toBe('confirmation');
  });

  it('a member may switch from the saved address to typing one', async () => {
    const { actor } = await atShipping({
      shopper: member,
      load: async () => loaded({ addresses: [homeAddress] }),
    });
    actor.send({ type: 'PICK_ADDRESS', addressId: null });
    expect(actor.getSnapshot().context.form.addressId).toBeNull();
    actor.send({ type: 'PICK_ADDRESS', addressId: 41 });
    expect(actor.getSnapshot().context.form.address3).toBe('12樓');
  });
});

describe('checkout confirmation', () => {
  it('entering confirmation records add_shipping_info', async () => {
    const { emitted } = await atConfirmation();
    const tracked = emitted.filter((event) => event.type === 'track');
    expect(tracked).toHaveLength(1);
    expect(tracked[0]).toMatchObject({
      entry: {
        event: 'add_shipping_info',
        ecommerce: { currency: 'HKD', value: 328, shipping_tier: 'HOME_DELIVERY' },
      },
    });
  });

  it('a guest order: placed with a key, add_payment_info, the guest order remembered, then the form', async () => {
    const { actor, calls, emitted } = await atConfirmation();
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    expect(calls.placed).toHaveLength(1);
    expect(calls.placed[0]?.idempotencyKey).toBe('key-1');
    expect(calls.forms).toEqual([{ orderId: 1001, orderNo: 'ORD1001' }]);
    expect(emitted.map((event) => (event.type === 'track' ? event.entry.event : event.type))).toEqual([
      'add_shipping_info',
      'add_payment_info',
      'guestOrderPlaced',
    ]);
    expect(emitted.at(-1)).toEqual({
      type: 'guestOrderPlaced',
      order: { phone: '98765432', orderNo: 'ORD1001', orderId: 1001 },
    });
  });

  it('a member order is not remembered in session storage', async () => {
    const { actor, emitted } = await atConfirmation({ shopper: member });
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    expect(stepOf(actor.getSnapshot())).toBe('payment');
    expect(emitted.some((event) => event.type === 'guestOrderPlaced')).toBe(false);
  });

  it('orderId 0 or below returns home', async () => {
    const { actor, emitted } = await atConfirmation({ place: async () => ({ kind: 'noOrder' }) });
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted.at(-1)).toEqual({ type: 'navigate', to: '/' });
  });

  it('a shortage list opens the pop-up with it; closing it allows a new attempt with a new key', async () => {
    const { actor, calls } = await atConfirmation({
      place: async () => ({ kind: 'shortage', items: [shortage] }),
    });
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ confirmation: 'stockPopup' })).toBe(true);
    expect(actor.getSnapshot().context.shortages).toEqual([shortage]);
    expect(actor.getSnapshot().context.notice).toBeNull();
    actor.send({ type: 'CLOSE_STOCK_POPUP' });
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    expect(calls.placed.map((call) => call.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });

  it('a refused placement opens the pop-up empty, with a message', async () => {
    const { actor } = await atConfirmation({
      place: async () => {
        throw new ApiError('VALIDATION_FAILED', 'bad', 400);
      },
    });
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ confirmation: 'stockPopup' })).toBe(true);
    expect(actor.getSnapshot().context.shortages).toEqual([]);
    expect(actor.getSnapshot().context.notice).toBe('placeFailed');
    expect(actor.getSnapshot().context.idempotencyKey).toBeNull();
  });

  it('a first-purchase coupon another order of the shopper holds: the pop-up says why, and a new key follows', async () => {
    const { actor } = await atConfirmation({
      place: async () => {
        throw new ApiError('COUPON_FIRST_PURCHASE_ONLY', 'held by another order', 422);
      },
    });
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ confirmation: 'stockPopup' })).toBe(true);
    expect(actor.getSnapshot().context.notice).toBe('firstPurchaseTaken');
    expect(actor.getSnapshot().context.idempotencyKey).toBeNull();
  });

  it('no answer (connection lost): the pop-up says so, and the retry sends the same key', async () => {
    let attempt = 0;
    const { actor, calls } = await atConfirmation({
      place: async () => {
        attempt += 1;
        if (attempt === 1) throw new ApiError('NETWORK_ERROR', 'offline', 0);
        return { kind: 'placed', orderId: 1001, orderNo: 'ORD1001' };
      },
    });
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    expect(actor.getSnapshot().context.notice).toBe('offline');
    expect(actor.getSnapshot().context.shortages).toEqual([]);
    actor.send({ type: 'CLOSE_STOCK_POPUP' });
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    expect(calls.placed.map((call) => call.idempotencyKey)).toEqual(['key-1', 'key-1']);
    expect(stepOf(actor.getSnapshot())).toBe('payment');
  });

  it('a server failure keeps the key too (the order may exist)', async () => {
    let attempt = 0;
    const { actor, calls } = await atConfirmation({
      place: async () => {
        attempt += 1;
        if (attempt === 1) throw new ApiError('INTERNAL', 'boom', 500);
        return { kind: 'placed', orderId: 1001, orderNo: 'ORD1001' };
      },
    });
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    expect(actor.getSnapshot().context.notice).toBe('placeFailed');
    actor.send({ type: 'CLOSE_STOCK_POPUP' });
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    expect(calls.placed.map((call) => call.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  it('going back to shipping ends the attempt: the next confirmation has a new key', async () => {
    let attempt = 0;
    const { actor, calls } = await atConfirmation({
      place: async () => {
        attempt += 1;
        if (attempt === 1) throw new ApiError('NETWORK_ERROR', 'offline', 0);
        return { kind: 'placed', orderId: 1001, orderNo: 'ORD1001' };
      },
    });
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    actor.send({ type: 'CLOSE_STOCK_POPUP' });
    actor.send({ type: 'PREVIOUS' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    expect(calls.placed.map((call) => call.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });

  it('offline, confirm places nothing and says checkout needs a connection; the form stays', async () => {
    const { actor, calls } = await atConfirmation();
    actor.send({ type: 'CONNECTION', online: false });
    actor.send({ type: 'CONFIRM' });
    expect(calls.placed).toEqual([]);
    expect(actor.getSnapshot().matches({ confirmation: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.notice).toBe('offline');
    expect(actor.getSnapshot().context.form).toMatchObject(guestForm);
    actor.send({ type: 'CONNECTION', online: true });
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    expect(calls.placed).toHaveLength(1);
  });

  it('the points chosen on shipping are sent with the order', async () => {
    const { actor, calls } = await atShipping({
      shopper: member,
      load: async () => loaded({ addresses: [homeAddress] }),
    });
    actor.send({ type: 'SET_POINTS', points: 400 });
    await settled(actor);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    expect(calls.placed[0]?.point).toBe(400);
    expect(calls.placed[0]?.form.recipient).toBe('陳嘉欣');
  });
});

describe('checkout payment', () => {
  it('a failed payment form can be asked for again without placing the order again', async () => {
    let attempt = 0;
    const { actor, calls } = await atConfirmation({
      paymentForm: async () => {
        attempt += 1;
        if (attempt === 1) throw new ApiError('NETWORK_ERROR', 'offline', 0);
        return GATEWAY_FORM;
      },
    });
    actor.send({ type: 'CONFIRM' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ payment: 'formFailed' })).toBe(true);
    actor.send({ type: 'RETRY' });
    await settled(actor);
    expect(actor.getSnapshot().matches({ payment: 'submitting' })).toBe(true);
    expect(calls.placed).toHaveLength(1);
    expect(calls.forms).toHaveLength(2);
  });
});

describe('checkout and the login', () => {
  it('a guest who logs in on another tab is sent to the cart', async () => {
    const { actor, emitted } = await atShipping();
    actor.send({ type: 'SESSION_CHANGED', memberId: '7' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted.at(-1)).toEqual({ type: 'navigate', to: '/shopping_cart' });
  });

  it('a member who logs out is sent to the cart, even mid-confirmation', async () => {
    const { actor, emitted } = await atConfirmation({ shopper: member });
    actor.send({ type: 'SESSION_CHANGED', memberId: null });
    expect(emitted.at(-1)).toEqual({ type: 'navigate', to: '/shopping_cart' });
  });

  it('the same member (a refreshed token) stays', async () => {
    const { actor, emitted } = await atShipping({ shopper: member });
    actor.send({ type: 'SESSION_CHANGED', memberId: '7' });
    expect(actor.getSnapshot().status).toBe('active');
    expect(emitted).toEqual([]);
  });
});
