import { DomainError } from '@shop/domain/errors';
import type { EventMetadata } from '@shop/domain/events';
import type { PlaceOrderAnswer, StockShortage } from '@shop/domain/orders/apiSchemas';
import type { OrderCommand } from '@shop/domain/orders/decide';
import { orderDecider } from '@shop/domain/orders/decide';
import { orderDraftFromPricedCart, type ProductSnapshot } from '@shop/domain/orders/orderDraft';
import type { OrderBuyer, OrderDraft } from '@shop/domain/orders/orderEvents';
import { orderEvents, orderStreamId } from '@shop/domain/orders/orderEvents';
import { CHECKOUT_BLOCKING_WARNINGS } from '@shop/domain/pricing/priceCart';
import type { Db, Queryable } from '@shop/projections/ports/db';
import type { EventStore } from '@shop/projections/ports/eventStore';
import { refuseLinesNotForSale } from '../cart/cartChecks.ts';
import type { PricedView } from '../cart/cartPricing.ts';
import { imageOf, loadCartProducts } from '../cart/cartProducts.ts';
import { type GuestPreInput, guestPreView, type MemberPreInput, memberPreView } from '../cart/prePricing.ts';
import { runStreamCommand } from '../eventSourcing/streamCommand.ts';
import { eventStoreInTransaction, eventStoreWithin } from '../eventSourcing/transactionEventStore.ts';
import type { WriteOutcome } from '../http/idempotency.ts';
import {
  claimFirstPurchase,
  firstPurchaseBuyer,
  refuseFirstPurchaseCouponSeenApplied,
  usesFirstPurchaseCoupon,
} from './firstPurchaseClaim.ts';
import { nextOrderId, orderNumberOf } from './orderNumbers.ts';
import { redeemOrderPoints } from './orderPoints.ts';
import { clearPaymentDeadline, writePaymentDeadline } from './paymentWindow.ts';
import { forgetPlacementKey, oncePerKey, type PlacementRequest } from './placementKeys.ts';
import { checkDestination, type DestinationInput } from './shippingDestination.ts';
import { releaseStock, reserveStock, type Shortage } from './stock.ts';

export interface PlacementDeps {
  db: Db;
  eventStore: EventStore;
  now: Date;
  paymentWindowMs: number;
}

export type PlaceCommandType = Extract<
  OrderCommand['type'],
  'PlaceMemberOrder' | 'PlaceExpressOrder' | 'PlaceGuestOrder'
>;

interface PlacementBase {
  destination: DestinationInput;
  metadata: EventMetadata;
}

/**
 * One placement as a route describes it: who orders, what (the cart as the pre-pricing routes take it) and
 * where to. A member's level is the one pricing reads; the points ledger still has the last word on spending.
 */
export type Placement = PlacementBase &
  (
    | {
        type: Exclude<PlaceCommandType, 'PlaceGuestOrder'>;
        buyer: { kind: 'member'; memberId: number };
        /** The products named (express, `lines`), else the member's cart. */
        cart: MemberPreInput;
      }
    | {
        type: 'PlaceGuestOrder';
        buyer: Extract<OrderBuyer, { kind: 'guest' }>;
        /** The browser's cart; a first-purchase coupon counts the orders of the buyer's phone. */
        cart: Omit<GuestPreInput, 'phone'>;
      }
  );

export interface PlacedOrderRef {
  orderId: number;
  orderNo: string;
}

/**
 * Thrown inside the placement transaction when stock is short, so that the transaction rolls back (nothing
 * taken, no id used for an event, no key stored); the caller answers the shortage list.
 */
export class StockShortageError extends Error {
  constructor(readonly shortages: Shortage[]) {
    super('Stock is short');
    this.name = 'StockShortageError';
  }
}

/**
 * The engine's checkout-blocking warnings refuse the placement (422, with them in the details): a product no
 * longer on sale with its own code, naming it; a shortage is not refused here but answered with the list of
 * what is left now, read after the rows are locked.
 */
