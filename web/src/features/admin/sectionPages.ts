import type { AdminSection } from '@shop/domain/admin/sections';
import type { ComponentType } from 'react';

type SectionModule = () => Promise<{ default: ComponentType }>;

/**
 * Each section's page module, loaded when the section is opened (its own chunk). A section renders its own
 * routes below /admin/<section>. One line per section; a section without a module shows "not available yet".
 */
export const sectionPages: Partial<Record<AdminSection, SectionModule>> = {
  permissions: () => import('./permissions/PermissionsSection.tsx'),
  points: () => import('./points/PointsSection.tsx'),
  members: () => import('./members/MembersSection.tsx'),
  memberships: () => import('./memberships/MembershipsSection.tsx'),
  reports: () => import('./reports/ReportsSection.tsx'),
  discounts: () => import('./discounts/DiscountsSection.tsx'),
  products: () => import('./products/ProductsSection.tsx'),
  inventory: () => import('./inventory/InventorySection.tsx'),
  prices: () => import('./prices/PricesSection.tsx'),
  articles: () => import('./content/ArticlesSection.tsx'),
  messages: () => import('./content/MessagesSection.tsx'),
  marketingEvents: () => import('./content/MarketingEventsSection.tsx'),
  pageContent: () => import('./content/PageContentSection.tsx'),
  banners: () => import('./content/BannersSection.tsx'),
  orders: () => import('./orders/OrdersSection.tsx'),
};
