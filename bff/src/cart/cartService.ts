import type { CartAnswer, PreAnswer } from '@shop/domain/cart/apiSchemas';
import { MAX_LINE_QUANTITY, TWO_DELIVERY_SUBSCRIPTION_PERIOD } from '@shop/domain/cart/cartTypes';
import { MAX_ADD_ON_QUANTITY } from '@shop/domain/coupons/addOns';
import { DomainError } from '@shop/domain/errors';
import type { Queryable } from '@shop/projections/ports/db';
import { MAX_CART_LINES, type ProductListItem } from '../http/fields.ts';
import {
  addOnAnswer,
  cartAnswer,
  type PricedView,
  preAnswer,
  priceSources,
  productIdsFor,
} from './cartPricing.ts';
import { type CartProduct, loadCartProducts, ON_SALE_STATUS } from './cartProducts.ts';
import {
  cartLines,
  deleteCartCoupon,
  deleteLines,
  emptyCart,
  GUEST_PROFILE,
  insertLine,
  type LineSource,
  memberCartHeader,
  type ShopperProfile,
  setCartCoupon,
  updateLine,
} from './cartStore.ts';
import {
  type AutoDiscounts,
  checkUsable,
  couponNotFound,
  findCouponByCode,
  findCouponById,
  loadAutoDiscounts,
  type StoredAddOn,
  type StoredCoupon,
  usableCoupon,
} from './discounts.ts';

/**
 * The member cart's application service: each write checks the rules the database cannot (stock, points,
 * add-on eligibility) against the cart as the pricing engine sees it, and refuses with a DomainError that
 * changes nothing. Writes run inside `idempotentWrite`'s transaction with the member's row locked, so
 * checks and writes of one member never interleave. Every write answers the whole cart, priced.
 */

const productNotFound = (productId: number) =>
  new DomainError('PRODUCT_NOT_FOUND', '找不到此產品', { productId });
const notForSale = (productId: number) =>
  new DomainError('PRODUCT_NOT_FOR_SALE', '此產品不設單獨購買', { productId });
const lineNotFound = (details: Record<string, unknown>) =>
  new DomainError('CART_LINE_NOT_FOUND', '購物車內沒有此產品', details);
const cartFull = () =>
  new DomainError('CART_FULL', `購物車最多可放${MAX_CART_LINES}項產品`, { maximum: MAX_CART_LINES });

/** Quantity of a product held by lines that take stock and count against it (regular and points lines). */
function stockHeld(lines: readonly LineSource[], productId: number, except: LineSource | undefined): number {
  return lines
    .filter((line) => line !== except && line.productId === productId)
    .filter((line) => line.kind === 'regular' || line.kind === 'points')
    .reduce((sum, line) => sum + line.quantity, 0);
}

function checkStock(
  product: CartProduct,
  lines: readonly LineSource[],
  line: LineSource | undefined,
  wanted: number,
) {
  const other = stockHeld(lines, product.productId, line);
  if (wanted + other > product.inventory || wanted > MAX_LINE_QUANTITY) {
    throw new DomainError(
      'INSUFFICIENT_STOCK',
      `庫存不足，最多可購買${Math.max(product.inventory - other, 0)}件`,
      {
        productId: product.productId,
        inventory: product.inventory,
        inCart: (line?.quantity ?? 0) + other,
        requested: wanted - (line?.quantity ?? 0),
      },
    );
  }
}

async function productForSale(tx: Queryable, productId: number): Promise<CartProduct> {
  const product = (await loadCartProducts(tx, [productId])).get(productId);
  if (!product) throw productNotFound(productId);
  if (product.status !== ON_SALE_STATUS) throw notForSale(productId);
  return product;
}

async function header(tx: Queryable, memberId: number) {
  const found = await memberCartHeader(tx, memberId);
  if (!found) throw new DomainError('MEMBER_NOT_FOUND', 'Member not found.');
  return found;
}

const regularProductIds = (sources: readonly LineSource[]) =>
  sources.filter((source) => source.kind === 'regular').map((source) => source.productId);

