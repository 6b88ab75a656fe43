import {
  MAX_DELIVERY_TIMES as DOMAIN_MAX_DELIVERY_TIMES,
  MAX_LINE_QUANTITY as DOMAIN_MAX_LINE_QUANTITY,
  TWO_DELIVERY_SUBSCRIPTION_PERIOD as DOMAIN_TWO_DELIVERY_PERIOD,
} from '@shop/domain/cart/cartTypes';
import { describe, expect, it } from 'vitest';
import { itemFromRequest, lineKey } from './cartItem.ts';
import {
  applyChange,
  canChooseDeliveryTimes,
  guestProductList,
  itemCount,
  loginMergeList,
  MAX_DELIVERY_TIMES,
  MAX_LINE_QUANTITY,
  mergeItems,
  pricingSignature,
  repriceGuestLines,
  roomFor,
  stockProblems,
  TWO_DELIVERY_SUBSCRIPTION_PERIOD,
} from './cartRules.ts';
import { cartItem, orderProduct, preAnswer } from './cartTesting.ts';

const gift = cartItem(30500, {
  kind: 'gwp',
  discount_id: 8,
  product_price: 58,
  add_on: { discountType: 'GWP', discountTitle: '滿HK$300送', condition: 300, triggerProductIds: [] },
});
const addOn = cartItem(30600, {
  kind: 'pwp',
  discount_id: 12,
  product_price: 38,
  product_discount_price: 15,
  add_on: { discountType: 'PWP', discountTitle: '加購化妝棉', condition: 0, triggerProductIds: [30001] },
});

