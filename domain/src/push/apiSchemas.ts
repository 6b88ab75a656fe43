import { z } from 'zod';

/**
 * The Web Push API of the shop (docs/push.md; paths the specifications do not show):
 *
 * - GET /api/push/publicKey → `{ publicKey }`, the VAPID application server key (base64url)
 * - POST /api/push/subscription `{ subscription, orderId }` (member token, own orders), `{ subscription,
 *   orderNo, phone }` (a guest's order) or `{ subscription, productId }` (a sold-out product) → what it follows
 * - DELETE /api/push/subscription `{ endpoint, orderId?, productId? }` → how many follows were removed
 *   (all of the endpoint's when neither is named)
 * - GET /api/push/subscriptions (member) → what the member follows, from every browser of theirs
 * - DELETE /api/push/subscriptions/{subscriptionId} (member) → stops one of those follows (another member's
 *   is the same `{ removed: 0 }` as a missing one)
 */

const base64url = z.string().regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url');

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().min(1).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    // An uncompressed P-256 point (65 bytes, 87 characters) and a 16-byte secret (22 characters).
    p256dh: base64url.min(80).max(100),
    auth: base64url.min(20).max(30),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

const id = z.coerce.number().int().positive();

export const pushSubscribeRequestSchema = z.object({
  subscription: pushSubscriptionSchema,
  orderId: id.optional(),
  orderNo: z.string().min(1).max(40).optional(),
  phone: z.string().min(1).max(40).optional(),
  productId: id.optional(),
  /** The language the notifications speak; the page's own. */
  lang: z.enum(['zh-HK', 'en']).default('zh-HK'),
});
export type PushSubscribeRequest = z.infer<typeof pushSubscribeRequestSchema>;

export const pushFollowSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('order'), orderId: z.number().int(), orderNo: z.string() }),
  z.object({ kind: z.literal('product'), productId: z.number().int(), productName: z.string() }),
]);
export type PushFollow = z.infer<typeof pushFollowSchema>;

export const pushSubscribeResponseSchema = z.object({ follows: pushFollowSchema });

export const pushUnsubscribeRequestSchema = z.object({
  endpoint: z.string().min(1).max(2048),
  orderId: id.optional(),
  productId: id.optional(),
});
export type PushUnsubscribeRequest = z.infer<typeof pushUnsubscribeRequestSchema>;

export const pushUnsubscribeResponseSchema = z.object({ removed: z.number().int().nonnegative() });

export const pushPublicKeyResponseSchema = z.object({ publicKey: z.string() });

export const pushFollowListSchema = z.object({
  follows: z.array(
    z.object({
      subscriptionId: z.number().int(),
      /** The browser's push endpoint, so a page can tell its own browser's follows from the others'. */
      endpoint: z.string(),
      createdAt: z.string(),
      /** The shop's page a notification of this follow opens. */
      openUrl: z.string(),
      follows: pushFollowSchema,
    }),
  ),
});
export type PushFollowList = z.infer<typeof pushFollowListSchema>;

export const pushFollowParamsSchema = z.object({ subscriptionId: id });

/** What the service worker receives (encrypted) and shows: built by the bff, read by web/public/push-sw.js. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  icon: z.string().optional(),
  image: z.string().optional(),
  tag: z.string(),
  lang: z.enum(['zh-HK', 'en']),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