/** Everything pricing needs for lines, a coupon and a shopper, loaded in three statements. */
async function pricingView(
  db: Queryable,
  input: {
    sources: LineSource[];
    coupon: StoredCoupon | null;
    profile: ShopperProfile;
    now: Date;
    pointsToUse?: number;
    auto?: AutoDiscounts;
  },
): Promise<PricedView> {
  // Independent reads go out together: on a pool they use separate connections, in a transaction the
  // driver queues them on its one connection.
  const [products, auto] = await Promise.all([
    loadCartProducts(db, productIdsFor(input.sources, input.coupon)),
    input.auto ?? loadAutoDiscounts(db, input.now, regularProductIds(input.sources)),
  ]);
  const missing = input.sources.filter((source) => !products.has(source.productId));
  if (missing.length > 0)
    throw new DomainError('PRODUCT_NOT_FOUND', '找不到此產品', {
      productIds: missing.map((source) => source.productId),
    });
  return priceSources({ ...input, products, auto });
}

/** The member's cart as the engine prices it now. */
export async function memberCartView(
  db: Queryable,
  memberId: number,
  now: Date,
  options: { locationId?: number } = {},
): Promise<PricedView> {
  const [{ profile, couponId }, sources] = await Promise.all([header(db, memberId), cartLines(db, memberId)]);
  const coupon = couponId === null ? null : await findCouponById(db, couponId);
  return pricingView(db, {
    sources,
    coupon,
    profile: { ...profile, locationId: options.locationId ?? profile.locationId },
    now,
  });
}

export async function memberCart(
  db: Queryable,
  memberId: number,
  now: Date,
  locationId?: number,
): Promise<CartAnswer> {
  return cartAnswer(await memberCartView(db, memberId, now, locationId === undefined ? {} : { locationId }));
}

// ---------------------------------------------------------------------------------------------------
// Writes. Each runs in the caller's transaction, after the member's row is locked.

export async function addProduct(
  tx: Queryable,
  memberId: number,
  input: { productId: number; quantity: number },
  now: Date,
) {
  const product = await productForSale(tx, input.productId);
  const lines = await cartLines(tx, memberId);
  const line = lines.find(
    (candidate) => candidate.kind === 'regular' && candidate.productId === input.productId,
  );
  if (!line && lines.length >= MAX_CART_LINES) throw cartFull();
  const quantity = (line?.quantity ?? 0) + input.quantity;
  checkStock(product, lines, line, quantity);
  if (line?.cartLineId) await updateLine(tx, line.cartLineId, { quantity });
  else
    await insertLine(
      tx,
      memberId,
      {
        productId: input.productId,
        kind: 'regular',
        quantity,
        deliveryTimes: 1,
        discountId: null,
        productPointId: null,
      },
      now,
    );
}

function regularLine(lines: readonly LineSource[], productId: number): LineSource & { cartLineId: number } {
  const line = lines.find((candidate) => candidate.kind === 'regular' && candidate.productId === productId);
  if (!line?.cartLineId) throw lineNotFound({ productId });
  return { ...line, cartLineId: line.cartLineId };
}

function lowerQuantity(line: LineSource, by: number): number {
  const quantity = line.quantity - by;
  if (quantity < 1)
    throw new DomainError('QUANTITY_BELOW_MINIMUM', '數量最少為1；如要移除產品，請刪除', {
      productId: line.productId,
      quantity: line.quantity,
      minimum: 1,
    });
  return quantity;
}

export async function minusProduct(
  tx: Queryable,
  memberId: number,
  input: { productId: number; quantity: number },
) {
  const line = regularLine(await cartLines(tx, memberId), input.productId);
  await updateLine(tx, line.cartLineId, { quantity: lowerQuantity(line, input.quantity) });
}

export async function deleteProduct(tx: Queryable, memberId: number, input: { productId: number }) {
  const line = regularLine(await cartLines(tx, memberId), input.productId);
  await deleteLines(tx, [line.cartLineId]);
}

export async function setDeliveryTimes(
  tx: Queryable,
  memberId: number,
  input: { productId: number; deliveryTimes: number },
) {
  const line = regularLine(await cartLines(tx, memberId), input.productId);
  const product = (await loadCartProducts(tx, [input.productId])).get(input.productId);
  if (product?.subscriptionPeriod === TWO_DELIVERY_SUBSCRIPTION_PERIOD && input.deliveryTimes !== 1)
    throw new DomainError('DELIVERY_TIMES_FIXED', '半年訂購固定分兩次送貨', {
      productId: input.productId,
      deliveries: 2,
    });
  await updateLine(tx, line.cartLineId, { deliveryTimes: input.deliveryTimes });
}

export async function cleanCart(tx: Queryable, memberId: number) {
  await emptyCart(tx, memberId);
}

