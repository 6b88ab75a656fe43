import type { RouteObject } from 'react-router';
import { accountRoutes } from '../features/account/routes.ts';
import { cartRoutes } from '../features/cart/routes.ts';
import { catalogueLaterRoutes } from '../features/catalogue/laterRoutes.ts';
import { orderRoutes } from '../features/orders/routes.ts';
import { withAllMessages } from './router.tsx';

/**
 * /checkout and /expressCheckout (seed 001 §2): one lazy chunk (the machine, xstate and the forms), never in
 * the storefront's first view. The app composes it (routes/checkout.tsx): it joins checkout to the cart.
 */
const checkoutPage = () => import('./routes/checkout.tsx');

export const checkoutRoutes: RouteObject[] = [
  { path: 'checkout', lazy: async () => ({ Component: (await checkoutPage()).CheckoutRoute }) },
  { path: 'expressCheckout', lazy: async () => ({ Component: (await checkoutPage()).ExpressCheckoutRoute }) },
];

/**
 * The shop's pages the server never renders and no first view is made of: the account pages, the cart, the
 * search results and member offers, checkout and the order pages. app/router.tsx does not list them (their
 * route entries and the names of their chunks would weigh on every first view); it takes them from this
 * module, a small chunk of its own, when it meets a path it does not know.
 */
export const laterRoutes: RouteObject[] = [
  ...accountRoutes,
  ...cartRoutes,
  ...catalogueLaterRoutes,
  ...checkoutRoutes,
  ...orderRoutes,
].map(withAllMessages);
