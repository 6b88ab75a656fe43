import { type RouteObject, redirect } from 'react-router';

/**
 * The account feature's pages, each its own lazy chunk: /login, /registration and the member area
 * (/member/info, /member/address, /member/order, /member/reward, /member/follows) under a layout that
 * requires a login.
 */
export const accountRoutes: RouteObject[] = [
  {
    path: 'login',
    lazy: async () => ({ Component: (await import('./login/LoginPage.tsx')).LoginRoute }),
  },
  {
    path: 'registration',
    lazy: async () => ({
      Component: (await import('./registration/RegistrationPage.tsx')).RegistrationRoute,
    }),
  },
  {
    path: 'member',
    lazy: async () => ({ Component: (await import('./member/MemberLayout.tsx')).MemberLayout }),
    children: [
      { index: true, loader: () => redirect('/member/info') },
      { path: 'info', lazy: async () => ({ Component: (await import('./member/InfoPage.tsx')).InfoRoute }) },
      {
        path: 'address',
        lazy: async () => ({ Component: (await import('./member/AddressPage.tsx')).AddressRoute }),
      },
      {
        path: 'order',
        lazy: async () => ({ Component: (await import('./member/OrderPage.tsx')).OrderRoute }),
      },
      {
        path: 'reward',
        lazy: async () => ({ Component: (await import('./member/RewardPage.tsx')).RewardRoute }),
      },
      {
        path: 'follows',
        lazy: async () => ({ Component: (await import('./member/FollowsPage.tsx')).FollowsRoute }),
      },
    ],
  },
];
