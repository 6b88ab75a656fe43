import type { AddressAnswer, LocationAnswer } from '@shop/domain/members/apiSchemas';
import type { PaymentForm, SfLocker, SfStation, StockShortage } from '@shop/domain/orders/apiSchemas';
import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { DataLayerEntry } from '../../lib/analytics.ts';
import { isApiError } from '../../lib/api.ts';
import { addPaymentInfoEntry, addShippingInfoEntry } from './checkoutAnalytics.ts';
import type { CheckoutPurchase, Placement, PricedOrder, ShippingQuote, Shopper } from './checkoutApi.ts';
import {
  destinationOf,
  digitsOnly,
  EMPTY_SHIPPING_FORM,
  hasProblems,
  type NumberOfDigit,
  type ShippingForm,
  type ShippingProblems,
  shippingProblems,
} from './shippingForm.ts';

/**
 * Checkout (seed 001 §2, §4, §5): shipping → confirmation → payment.
 *
 * - loading: the order priced, the shopper's saved addresses, the locations (phone lengths) and the pick-up
 *   points; a failure (offline) waits for the connection, and a retry. A line the stock cannot fill (a
 *   sold-out product bought with express checkout, say) ends in `soldOut`: the shopper is told before typing
 *   anything, with no form and no total to confirm, instead of by the pop-up after "confirm order".
 * - shipping: the form lives in context, so nothing typed is lost while offline or between steps. A new
 *   method or country re-quotes the fee, a new number of points re-prices the order; NEXT goes on only when
 *   the §5 rules hold and the prices are current.
 * - confirmation: the summary and "confirm order". Placing sends an Idempotency-Key made for this attempt
 *   and kept across a retry of the same attempt (no answer, or a server failure: the order may exist). Then
 *   orderId ≤ 0 → home; a shortage list → the out-of-stock pop-up; any other failure → the pop-up with an
 *   empty list and a message saying what to do.
 * - payment: the order exists; the signed card form is asked for and posted once by the page.
 *
 * A login change after the page loaded sends the shopper to the cart. The machine only decides; the page
 * does what it emits: `navigate`, `track` (data layer), `guestOrderPlaced` (session storage).
 */

/** A country or region of GET location/; Hong Kong carries its region → district → area hierarchy. */
export type CheckoutLocation = LocationAnswer;

export interface CheckoutLoaded {
  priced: PricedOrder;
  locations: CheckoutLocation[];
  /** A member's saved addresses; empty for guests. */
  addresses: SavedAddress[];
  lockers: SfLocker[];
  stations: SfStation[];
}

/** A member's saved address, as GET member/address answers it. */
export type SavedAddress = AddressAnswer;

export type CheckoutNotice =
  /** Offline: checkout needs a connection; what was typed stays. */
  | 'offline'
  /** Pricing failed for another reason: try again. */
  | 'pricingFailed'
  /** The order could not be placed; the pop-up says what to do. */
  | 'placeFailed'
  /** A first-purchase coupon, and the shopper has another order that counts as one (the server said so). */
  | 'firstPurchaseTaken'
  /** The order exists but its payment form did not come. */
  | 'paymentFormFailed';

export interface CheckoutContext {
  purchase: CheckoutPurchase;
  shopper: Shopper | null;
  online: boolean;
  newKey: () => string;
  form: ShippingForm;
  point: number;
  loaded: CheckoutLoaded | null;
  priced: PricedOrder | null;
  /** The fee for the current destination, once quoted (a newer quote than the pricing's). */
  shipping: ShippingQuote | null;
  /** The prices no longer match the form (a quote or pricing failed): NEXT waits for fresh ones. */
  priceStale: boolean;
  /** Shown after a NEXT the rules refused; cleared by the next valid NEXT. */
  problems: ShippingProblems | null;
  notice: CheckoutNotice | null;
  idempotencyKey: string | null;
  order: { orderId: number; orderNo: string } | null;
  /** The out-of-stock pop-up's list: empty when placing failed for another reason. */
  shortages: StockShortage[];
  paymentForm: PaymentForm | null;
}

export interface CheckoutInput {
  purchase: CheckoutPurchase;
  /** The member logged in when the page loaded; null for a guest. */
  shopper: Shopper | null;
  online: boolean;
  /** A fresh Idempotency-Key. */
  newKey: () => string;
}