/** A coupon by the value the storefront sends as couponId: the code (any case), else the numeric id. */
async function couponFromField(db: Queryable, value: string): Promise<StoredCoupon> {
  const byCode = await findCouponByCode(db, value);
  if (byCode) return byCode;
  const trimmed = value.trim();
  const byId = /^\d{1,9}$/.test(trimmed) ? await findCouponById(db, Number(trimmed)) : null;
  if (!byId) throw couponNotFound(trimmed);
  return byId;
}

/**
 * Puts a coupon on the cart. An unknown, switched-off, expired or not-yet-valid code is refused (404). A
 * coupon that covers nothing in the cart yet is kept: the cart shows it as not applicable, with the reason.
 */
export async function setCoupon(
  tx: Queryable,
  memberId: number,
  input: { couponId: string },
  now: Date,
): Promise<StoredCoupon> {
  const { profile } = await header(tx, memberId);
  const stored = await couponFromField(tx, input.couponId);
  checkUsable(stored, now, profile.level);
  await setCartCoupon(tx, memberId, stored.couponId, now);
  return stored;
}

export async function removeCoupon(tx: Queryable, memberId: number) {
  await deleteCartCoupon(tx, memberId);
}

// Points redemption lines (VIP only).

function pointsLine(lines: readonly LineSource[], productId: number, productPointId: number) {
  const line = lines.find(
    (candidate) =>
      candidate.kind === 'points' &&
      candidate.productId === productId &&
      candidate.productPointId === productPointId,
  );
  if (!line?.cartLineId) throw lineNotFound({ productId, productPointId });
  return { ...line, cartLineId: line.cartLineId };
}

export async function addPointsProduct(
  tx: Queryable,
  memberId: number,
  input: { productId: number; productPointId: number; quantity: number },
  now: Date,
) {
  const { profile } = await header(tx, memberId);
  if (profile.level !== 'vip')
    throw new DomainError('POINTS_VIP_ONLY', '只有VIP會員可以使用積分換購', { productId: input.productId });
  const lines = await cartLines(tx, memberId);
  const products = await loadCartProducts(tx, [
    input.productId,
    ...lines.filter((line) => line.kind === 'points').map((line) => line.productId),
  ]);
  const product = products.get(input.productId);
  if (!product) throw productNotFound(input.productId);
  if (product.status !== ON_SALE_STATUS) throw notForSale(input.productId);
  const option = product.points.find((candidate) => candidate.productPointId === input.productPointId);
  if (!option)
    throw new DomainError('PRODUCT_POINT_NOT_FOUND', '此產品沒有這個積分換購選項', {
      productId: input.productId,
      productPointId: input.productPointId,
    });
  const line = lines.find(
    (candidate) => candidate.kind === 'points' && candidate.productId === input.productId,
  );
  if (line && line.productPointId !== input.productPointId)
    throw new DomainError('POINTS_OPTION_CONFLICT', '此產品已用另一個積分選項加入購物車，請先移除', {
      productId: input.productId,
      productPointId: line.productPointId,
    });
  if (!line && lines.length >= MAX_CART_LINES) throw cartFull();
  const quantity = (line?.quantity ?? 0) + input.quantity;
  checkStock(product, lines, line, quantity);

  const otherPoints = lines
    .filter((candidate) => candidate.kind === 'points' && candidate !== line)
    .reduce((sum, candidate) => {
      const points =
        products.get(candidate.productId)?.points.find((p) => p.productPointId === candidate.productPointId)
          ?.point ?? 0;
      return sum + points * candidate.quantity;
    }, 0);
  const required = otherPoints + option.point * quantity;
  if (required > profile.validPoints)
    throw new DomainError('INSUFFICIENT_POINTS', '積分不足', { required, available: profile.validPoints });

  if (line?.cartLineId) await updateLine(tx, line.cartLineId, { quantity });
  else
    await insertLine(
      tx,
      memberId,
      {
        productId: input.productId,
        kind: 'points',
        quantity,
        deliveryTimes: 1,
        discountId: null,
        productPointId: input.productPointId,
      },
      now,
    );
}

export async function minusPointsProduct(
  tx: Queryable,
  memberId: number,
  input: { productId: number; productPointId: number; quantity: number },
) {
  const line = pointsLine(await cartLines(tx, memberId), input.productId, input.productPointId);
  await updateLine(tx, line.cartLineId, { quantity: lowerQuantity(line, input.quantity) });
}

export async function deletePointsProduct(
  tx: Queryable,
  memberId: number,
  input: { productId: number; productPointId: number },
) {
  const line = pointsLine(await cartLines(tx, memberId), input.productId, input.productPointId);
  await deleteLines(tx, [line.cartLineId]);
}

