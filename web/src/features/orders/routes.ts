import type { RouteObject } from 'react-router';

/**
 * The orders feature's pages (seed 001 §2, §4), each a lazy chunk: the member's order and receipt, the
 * guest enquiry, the success, cancel and fail pages, and the card gateway's return paths. The member's
 * order list stays in the member area (features/account).
 */
export const orderRoutes: RouteObject[] = [
  {
    path: 'order/:orderId',
    lazy: async () => ({ Component: (await import('./OrderPage.tsx')).OrderRoute }),
  },
  {
    path: 'order_enquiry',
    lazy: async () => ({ Component: (await import('./OrderEnquiryPage.tsx')).OrderEnquiryRoute }),
  },
  {
    path: 'order_success/:orderId',
    lazy: async () => ({ Component: (await import('./SuccessPages.tsx')).OrderSuccessRoute }),
  },
  {
    path: 'guest_order_success',
    lazy: async () => ({ Component: (await import('./SuccessPages.tsx')).GuestOrderSuccessRoute }),
  },
  {
    path: 'order_cancel',
    lazy: async () => ({ Component: (await import('./OutcomePages.tsx')).OrderCancelRoute }),
  },
  {
    path: 'order_fail',
    lazy: async () => ({ Component: (await import('./OutcomePages.tsx')).OrderFailRoute }),
  },
  ...['globalpay', 'paydollar'].flatMap((channel): RouteObject[] =>
    [channel, `${channel}/*`].map((path) => ({
      path,
      lazy: async () => ({ Component: (await import('./PaymentReturnPage.tsx')).PaymentReturnRoute }),
    })),
  ),
];