export type CheckoutEvent =
  | { type: 'EDIT'; values: Partial<Omit<ShippingForm, 'shippingMethod' | 'countryId' | 'addressId'>> }
  | { type: 'SET_METHOD'; method: ShippingForm['shippingMethod'] }
  | { type: 'SET_COUNTRY'; countryId: number }
  | { type: 'PICK_POINT'; code: string }
  /** A saved address (members), or null to type one. */
  | { type: 'PICK_ADDRESS'; addressId: number | null }
  | { type: 'SET_POINTS'; points: number }
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'CONFIRM' }
  | { type: 'CLOSE_STOCK_POPUP' }
  | { type: 'RETRY' }
  | { type: 'CONNECTION'; online: boolean }
  /** The session as it is now: a different member (or none) than at load sends the shopper away. */
  | { type: 'SESSION_CHANGED'; memberId: string | null };

export type CheckoutEmitted =
  | { type: 'navigate'; to: '/' | '/shopping_cart' }
  | { type: 'track'; entry: DataLayerEntry }
  | { type: 'guestOrderPlaced'; order: { phone: string; orderNo: string; orderId: number } };

export type Step = 'shipping' | 'confirmation' | 'payment';

/**
 * Seed 001 §4's step flags, as "disabled" flags of the three tabs: on the shipping step both later tabs
 * are disabled; the confirmation step enables its own and keeps payment disabled; the payment step enables
 * payment. Once the order exists its shipping and confirmation are history: those tabs are disabled then.
 */
export function stepFlags(step: Step): Record<Step, boolean> {
  switch (step) {
    case 'shipping':
      return { shipping: false, confirmation: true, payment: true };
    case 'confirmation':
      return { shipping: false, confirmation: false, payment: true };
    case 'payment':
      return { shipping: true, confirmation: true, payment: false };
    default: {
      const unknown: never = step;
      throw new Error(`Unknown step ${String(unknown)}`);
    }
  }
}

const lengthOf =
  (loaded: CheckoutLoaded | null): NumberOfDigit =>
  (locationId) =>
    loaded?.locations.find((location) => location.locationId === locationId)?.numberOfDigit;

/** No answer came, or the server failed: the request may have done its work, so a retry reuses its key. */
function outcomeUnknown(error: unknown): boolean {
  return isApiError(error) && (error.isNetworkError || error.isServerError);
}

function offlineError(error: unknown): boolean {
  return isApiError(error) && error.isNetworkError;
}

function formFromAddress(form: ShippingForm, address: SavedAddress): ShippingForm {
  return {
    ...form,
    addressId: address.addressId,
    recipient: address.recipient,
    phoneCountryId: address.phoneCountryId,
    phone: address.contactNumber,
    province: address.addressProvince,
    city: address.addressCity,
    zone: address.addressZone,
    address1: address.addressRow1,
    address2: address.addressRow2,
    address3: address.addressRow3,
    address4: address.addressRow4,
  };
}

/** The form at load: a member's default (else first) saved address and their name and email for billing. */
function initialForm(form: ShippingForm, shopper: Shopper | null, addresses: SavedAddress[]): ShippingForm {
  if (!shopper) return form;
  const named: ShippingForm = {
    ...form,
    email: form.email || shopper.email,
    billingFirstName: form.billingFirstName || shopper.firstName,
    billingLastName: form.billingLastName || shopper.lastName,
  };
  const address = addresses.find((candidate) => candidate.isDefault) ?? addresses[0];
  return address && form.addressId === null && form.recipient === ''
    ? formFromAddress(named, address)
    : named;
}

