import type { AdminOrderBuyer } from '@shop/domain/admin/orders';
import type { Actor } from '@shop/domain/events';
import type { PlacedStatus } from '@shop/domain/orders/order';
import { useT } from '../../../lib/intl.tsx';
import { useAdminT } from '../useAdminT.ts';

/** How the section names statuses (the storefront's shared labels), buyers and the actors of the history. */
export function useOrderLabels() {
  const t = useAdminT();
  const shop = useT();
  return {
    status: (status: PlacedStatus) => shop(`order_status_${status}`),
    buyer: (buyer: AdminOrderBuyer) =>
      buyer.kind === 'guest'
        ? t('admin.orders.guest', { phone: buyer.phone })
        : t('admin.orders.memberName', { name: buyer.name, memberId: buyer.memberId }),
    actor: (actor: Actor, name?: string) =>
      actor.kind === 'staff'
        ? t('admin.orders.actor.staff', { name: name ?? `#${actor.id}` })
        : actor.kind === 'member'
          ? t('admin.orders.actor.member', { id: actor.id })
          : t(`admin.orders.actor.${actor.kind}`),
  };
}
