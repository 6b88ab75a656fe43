import type { FastifyInstance } from 'fastify';
import { adminAuditRoutes } from './audit/index.ts';
import { adminContentRoutes } from './contentSections.ts';
import { adminDiscountRoutes } from './discounts/index.ts';
import { adminHistoryRoutes } from './history/index.ts';
import { adminInventoryRoutes } from './inventory/index.ts';
import { adminMembersRoutes } from './members/index.ts';
import { adminMembershipsRoutes } from './memberships/index.ts';
import { adminOrdersRoutes } from './orders/index.ts';
import { adminPermissionsRoutes } from './permissions/index.ts';
import { adminPointsRoutes } from './points/index.ts';
import { adminPricesRoutes } from './prices/index.ts';
import { adminProductsRoutes } from './products/index.ts';
import { adminProjectionRoutes } from './projections/index.ts';
import { adminRefundsRoutes } from './refunds/index.ts';
import { adminReportRoutes } from './reports/index.ts';
import { adminSessionRoutes } from './session/index.ts';

/**
 * The back office's API under /api/admin (docs/backOffice.md). Each section is a folder here whose plugin
 * starts with `staffSection(app, '<section>')`: every route in it needs the section's read grant for GET and
 * its write grant otherwise (adminAccess.int.test.ts walks every /admin route to prove it).
 */
export async function adminRoutes(api: FastifyInstance): Promise<void> {
  await api.register(adminSessionRoutes);
  await api.register(adminAuditRoutes);
  await api.register(adminPermissionsRoutes);
  await api.register(adminReportRoutes);
  await api.register(adminProjectionRoutes);
  await api.register(adminDiscountRoutes);
  await api.register(adminProductsRoutes);
  await api.register(adminInventoryRoutes);
  await api.register(adminPricesRoutes);
  await api.register(adminContentRoutes);
  await api.register(adminOrdersRoutes);
  await api.register(adminRefundsRoutes);
  await api.register(adminHistoryRoutes);
  await api.register(adminPointsRoutes);
  await api.register(adminMembersRoutes);
  await api.register(adminMembershipsRoutes);
}