// Add-ons: GWP gifts and PWP purchases, 0 or 1 of each.

function addOnItem(addOn: StoredAddOn, productId: number | undefined) {
  const { items } = addOn;
  if (productId !== undefined) {
    const item = items.find((candidate) => candidate.productId === productId);
    if (!item)
      throw new DomainError('ADD_ON_PRODUCT_NOT_FOUND', '此優惠沒有這件產品', {
        discountId: addOn.discount.discountId,
        productId,
      });
    return item;
  }
  const [only, ...others] = items;
  if (!only) throw discountNotFound(addOn.discount.discountId);
  if (others.length > 0)
    throw new DomainError('ADD_ON_PRODUCT_REQUIRED', '請選擇加購產品', {
      discountId: addOn.discount.discountId,
      productIds: items.map((item) => item.productId),
    });
  return only;
}

const discountNotFound = (discountId: number) =>
  new DomainError('DISCOUNT_NOT_FOUND', '此優惠不存在或已結束', { discountId });

const addOnQuantityExceeded = (productId: number, quantity: number) =>
  new DomainError('ADD_ON_QUANTITY_EXCEEDED', '每項加購或贈品最多一件', {
    productId,
    quantity,
    maximum: MAX_ADD_ON_QUANTITY,
  });

/**
 * Whether the cart as priced has earned an add-on: a GWP's threshold on the product total after the
 * coupon, a PWP's trigger product among the regular lines. Refuses with the reason otherwise.
 */
function checkEarned(view: PricedView, addOn: StoredAddOn): void {
  const { discount } = addOn;
  if (discount.discountType === 'GWP') {
    if (!view.priced.availableGwp.some((earned) => earned.discountId === discount.discountId))
      throw new DomainError('GWP_NOT_ELIGIBLE', '購物金額未達贈品門檻', {
        discountId: discount.discountId,
        condition: discount.condition / 100,
        productTotal: view.priced.productTotal / 100,
      });
    return;
  }
  const inCart = new Set(regularProductIds(view.sources));
  if (!discount.triggerProductIds.some((productId) => inCart.has(productId)))
    throw new DomainError('PWP_NOT_ELIGIBLE', '購物車內沒有可加購此產品的貨品', {
      discountId: discount.discountId,
    });
}

function findAddOn(auto: AutoDiscounts, discountId: number): StoredAddOn {
  const addOn = [...auto.gwp, ...auto.pwp].find((candidate) => candidate.discount.discountId === discountId);
  if (!addOn) throw discountNotFound(discountId);
  return addOn;
}

export async function addAddOn(
  tx: Queryable,
  memberId: number,
  input: { discountId: number; productId?: number | undefined; quantity: number },
  now: Date,
) {
  const view = await memberCartView(tx, memberId, now);
  const addOn = findAddOn(view.inputs.auto, input.discountId);
  const item = addOnItem(addOn, input.productId);
  const kind = addOn.discount.discountType === 'GWP' ? 'gwp' : 'pwp';
  const line = view.sources.find(
    (candidate) => candidate.kind === kind && candidate.productId === item.productId,
  );
  if (input.quantity === 0) {
    if (line?.cartLineId && line.discountId === input.discountId) await deleteLines(tx, [line.cartLineId]);
    return;
  }
  if (input.quantity > MAX_ADD_ON_QUANTITY || line)
    throw addOnQuantityExceeded(item.productId, input.quantity + (line?.quantity ?? 0));
  checkEarned(view, addOn);
  const product =
    view.inputs.products.get(item.productId) ??
    (await loadCartProducts(tx, [item.productId])).get(item.productId);
  if (!product) throw productNotFound(item.productId);
  if (product.inventory < 1)
    throw new DomainError('INSUFFICIENT_STOCK', '此產品已售罄', {
      productId: item.productId,
      inventory: product.inventory,
      inCart: 0,
      requested: 1,
    });
  if (view.sources.filter((source) => source.cartLineId !== null).length >= MAX_CART_LINES) throw cartFull();
  await insertLine(
    tx,
    memberId,
    {
      productId: item.productId,
      kind,
      quantity: 1,
      deliveryTimes: 1,
      discountId: input.discountId,
      productPointId: null,
    },
    now,
  );
}

