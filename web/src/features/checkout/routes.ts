import type { RouteObject } from 'react-router';

/**
 * /checkout and /expressCheckout (seed 001 §2): one lazy chunk (the machine, xstate and the forms), never in
 * the storefront's first view.
 */
const checkoutPage = () => import('./CheckoutPage.tsx');

export const checkoutRoutes: RouteObject[] = [
  {
    path: 'checkout',
    lazy: async () => ({ Component: (await checkoutPage()).CheckoutRoute }),
  },
  {
    path: 'expressCheckout',
    lazy: async () => ({ Component: (await checkoutPage()).ExpressCheckoutRoute }),
  },
];