function checkCheckoutable(view: PricedView): void {
  if (view.lines.length === 0) throw new DomainError('CART_EMPTY', 'There is nothing to order.');
  refuseLinesNotForSale(view);
  const blocking = view.priced.warnings.filter(
    (warning) => warning.code !== 'OUT_OF_STOCK' && CHECKOUT_BLOCKING_WARNINGS.includes(warning.code),
  );
  if (blocking.length > 0)
    throw new DomainError('CART_NOT_CHECKOUTABLE', 'The cart cannot be checked out as it is.', {
      warnings: blocking,
    });
}

function snapshotsOf(view: PricedView): Map<number, ProductSnapshot> {
  return new Map(
    [...view.inputs.products.values()].map((product) => [
      product.productId,
      {
        sku: product.sku,
        productNameChi: product.nameChi,
        productNameEng: product.nameEng,
        productVolume: product.volume,
        productImage: imageOf(product) || null,
      },
    ]),
  );
}

/** The order a priced cart becomes, with the figures the cart showed (orderDraftFromPricedCart). */
export function draftOf(view: PricedView, shipping: OrderDraft['shipping']): OrderDraft {
  const { auto } = view.inputs;
  return orderDraftFromPricedCart({
    lines: view.lines,
    priced: view.priced,
    products: snapshotsOf(view),
    addOnDiscounts: [...auto.gwp, ...auto.pwp].map((addOn) => addOn.discount),
    shipping,
  });
}

/** The cart priced inside the placement's transaction, by the engine the cart and pre-pricing pages use. */
function priced(tx: Queryable, placement: Placement, now: Date): Promise<PricedView> {
  return placement.type === 'PlaceGuestOrder'
    ? guestPreView(tx, { ...placement.cart, phone: placement.buyer.phone }, now)
    : memberPreView(tx, placement.buyer.memberId, placement.cart, now);
}

function buyerOf(placement: Placement, view: PricedView): OrderBuyer {
  const { buyer } = placement;
  if (buyer.kind === 'guest') return buyer;
  return { ...buyer, level: view.inputs.profile.level === 'vip' ? 'vip' : 'member' };
}

function commandOf(
  placement: Placement,
  buyer: OrderBuyer,
  ref: PlacedOrderRef,
  order: OrderDraft,
): OrderCommand {
  if (placement.type === 'PlaceGuestOrder') {
    if (buyer.kind !== 'guest') throw new Error('A guest placement needs a guest buyer');
    return { type: 'PlaceGuestOrder', data: { ...ref, guest: buyer, order } };
  }
  if (buyer.kind !== 'member') throw new Error('A member placement needs a member buyer');
  return { type: placement.type, data: { ...ref, member: buyer, order } };
}

/**
 * Places one order inside the caller's transaction (the idempotency helper's): price the cart with the
 * engine the cart uses, check the destination, take the stock (rows locked in product-id order), take the
 * id from the sequence, claim a first-purchase coupon (firstPurchaseClaim.ts), append `OrderPlaced`
 * (no_stream) and the points redemption, write the payment deadline. On the Postgres store every write
 * commits together or not at all. A shortage throws `StockShortageError` so that the transaction rolls back.
 *
 * KurrentDB cannot join the transaction: there the stock, id and deadline commit first and the events are
 * appended after (`appendAfterCommit`); see docs/orders.md for the compensation.
 */
