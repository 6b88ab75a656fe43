import type { FastifyInstance } from 'fastify';
import { adminArticleRoutes } from './articles/index.ts';
import { adminBannerRoutes } from './banners/index.ts';
import { adminMarketingEventRoutes } from './marketingEvents/index.ts';
import { adminMessageRoutes } from './messages/index.ts';
import { adminPageContentRoutes } from './pageContent/index.ts';

/** The content sections (docs/backOffice.md, "Content"), each its own plugin with its own section check. */
export async function adminContentRoutes(api: FastifyInstance): Promise<void> {
  await api.register(adminArticleRoutes);
  await api.register(adminMessageRoutes);
  await api.register(adminMarketingEventRoutes);
  await api.register(adminPageContentRoutes);
  await api.register(adminBannerRoutes);
}
