import type { ShopperLevel } from '@shop/domain/cart/cartTypes';
import type { FastifyRequest } from 'fastify';

/** The caller of an `optionalMember` route (http/access.ts) as the pricing sees it. */
export function shopperLevelOf(request: FastifyRequest): ShopperLevel {
  if (!request.member) return 'guest';
  return request.member.authority === 'ROLE_VIP' ? 'vip' : 'member';
}