describe('guest cart rules', () => {
  it('keeps the line quantity limit of the domain', () => {
    expect(MAX_LINE_QUANTITY).toBe(DOMAIN_MAX_LINE_QUANTITY);
  });

  it('keeps the delivery times limit and the two-delivery subscription period of the domain', () => {
    expect(MAX_DELIVERY_TIMES).toBe(DOMAIN_MAX_DELIVERY_TIMES);
    expect(TWO_DELIVERY_SUBSCRIPTION_PERIOD).toBe(DOMAIN_TWO_DELIVERY_PERIOD);
  });

  it('sets delivery times 1 to 12 on a regular line of an ordinary product only', () => {
    const items = [cartItem(30001), cartItem(30006, { subscription_period: 6 })];
    const set = (productId: number, deliveryTimes: number) =>
      applyChange(items, { type: 'deliveryTimes', productId, deliveryTimes });
    expect(set(30001, 12).items.map((item) => item.delivery_times)).toEqual([12, 1]);
    for (const refused of [set(30001, 0), set(30001, 13), set(30001, 1.5), set(30006, 2)]) {
      expect(refused.refused?.reason).toBe('deliveryTimesFixed');
      expect(refused.items).toEqual(items);
    }
    expect(set(30002, 2).refused?.reason).toBe('notInCart');
    expect(canChooseDeliveryTimes(cartItem(30001, { kind: 'points', product_point_id: 2 }))).toBe(false);
  });

  it('adds a new points line from the offer, then one more item, within the stock', () => {
    const offer = cartItem(30077, {
      kind: 'points',
      product_point_id: 12,
      point: 6_800,
      product_inventory: 2,
    });
    const add = { type: 'pointsAdd', productId: 30077, productPointId: 12, quantity: 1 } as const;
    const first = applyChange([cartItem(30001)], { ...add, item: offer });
    expect(first.items.map((item) => [item.key, item.quantity])).toEqual([
      ['regular:30001', 1],
      ['points:30077:12', 1],
    ]);
    const second = applyChange(first.items, add);
    expect(second.items.find((item) => item.kind === 'points')?.quantity).toBe(2);
    expect(applyChange(second.items, add).refused?.reason).toBe('outOfStock');
    // Without the offer, a line the cart does not hold cannot be increased.
    expect(applyChange([], add).refused?.reason).toBe('notInCart');
  });

  it('adds a new line, and merges the quantity when the product is already in the cart', () => {
    const first = applyChange([], { type: 'add', item: cartItem(30001), quantity: 2 });
    expect(first.refused).toBeNull();
    expect(first.items.map((item) => [item.key, item.quantity])).toEqual([['regular:30001', 2]]);
    const second = applyChange(first.items, {
      type: 'add',
      item: cartItem(30001, { product_price: 90 }),
      quantity: 3,
    });
    expect(second.items.map((item) => [item.key, item.quantity, item.product_price])).toEqual([
      ['regular:30001', 5, 90],
    ]);
  });

  it('refuses to add beyond the stock (and a sold-out product at all), leaving the cart as it was', () => {
    const cart = [cartItem(30001, { quantity: 5, product_inventory: 6 })];
    const tooMany = applyChange(cart, {
      type: 'add',
      item: cartItem(30001, { product_inventory: 6 }),
      quantity: 2,
    });
    expect(tooMany.refused).toEqual({ reason: 'outOfStock', productId: 30001, inventory: 6, inCart: 5 });
    expect(tooMany.items).toEqual(cart);
    const soldOut = applyChange([], {
      type: 'add',
      item: cartItem(30002, { product_inventory: 0 }),
      quantity: 1,
    });
    expect(soldOut.refused).toMatchObject({ reason: 'outOfStock', inventory: 0 });
    expect(soldOut.items).toEqual([]);
  });

  it('counts points lines of the same product against the stock', () => {
    const points = cartItem(30001, {
      kind: 'points',
      product_point_id: 3,
      quantity: 2,
      product_inventory: 3,
    });
    const refused = applyChange([points], {
      type: 'add',
      item: cartItem(30001, { product_inventory: 3 }),
      quantity: 2,
    });
    expect(refused.refused).toMatchObject({ reason: 'outOfStock', inCart: 2 });
  });

  it('keeps the known details when the button only knew a guess (offline, never seen)', () => {
    const cart = [cartItem(30001, { quantity: 1, product_inventory: 6, product_name_chi: '玻尿酸' })];
    const guess = itemFromRequest(
      { productId: 30001, displayProductId: 1001, quantity: 2, name: '猜測', unitPrice: 1 },
      5,
    );
    const result = applyChange(cart, { type: 'add', item: guess, quantity: 2 });
    expect(result.refused).toBeNull();
    expect(result.items).toMatchObject([
      { quantity: 3, product_inventory: 6, product_name_chi: '玻尿酸', product_price: 100 },
    ]);
  });

  it('lowers a quantity but never below 1; delete removes the line; clean empties everything', () => {
    const cart = [cartItem(30001, { quantity: 2 }), cartItem(30002)];
    const lowered = applyChange(cart, { type: 'minus', productId: 30001, quantity: 1 });
    expect(lowered.items[0]?.quantity).toBe(1);
    expect(applyChange(lowered.items, { type: 'minus', productId: 30001, quantity: 1 }).refused).toEqual({
      reason: 'belowMinimum',
      productId: 30001,
    });
    expect(
      applyChange(cart, { type: 'delete', productId: 30002 }).items.map((item) => item.product_id),
    ).toEqual([30001]);
    expect(applyChange(cart, { type: 'delete', productId: 39999 }).refused).toMatchObject({
      reason: 'notInCart',
    });
    expect(applyChange(cart, { type: 'clean' }).items).toEqual([]);
  });

  it('takes each add-on at most once and removes it by its discount', () => {
    const withAddOn = applyChange([cartItem(30001)], { type: 'addOnAdd', item: { ...addOn, quantity: 4 } });
    expect(withAddOn.items.find((item) => item.kind === 'pwp')?.quantity).toBe(1);
    expect(applyChange(withAddOn.items, { type: 'addOnAdd', item: addOn }).refused).toEqual({
      reason: 'addOnTaken',
      productId: 30600,
    });
    const removed = applyChange(withAddOn.items, { type: 'addOnDelete', productId: 30600, discountId: 12 });
    expect(removed.items.map((item) => item.key)).toEqual(['regular:30001']);
  });

  it('merges pushed lines capped at the stock, skipping add-ons', () => {
    const member = [cartItem(30001, { quantity: 4, product_inventory: 5 })];
    const merged = mergeItems(member, [
      cartItem(30001, { quantity: 3, product_inventory: 5 }),
      cartItem(30002, { quantity: 2 }),
      cartItem(30003, { quantity: 1, product_inventory: 0 }),
      addOn,
    ]);
    expect(merged.map((item) => [item.key, item.quantity])).toEqual([
      ['regular:30001', 5],
      ['regular:30002', 2],
    ]);
  });

  it('pushes only the regular lines at login; prices every line, add-ons with their discount', () => {
    const cart = [cartItem(30001, { quantity: 2 }), gift, addOn];
    expect(loginMergeList(cart)).toEqual([{ productId: 30001, quantity: 2, deliveryTimes: 1 }]);
    expect(guestProductList(cart)).toEqual([
      { productId: 30001, quantity: 2, deliveryTimes: 1, discountId: null },
      { productId: 30500, quantity: 1, deliveryTimes: 1, discountId: 8 },
      { productId: 30600, quantity: 1, deliveryTimes: 1, discountId: 12 },
    ]);
    expect(itemCount(cart)).toBe(4);
    expect(pricingSignature(cart, 'NEW10')).not.toBe(pricingSignature(cart, null));
  });

  it('says how many more of a line may be added', () => {
    expect(roomFor([], cartItem(30001, { quantity: 4, product_inventory: 6 }))).toBe(2);
    expect(roomFor([], cartItem(30001, { quantity: 1, on_sale: false }))).toBe(0);
  });
});

