/**
 * Why a push subscription was refused. PUSH_ENDPOINT_REFUSED: the endpoint is not a browser push service
 * the shop will call (or not https); PUSH_TARGET_REQUIRED: the body names no order or product, or more than
 * one; PUSH_SUBSCRIPTIONS_FULL: a member, an order or a browser follows too much already; PUSH_UNAVAILABLE:
 * push is not configured on this shop.
 */
export type PushErrorCode =
  | 'PUSH_ENDPOINT_REFUSED'
  | 'PUSH_TARGET_REQUIRED'
  | 'PUSH_SUBSCRIPTIONS_FULL'
  | 'PUSH_UNAVAILABLE';
