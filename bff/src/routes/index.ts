import type { FastifyInstance } from 'fastify';
import { ageGroupRoutes } from './ageGroup/index.ts';
import { articleRoutes } from './article/index.ts';
import { bannerRoutes } from './banners/index.ts';
import { categoryRoutes } from './category/index.ts';
import { couponRoutes } from './coupon/index.ts';
import { devRoutes } from './dev/index.ts';
import { discountRoutes } from './discount/index.ts';
import { displayProductRoutes } from './displayProduct/index.ts';
import { favouriteRoutes } from './favourite/index.ts';
import { fileRoutes } from './file/index.ts';
import { healthRoutes } from './health/index.ts';
import { locationRoutes } from './location/index.ts';
import { loginRoutes } from './login/index.ts';
import { memberRoutes } from './member/index.ts';
import { orderAddRoutes } from './orderAdd/index.ts';
import { orderPreRoutes } from './orderPre/index.ts';
import { pageContentRoutes } from './pageContent/index.ts';
import { productRoutes } from './product/index.ts';
import { shippingRoutes } from './shipping/index.ts';
import { shoppingCartRoutes } from './shoppingCart/index.ts';

/** Every API route module, mounted under /api. A folder of routes/ is one resource. */
export async function apiRoutes(api: FastifyInstance): Promise<void> {
  await api.register(healthRoutes);
  await api.register(displayProductRoutes);
  await api.register(categoryRoutes);
  await api.register(bannerRoutes);
  await api.register(fileRoutes);
  await api.register(productRoutes);
  await api.register(articleRoutes);
  await api.register(pageContentRoutes);
  await api.register(locationRoutes);
  await api.register(ageGroupRoutes);
  await api.register(loginRoutes);
  await api.register(memberRoutes);
  await api.register(devRoutes);
  await api.register(shoppingCartRoutes);
  await api.register(couponRoutes);
  await api.register(discountRoutes);
  await api.register(orderPreRoutes);
  await api.register(orderAddRoutes);
  await api.register(favouriteRoutes);
  await api.register(shippingRoutes);
}