describe('repricing a guest cart', () => {
  const regular = cartItem(30001, { quantity: 2, product_inventory: 10 });

  it('takes the server figures for regular lines and puts add-ons back after them', () => {
    const cart = [gift, regular, addOn];
    const answer = preAnswer([
      orderProduct({ ...regular, product_inventory: 3, product_price: 120, product_discount_price: 99 }),
      orderProduct(gift),
      orderProduct({ ...addOn, product_inventory: 50 }, { price: 15 }),
    ]);
    const { items, removed } = repriceGuestLines(cart, answer);
    expect(removed).toEqual([]);
    expect(items.map((item) => item.key)).toEqual(['regular:30001', 'gwp:8:30500', 'pwp:12:30600']);
    expect(items[0]).toMatchObject({
      quantity: 2,
      product_inventory: 3,
      product_price: 120,
      product_discount_price: 99,
    });
    // The add-on keeps its add-on price, not the product's.
    expect(items[2]).toMatchObject({
      product_inventory: 50,
      product_discount_price: 15,
      add_on: addOn.add_on,
    });
  });

  it('takes out the add-ons the cart no longer earns', () => {
    const answer = preAnswer([orderProduct(regular), orderProduct(gift)], {
      warnings: [{ code: 'GWP_NOT_ELIGIBLE', productId: 30500, discountId: 8 }],
    });
    const { items, removed } = repriceGuestLines([regular, gift], answer);
    expect(items.map((item) => item.key)).toEqual(['regular:30001']);
    expect(removed.map((item) => item.key)).toEqual([lineKey('gwp', 30500, 8)]);
  });

  it('lists the lines whose stock cannot cover them, never gift lines nor lines no longer on sale', () => {
    const problems = stockProblems([
      cartItem(30001, { quantity: 3, product_inventory: 1 }),
      cartItem(30002, { product_inventory: 0 }),
      cartItem(30003, { on_sale: false }),
      cartItem(30004, { quantity: 2, product_inventory: 2 }),
      { ...gift, product_inventory: 0 },
    ]);
    expect(problems.map((problem) => [problem.key, problem.inventory, problem.quantity])).toEqual([
      ['regular:30001', 1, 3],
      ['regular:30002', 0, 1],
    ]);
  });
});
