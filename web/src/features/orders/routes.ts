import type { RouteObject } from 'react-router';

/**
 * The orders feature's pages (seed 001 §2, §4): the member's order and receipt, the guest enquiry, the
 * success, cancel and fail pages, and the card gateway's return paths, in one lazy chunk. The member's order
 * list stays in the member area (features/account).
 */
const orderPages = () => import('./orderPages.ts');

type OrderPage = keyof Awaited<ReturnType<typeof orderPages>>;
const page = (path: string, name: OrderPage): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await orderPages())[name] }),
});

export const orderRoutes: RouteObject[] = [
  page('order/:orderId', 'OrderRoute'),
  page('order_enquiry', 'OrderEnquiryRoute'),
  page('order_success/:orderId', 'OrderSuccessRoute'),
  page('guest_order_success', 'GuestOrderSuccessRoute'),
  page('order_cancel', 'OrderCancelRoute'),
  page('order_fail', 'OrderFailRoute'),
  ...['globalpay', 'paydollar'].flatMap((channel) =>
    [channel, `${channel}/*`].map((path) => page(path, 'PaymentReturnRoute')),
  ),
];