export async function deleteAddOn(
  tx: Queryable,
  memberId: number,
  input: { discountId: number; productId?: number | undefined },
) {
  const lines = (await cartLines(tx, memberId)).filter(
    (line) =>
      (line.kind === 'gwp' || line.kind === 'pwp') &&
      line.discountId === input.discountId &&
      (input.productId === undefined || line.productId === input.productId),
  );
  if (lines.length === 0)
    throw lineNotFound({ discountId: input.discountId, productId: input.productId ?? null });
  await deleteLines(
    tx,
    lines.flatMap((line) => (line.cartLineId === null ? [] : [line.cartLineId])),
  );
}

// setContent: the guest cart pushed after login.

export interface MergeReport {
  merged: { productId: number; quantity: number }[];
  capped: { productId: number; requested: number; added: number; quantity: number; inventory: number }[];
  refused: { productId: number; quantity: number; reason: string }[];
  promotionCode: { couponCode: string; status: 'set' | 'refused'; reason: string | null } | null;
}

/**
 * Merges a browser cart into the member's: the same product adds its quantity, capped at the stock. No
 * line is dropped silently: every line sent is reported as merged, capped or refused (add-on lines are
 * chosen again on the cart, so they are refused as ADD_ON_NOT_MERGED). A promotionCode is put on the cart
 * when usable; when not, it is reported refused and the lines merge anyway.
 */
export async function mergeContent(
  tx: Queryable,
  memberId: number,
  input: { items: ProductListItem[]; promotionCode: string | null },
  now: Date,
): Promise<MergeReport> {
  const report: MergeReport = { merged: [], capped: [], refused: [], promotionCode: null };
  const wanted = new Map<number, number>();
  for (const item of input.items) {
    if (item.discountId !== null) {
      report.refused.push({
        productId: item.productId,
        quantity: item.quantity,
        reason: 'ADD_ON_NOT_MERGED',
      });
      continue;
    }
    wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.quantity);
  }
  const products = await loadCartProducts(tx, wanted.keys());
  const lines = await cartLines(tx, memberId);
  let lineCount = lines.length;
  for (const [productId, requested] of wanted) {
    const product = products.get(productId);
    const refuse = (reason: string) => report.refused.push({ productId, quantity: requested, reason });
    if (!product) {
      refuse('PRODUCT_NOT_FOUND');
      continue;
    }
    if (product.status !== ON_SALE_STATUS) {
      refuse('PRODUCT_NOT_FOR_SALE');
      continue;
    }
    const line = lines.find((candidate) => candidate.kind === 'regular' && candidate.productId === productId);
    const current = line?.quantity ?? 0;
    const room = Math.min(product.inventory - stockHeld(lines, productId, line), MAX_LINE_QUANTITY) - current;
    const added = Math.max(Math.min(requested, room), 0);
    if (added === 0) {
      refuse('OUT_OF_STOCK');
      continue;
    }
    if (line?.cartLineId) await updateLine(tx, line.cartLineId, { quantity: current + added });
    else {
      if (lineCount >= MAX_CART_LINES) {
        refuse('CART_FULL');
        continue;
      }
      lineCount += 1;
      await insertLine(
        tx,
        memberId,
        {
          productId,
          kind: 'regular',
          quantity: added,
          deliveryTimes: 1,
          discountId: null,
          productPointId: null,
        },
        now,
      );
    }
    if (added < requested)
      report.capped.push({
        productId,
        requested,
        added,
        quantity: current + added,
        inventory: product.inventory,
      });
    else report.merged.push({ productId, quantity: current + added });
  }

  if (input.promotionCode !== null) {
    try {
      const stored = await setCoupon(tx, memberId, { couponId: input.promotionCode }, now);
      report.promotionCode = { couponCode: stored.coupon.couponCode, status: 'set', reason: null };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      report.promotionCode = { couponCode: input.promotionCode, status: 'refused', reason: error.code };
    }
  }
  return report;
}

// Pricing without a stored cart: guests, and members pricing an order before placing it.

function guestSources(items: readonly ProductListItem[], auto: AutoDiscounts): LineSource[] {
  const regular = new Map<number, ProductListItem>();
  const sources: LineSource[] = [];
  for (const item of items) {
    if (item.discountId === null) {
      const seen = regular.get(item.productId);
      regular.set(item.productId, seen ? { ...seen, quantity: seen.quantity + item.quantity } : item);
      continue;
    }
    const addOn = findAddOn(auto, item.discountId);
    sources.push({
      cartLineId: null,
      productId: item.productId,
      kind: addOn.discount.discountType === 'GWP' ? 'gwp' : 'pwp',
      quantity: item.quantity,
      deliveryTimes: 1,
      discountId: item.discountId,
      productPointId: null,
    });
  }
  const regularSources = [...regular.values()].map(
    (item): LineSource => ({
      cartLineId: null,
      productId: item.productId,
      kind: 'regular',
      quantity: Math.min(item.quantity, MAX_LINE_QUANTITY),
      deliveryTimes: item.deliveryTimes,
      discountId: null,
      productPointId: null,
    }),
  );
  return [...regularSources, ...sources];
}

