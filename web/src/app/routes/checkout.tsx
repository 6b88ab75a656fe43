import { fromPromise } from 'xstate';
import { loadCart } from '../../features/cart/bootCart.ts';
import { CheckoutPage } from '../../features/checkout/CheckoutPage.tsx';
import { createCheckoutApi } from '../../features/checkout/checkoutApi.ts';
import { loadCheckout } from '../../features/checkout/checkoutLoad.ts';
import { checkoutMachine } from '../../features/checkout/checkoutMachine.ts';

/**
 * Checkout as the shop runs it, composed here because it takes from two features: its calls price and
 * place the guest's lines that the cart keeps in this browser, and its machine gets those calls as actors.
 */
const checkoutApi = createCheckoutApi({ guestCart: async () => (await loadCart()).checkoutCart() });

const checkout = checkoutMachine.provide({
  actors: {
    loadCheckout: fromPromise(({ input }) => loadCheckout(checkoutApi, input)),
    priceOrder: fromPromise(({ input }) => checkoutApi.price(input)),
    quoteShipping: fromPromise(({ input }) => checkoutApi.quote(input.countryId, input.productTotalCents)),
    placeOrder: fromPromise(({ input }) => checkoutApi.place(input)),
    requestPaymentForm: fromPromise(({ input }) => checkoutApi.paymentForm(input)),
  },
});

export function CheckoutRoute() {
  return <CheckoutPage machine={checkout} />;
}

export function ExpressCheckoutRoute() {
  return <CheckoutPage machine={checkout} express />;
}
