import { ADMIN_SECTIONS } from '@shop/domain/admin/sections';
import { createElement } from 'react';
import type { RouteObject } from 'react-router';

/**
 * The back office's routes (issue 12), relative to /admin: app/router.tsx loads this module only when a path
 * under /admin is visited, and mounts them on a top-level route of their own, outside the shop's layout.
 * Each section's pages are a chunk of their own (sectionPages.ts) behind its read grant (SectionGate).
 */
export const adminRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./AdminFrame.tsx')).AdminFrame }),
    children: [
      { path: 'login', lazy: async () => ({ Component: (await import('./LoginPage.tsx')).LoginPage }) },
      {
        lazy: async () => ({ Component: (await import('./AdminLayout.tsx')).AdminLayout }),
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./AdminHome.tsx')).AdminHome }) },
          { path: 'audit', lazy: async () => ({ Component: (await import('./AuditPage.tsx')).AuditPage }) },
          {
            path: 'orders/:orderId/history',
            lazy: async () => ({
              Component: (await import('./history/OrderHistoryPage.tsx')).OrderHistoryPage,
            }),
          },
          ...ADMIN_SECTIONS.map(
            (section): RouteObject => ({
              path: `${section}/*`,
              lazy: async () => {
                const { SectionGate } = await import('./SectionGate.tsx');
                return { Component: () => createElement(SectionGate, { section }) };
              },
            }),
          ),
        ],
      },
    ],
  },
];