const repricing = { target: '#checkout.shipping.pricing', reenter: true } as const;
const requoting = { target: '#checkout.shipping.quoting', reenter: true } as const;

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    input: {} as CheckoutInput,
    events: {} as CheckoutEvent,
    emitted: {} as CheckoutEmitted,
  },
  actors: {
    loadCheckout: fromPromise<CheckoutLoaded, { purchase: CheckoutPurchase; shopper: Shopper | null }>(
      async () => {
        throw new Error('loadCheckout is provided by the checkout page');
      },
    ),
    priceOrder: fromPromise<
      PricedOrder,
      { purchase: CheckoutPurchase; member: boolean; countryId: number; point: number }
    >(async () => {
      throw new Error('priceOrder is provided by the checkout page');
    }),
    quoteShipping: fromPromise<ShippingQuote, { countryId: number; productTotalCents: number }>(async () => {
      throw new Error('quoteShipping is provided by the checkout page');
    }),
    placeOrder: fromPromise<
      Placement,
      {
        purchase: CheckoutPurchase;
        member: boolean;
        form: ShippingForm;
        point: number;
        idempotencyKey: string;
      }
    >(async () => {
      throw new Error('placeOrder is provided by the checkout page');
    }),
    requestPaymentForm: fromPromise<
      PaymentForm,
      { orderId: number; orderNo: string; member: boolean; form: ShippingForm }
    >(async () => {
      throw new Error('requestPaymentForm is provided by the checkout page');
    }),
  },
  guards: {
    nothingToBuy: ({ event }) =>
      'output' in event && (event.output as CheckoutLoaded).priced.lines.length === 0,
    soldOutAtLoad: ({ event }) =>
      'output' in event && (event.output as CheckoutLoaded).priced.shortages.length > 0,
    isOffline: ({ context }) => !context.online,
    cameOnline: ({ event }) => event.type === 'CONNECTION' && event.online,
    loginChanged: ({ context, event }) =>
      event.type === 'SESSION_CHANGED' && event.memberId !== (context.shopper?.memberId ?? null),
    cameOnlineWithStalePrices: ({ context, event }) =>
      event.type === 'CONNECTION' && event.online && context.priceStale,
    placedAsGuest: ({ context }) => context.shopper === null,
    shippingInvalid: ({ context }) => hasProblems(shippingProblems(context.form, lengthOf(context.loaded))),
    pricesStale: ({ context }) => context.priceStale,
    noOrder: ({ event }) => 'output' in event && (event.output as Placement).kind === 'noOrder',
    shortage: ({ event }) => 'output' in event && (event.output as Placement).kind === 'shortage',
    outcomeUnknown: ({ event }) => 'error' in event && outcomeUnknown(event.error),
    firstPurchaseTaken: ({ event }) =>
      'error' in event && isApiError(event.error, 'COUPON_FIRST_PURCHASE_ONLY'),
    failedOffline: ({ event }) => 'error' in event && offlineError(event.error),
  },
  actions: {
    adoptLoaded: assign(({ context, event }) => {
      if (!('output' in event)) return {};
      const loaded = event.output as CheckoutLoaded;
      return {
        loaded,
        priced: loaded.priced,
        shipping: loaded.priced.shipping,
        priceStale: false,
        notice: null,
        form: initialForm(context.form, context.shopper, loaded.addresses),
      };
    }),
    adoptLoadShortages: assign(({ event }) =>
      'output' in event ? { shortages: (event.output as CheckoutLoaded).priced.shortages } : {},
    ),
    adoptPricing: assign(({ event }) => {
      if (!('output' in event)) return {};
      const priced = event.output as PricedOrder;
      return { priced, shipping: priced.shipping, point: priced.pointsUsed, priceStale: false, notice: null };
    }),
    adoptQuote: assign(({ event }) =>
      'output' in event ? { shipping: event.output as ShippingQuote, priceStale: false, notice: null } : {},
    ),
    markPricesStale: assign(({ event }) => ({
      priceStale: true,
      notice: ('error' in event && offlineError(event.error) ? 'offline' : 'pricingFailed') as CheckoutNotice,
    })),
    edit: assign(({ context, event }) => {
      if (event.type !== 'EDIT') return {};
      const values = { ...event.values };
      // Seed 001 §5: a guest's phone keeps digits only.
      if (!context.shopper) {
        if (values.phone !== undefined) values.phone = digitsOnly(values.phone);
        if (values.billingPhone !== undefined) values.billingPhone = digitsOnly(values.billingPhone);
      }
      return { form: { ...context.form, ...values } };
    }),
    setMethod: assign(({ context, event }) =>
      event.type === 'SET_METHOD'
        ? { form: { ...context.form, shippingMethod: event.method, pickupPoint: '' } }
        : {},
    ),
    setCountry: assign(({ context, event }) =>
      event.type === 'SET_COUNTRY' ? { form: { ...context.form, countryId: event.countryId } } : {},
    ),
    pickPoint: assign(({ context, event }) =>
      event.type === 'PICK_POINT' ? { form: { ...context.form, pickupPoint: event.code } } : {},
    ),
    pickAddress: assign(({ context, event }) => {
      if (event.type !== 'PICK_ADDRESS') return {};
      const address = context.loaded?.addresses.find((candidate) => candidate.addressId === event.addressId);
      return {
        form: address ? formFromAddress(context.form, address) : { ...context.form, addressId: null },
      };
    }),
    setPoints: assign(({ event }) =>
      event.type === 'SET_POINTS' ? { point: Math.max(0, Math.floor(event.points)) } : {},
    ),
    showProblems: assign(({ context }) => ({
      problems: shippingProblems(context.form, lengthOf(context.loaded)),
    })),
    clearProblems: assign({ problems: null }),
    noticeOffline: assign({ notice: 'offline' as CheckoutNotice }),
    clearNotice: assign({ notice: null }),
    goOnline: assign(({ event }) => (event.type === 'CONNECTION' ? { online: event.online } : {})),
    ensureIdempotencyKey: assign(({ context }) => ({
      idempotencyKey: context.idempotencyKey ?? context.newKey(),
    })),
    forgetIdempotencyKey: assign({ idempotencyKey: null }),
    adoptShortages: assign(({ event }) => {
      if (!('output' in event)) return {};
      const placement = event.output as Placement;
      return { shortages: placement.kind === 'shortage' ? placement.items : [], notice: null };
    }),
    placeFailed: assign({ shortages: [], notice: 'placeFailed' as CheckoutNotice }),
    firstPurchaseTaken: assign({ shortages: [], notice: 'firstPurchaseTaken' as CheckoutNotice }),
    adoptOrder: assign(({ event }) => {
      if (!('output' in event)) return {};
      const placement = event.output as Placement;
      return placement.kind === 'placed'
        ? { order: { orderId: placement.orderId, orderNo: placement.orderNo }, notice: null }
        : {};
    }),
    adoptPaymentForm: assign(({ event }) =>
      'output' in event ? { paymentForm: event.output as PaymentForm, notice: null } : {},
    ),
    paymentFormFailed: assign({ notice: 'paymentFormFailed' as CheckoutNotice }),
    trackShippingInfo: emit(({ context }) => ({
      type: 'track' as const,
      entry: addShippingInfoEntry(context.priced, context.shipping, context.form.shippingMethod),
    })),
    trackPaymentInfo: emit(({ context }) => ({
      type: 'track' as const,
      entry: addPaymentInfoEntry(context.priced, context.shipping),
    })),
    rememberGuestOrder: emit(({ context }) => ({
      type: 'guestOrderPlaced' as const,
      order: {
        phone: digitsOnly(context.form.phone),
        orderNo: context.order?.orderNo ?? '',
        orderId: context.order?.orderId ?? 0,
      },
    })),
    goHome: emit({ type: 'navigate' as const, to: '/' as const }),
    goToCart: emit({ type: 'navigate' as const, to: '/shopping_cart' as const }),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    purchase: input.purchase,
    shopper: input.shopper,
    online: input.online,
    newKey: input.newKey,
    form: EMPTY_SHIPPING_FORM,
    point: 0,
    loaded: null,
    priced: null,
    shipping: null,
    priceStale: false,
    problems: null,
    notice: null,
    idempotencyKey: null,
    order: null,
    shortages: [],
    paymentForm: null,
  }),
  initial: 'loading',
  on: {
    CONNECTION: { actions: 'goOnline' },
    SESSION_CHANGED: { guard: 'loginChanged', target: '.left', actions: 'goToCart' },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadCheckout',
        input: ({ context }) => ({ purchase: context.purchase, shopper: context.shopper }),
        onDone: [
          // Nothing to buy (an empty cart, a product no longer sold): nothing to check out.
          { guard: 'nothingToBuy', target: 'empty', actions: 'adoptLoaded' },
          { guard: 'soldOutAtLoad', target: 'soldOut', actions: ['adoptLoaded', 'adoptLoadShortages'] },
          { target: 'shipping', actions: 'adoptLoaded' },
        ],
        onError: [
          { guard: 'failedOffline', target: 'loadFailed', actions: 'noticeOffline' },
          { target: 'loadFailed', actions: assign({ notice: 'pricingFailed' as CheckoutNotice }) },
        ],
      },
    },
    loadFailed: {
      on: {
        RETRY: 'loading',
        CONNECTION: { guard: 'cameOnline', target: 'loading', actions: 'goOnline' },
      },
    },
    shipping: {
      initial: 'ready',
      on: {
        EDIT: { actions: 'edit' },
        SET_METHOD: { actions: 'setMethod', ...requoting },
        SET_COUNTRY: { actions: 'setCountry', ...requoting },
        PICK_POINT: { actions: 'pickPoint', ...requoting },
        PICK_ADDRESS: { actions: 'pickAddress' },
        SET_POINTS: { actions: 'setPoints', ...repricing },
        // Back online with prices that failed to refresh: refresh them (the form is untouched).
        CONNECTION: [
          { guard: 'cameOnlineWithStalePrices', actions: 'goOnline', ...repricing },
          { actions: 'goOnline' },
        ],
      },
      states: {
        ready: {
          on: {
            NEXT: [
              { guard: 'shippingInvalid', actions: 'showProblems' },
              { guard: 'pricesStale', actions: 'showProblems', ...repricing },
              { target: '#checkout.confirmation', actions: 'clearProblems' },
            ],
          },
        },
        pricing: {
          invoke: {
            src: 'priceOrder',
            input: ({ context }) => ({
              purchase: context.purchase,
              member: context.shopper !== null,
              countryId: destinationOf(context.form),
              point: context.point,
            }),
            onDone: { target: 'ready', actions: 'adoptPricing' },
            onError: { target: 'ready', actions: 'markPricesStale' },
          },
        },
        quoting: {
          invoke: {
            src: 'quoteShipping',
            input: ({ context }) => ({
              countryId: destinationOf(context.form),
              productTotalCents: context.priced?.productTotalCents ?? 0,
            }),
            onDone: { target: 'ready', actions: 'adoptQuote' },
            onError: { target: 'ready', actions: 'markPricesStale' },
          },
        },
      },
    },
    confirmation: {
      entry: 'trackShippingInfo',
      initial: 'ready',
      states: {
        ready: {
          on: {
            PREVIOUS: { target: '#checkout.shipping', actions: ['forgetIdempotencyKey', 'clearNotice'] },
            CONFIRM: [{ guard: 'isOffline', actions: 'noticeOffline' }, { target: 'placing' }],
          },
        },
        placing: {
          entry: ['ensureIdempotencyKey', 'clearNotice'],
          invoke: {
            src: 'placeOrder',
            input: ({ context }) => ({
              purchase: context.purchase,
              member: context.shopper !== null,
              form: context.form,
              point: context.point,
              idempotencyKey: context.idempotencyKey ?? '',
            }),
            onDone: [
              { guard: 'noOrder', target: '#checkout.left', actions: 'goHome' },
              {
                guard: 'shortage',
                target: 'stockPopup',
                actions: ['adoptShortages', 'forgetIdempotencyKey'],
              },
              {
                guard: 'placedAsGuest',
                target: '#checkout.payment',
                actions: ['adoptOrder', 'trackPaymentInfo', 'rememberGuestOrder'],
              },
              { target: '#checkout.payment', actions: ['adoptOrder', 'trackPaymentInfo'] },
            ],
            onError: [
              // No answer, or the server failed: the order may exist, so a retry of this attempt reuses
              // its key (the server answers it with the same order).
              { guard: 'failedOffline', target: 'stockPopup', actions: ['placeFailed', 'noticeOffline'] },
              { guard: 'outcomeUnknown', target: 'stockPopup', actions: 'placeFailed' },
              {
                guard: 'firstPurchaseTaken',
                target: 'stockPopup',
                actions: ['firstPurchaseTaken', 'forgetIdempotencyKey'],
              },
              { target: 'stockPopup', actions: ['placeFailed', 'forgetIdempotencyKey'] },
            ],
          },
        },
        /** Seed 001 §4: the out-of-stock pop-up, with the shortages, or empty and a message on failure. */
        stockPopup: {
          on: { CLOSE_STOCK_POPUP: { target: 'ready', actions: 'clearNotice' } },
        },
      },
    },
    payment: {
      initial: 'requestingForm',
      states: {
        requestingForm: {
          invoke: {
            src: 'requestPaymentForm',
            input: ({ context }) => ({
              orderId: context.order?.orderId ?? 0,
              orderNo: context.order?.orderNo ?? '',
              member: context.shopper !== null,
              form: context.form,
            }),
            onDone: { target: 'submitting', actions: 'adoptPaymentForm' },
            onError: { target: 'formFailed', actions: 'paymentFormFailed' },
          },
        },
        formFailed: { on: { RETRY: 'requestingForm' } },
        /** The page posts the form, once: the browser leaves for the card gateway. */
        submitting: {},
      },
    },
    empty: {},
    /** The stock cannot fill the order (`shortages` says which lines): nothing to type, nothing to confirm. */
    soldOut: {},
    /** The page is navigating away. */
    left: { type: 'final' },
  },
});

export type CheckoutMachine = typeof checkoutMachine;
export type CheckoutSnapshot = SnapshotFrom<CheckoutMachine>;

/** The step a snapshot shows. */
export function stepOf(snapshot: { matches: (value: Step) => boolean }): Step {
  if (snapshot.matches('payment')) return 'payment';
  if (snapshot.matches('confirmation')) return 'confirmation';
  return 'shipping';
}