export async function placeInTransaction(
  tx: Queryable,
  deps: PlacementDeps,
  placement: Placement,
): Promise<{ ref: PlacedOrderRef; order: OrderDraft; appendAfterCommit: (() => Promise<void>) | null }> {
  const view = await priced(tx, placement, deps.now);
  checkCheckoutable(view);
  const shipping = await checkDestination(tx, placement.destination);
  const order = draftOf(view, shipping);
  const buyer = buyerOf(placement, view);
  refuseFirstPurchaseCouponSeenApplied(view, buyer);
  const shortages = await reserveStock(tx, order.lines);
  if (shortages.length > 0) throw new StockShortageError(shortages);

  const orderId = await nextOrderId(tx);
  const ref = { orderId, orderNo: orderNumberOf(orderId, deps.now) };
  if (usesFirstPurchaseCoupon(view)) {
    const store = eventStoreWithin(deps.eventStore, tx);
    await claimFirstPurchase(tx, store, firstPurchaseBuyer(buyer), orderId);
  }
  await writePaymentDeadline(tx, ref, new Date(deps.now.getTime() + deps.paymentWindowMs));

  const orderStream = (eventStore: EventStore) =>
    ({
      eventStore,
      decider: orderDecider,
      codec: orderEvents,
      streamId: orderStreamId(orderId),
      metadata: placement.metadata,
      now: deps.now,
    }) as const;
  const redeem = async (eventStore: EventStore) => {
    if (buyer.kind !== 'member') return;
    await redeemOrderPoints(eventStore, {
      memberId: buyer.memberId,
      level: buyer.level,
      ref,
      order,
      metadata: placement.metadata,
      now: deps.now,
    });
  };
  // The order's id came from the sequence just now: its stream is new, no need to read it first.
  const place = (eventStore: EventStore) =>
    runStreamCommand({
      ...orderStream(eventStore),
      newStream: true,
      command: commandOf(placement, buyer, ref, order),
    });
  const append = async (eventStore: EventStore) => {
    await place(eventStore);
    await redeem(eventStore);
  };
  // Outside a transaction the order may be placed and its points then refused: the order is cancelled
  // before the caller's compensation puts the stock back, so no unpaid order is left without its deadline.
  const appendAlone = async (eventStore: EventStore) => {
    await place(eventStore);
    try {
      await redeem(eventStore);
    } catch (error) {
      await runStreamCommand({
        ...orderStream(eventStore),
        command: { type: 'CancelOrder', data: { requestedBy: 'system', reason: 'POINTS_NOT_REDEEMED' } },
      });
      throw error;
    }
  };
  if (deps.eventStore.kind === 'postgres') {
    await append(eventStoreInTransaction(tx));
    return { ref, order, appendAfterCommit: null };
  }
  return { ref, order, appendAfterCommit: () => appendAlone(deps.eventStore) };
}

/** The shortage answer of seed 001 §3: each short product with what is left now and what was asked. */
async function shortageAnswer(db: Queryable, shortages: readonly Shortage[]): Promise<StockShortage[]> {
  const products = await loadCartProducts(
    db,
    shortages.map((shortage) => shortage.productId),
  );
  return shortages.map((shortage) => {
    const product = products.get(shortage.productId);
    return {
      ...shortage,
      product: {
        productId: shortage.productId,
        productNameChi: product?.nameChi ?? '',
        productNameEng: product?.nameEng ?? '',
        productVolume: product?.volume ?? '',
        productImage: product ? [imageOf(product)].filter((image) => image !== '') : [],
      },
    };
  });
}

/**
 * Places an order once per Idempotency-Key (placementKeys.ts: the key and the answer commit with the order).
 * A shortage answers the list and stores nothing, so the same key may be tried again. On KurrentDB, an
 * append that fails after the commit is compensated: the stock goes back, the deadline and the key are
 * deleted, and the error reaches the caller.
 */
export async function placeOrder(
  deps: PlacementDeps,
  placement: Placement,
  request: PlacementRequest,
): Promise<WriteOutcome<PlaceOrderAnswer>> {
  // Set inside the transaction; read after it committed.
  const placed: { value: Awaited<ReturnType<typeof placeInTransaction>> | null } = { value: null };
  let outcome: WriteOutcome<PlacedOrderRef>;
  try {
    outcome = await oncePerKey(deps.db, placement.buyer, { ...request, now: deps.now }, async (tx) => {
      placed.value = await placeInTransaction(tx, deps, placement);
      return placed.value.ref;
    });
  } catch (error) {
    if (!(error instanceof StockShortageError)) throw error;
    return { statusCode: 200, body: await shortageAnswer(deps.db, error.shortages), replayed: false };
  }
  const after = placed.value;
  if (after?.appendAfterCommit) {
    try {
      await after.appendAfterCommit();
    } catch (error) {
      await deps.db.transaction(async (tx) => {
        await releaseStock(tx, after.order.lines);
        await clearPaymentDeadline(tx, after.ref.orderId);
        await forgetPlacementKey(tx, placement.buyer, request.key);
      });
      throw error;
    }
  }
  return outcome;
}