export interface GuestPreInput {
  items: ProductListItem[];
  promotionCode: string | null;
  countryId: number | null;
}

/** A browser-held cart priced for a guest (order/guest/pre): guests may use cash and discount coupons only. */
export async function guestPre(db: Queryable, input: GuestPreInput, now: Date): Promise<PreAnswer> {
  return preAnswer(await guestPreView(db, input, now));
}

/** The priced view behind guestPre: placing a guest order prices the same cart the same way. */
export async function guestPreView(db: Queryable, input: GuestPreInput, now: Date): Promise<PricedView> {
  const coupon =
    input.promotionCode === null ? null : await usableCoupon(db, input.promotionCode, now, 'guest');
  const auto = await loadAutoDiscounts(
    db,
    now,
    input.items.filter((item) => item.discountId === null).map((item) => item.productId),
  );
  const sources = guestSources(input.items, auto);
  const profile = { ...GUEST_PROFILE, locationId: input.countryId ?? GUEST_PROFILE.locationId };
  return pricingView(db, { sources, coupon, profile, now, auto });
}

/**
 * A member's order priced before placing it (order/member/pre): the products named (buy now), else the
 * member's cart; the promotionCode named, else the cart's coupon; `point` points asked for as cash.
 */
export async function memberPre(
  db: Queryable,
  memberId: number,
  input: MemberPreInput,
  now: Date,
): Promise<PreAnswer> {
  return preAnswer(await memberPreView(db, memberId, input, now));
}

export interface MemberPreInput {
  lines: { productId: number; quantity: number; deliveryTimes: number }[] | null;
  promotionCode: string | null;
  point: number;
  countryId: number | null;
}

/** The priced view behind memberPre: placing a member order prices the same cart the same way. */
export async function memberPreView(
  db: Queryable,
  memberId: number,
  input: MemberPreInput,
  now: Date,
): Promise<PricedView> {
  const { profile, couponId } = await header(db, memberId);
  const sources: LineSource[] = input.lines
    ? guestSources(
        input.lines.map((line) => ({ ...line, discountId: null })),
        { gwp: [], pwp: [], freeDelivery: null },
      )
    : await cartLines(db, memberId);
  const coupon =
    input.promotionCode !== null
      ? await usableCoupon(db, input.promotionCode, now, profile.level)
      : input.lines === null && couponId !== null
        ? await findCouponById(db, couponId)
        : null;
  return pricingView(db, {
    sources,
    coupon,
    profile: { ...profile, locationId: input.countryId ?? profile.locationId },
    now,
    pointsToUse: input.point,
  });
}

/**
 * gwp/guestadd: checks that a guest's cart has earned an add-on and answers its lines for the browser to
 * keep. Nothing is stored.
 */
export async function guestAddOn(
  db: Queryable,
  input: {
    discountId: number;
    productId?: number | undefined;
    items: ProductListItem[];
    couponCode: string | null;
  },
  now: Date,
) {
  const coupon = input.couponCode === null ? null : await usableCoupon(db, input.couponCode, now, 'guest');
  const auto = await loadAutoDiscounts(
    db,
    now,
    input.items.filter((item) => item.discountId === null).map((item) => item.productId),
  );
  const addOn = findAddOn(auto, input.discountId);
  const item = addOnItem(addOn, input.productId);
  const already = input.items.find(
    (candidate) => candidate.discountId !== null && candidate.productId === item.productId,
  );
  if (already) throw addOnQuantityExceeded(item.productId, already.quantity + 1);
  const sources = guestSources(input.items, auto);
  const view = await pricingView(db, { sources, coupon, profile: GUEST_PROFILE, now, auto });
  checkEarned(view, addOn);
  const products = await loadCartProducts(db, [item.productId]);
  const product = products.get(item.productId);
  if (!product || product.inventory < 1)
    throw new DomainError('INSUFFICIENT_STOCK', '此產品已售罄', {
      productId: item.productId,
      inventory: product?.inventory ?? 0,
      inCart: 0,
      requested: 1,
    });
  const answer = addOnAnswer({ ...addOn, items: [item] }, products, now);
  return answer;
}
