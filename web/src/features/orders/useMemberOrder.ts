import type { Order } from '@shop/domain/orders/apiSchemas';
import { useEffect, useState } from 'react';
import { isApiError } from '../../lib/api.ts';
import { fetchOrderOrCopy } from './api.ts';

export type MemberOrderLoad =
  | { state: 'loading' }
  | { state: 'notFound' }
  | { state: 'failed'; error: unknown }
  | { state: 'ready'; order: Order; savedAt: number | null };

/** Parses the route's id: digits only, else the order cannot exist. */
export function routeOrderId(value: string | undefined): number | null {
  if (!value || !/^[0-9]{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * The member's order for a page (/order/{id}, /order_success/{id}): fresh, or the copy last seen when
 * offline. A 404 (not theirs, or none) is `notFound`: the generic screen, never an error to retry.
 */
export function useMemberOrder(
  memberId: string | null,
  orderId: number | null,
  attempt: number,
): MemberOrderLoad {
  const [load, setLoad] = useState<MemberOrderLoad>({ state: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads on retry
  useEffect(() => {
    if (memberId === null || orderId === null) {
      setLoad({ state: 'notFound' });
      return;
    }
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    fetchOrderOrCopy(memberId, orderId, controller.signal).then(
      ({ value, savedAt }) => setLoad({ state: 'ready', order: value, savedAt }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad(
          isApiError(error) && error.status === 404 ? { state: 'notFound' } : { state: 'failed', error },
        );
      },
    );
    return () => controller.abort();
  }, [memberId, orderId, attempt]);
  return load;
}
