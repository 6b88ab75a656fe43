import {
  type PushFollow,
  type PushFollowList,
  pushFollowListSchema,
  pushPublicKeyResponseSchema,
  pushSubscribeResponseSchema,
  pushUnsubscribeResponseSchema,
} from '@shop/domain/push/apiSchemas';
import { api } from '../../lib/api.ts';

/** What a push offer follows: a member's order, a guest's order, or a sold-out product. */
export type PushTarget = { orderId: number } | { orderNo: string; phone: string } | { productId: number };

/** Whether this browser can receive Web Push at all (older iOS outside an installed app cannot). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Asks the browser for a push subscription (the permission prompt comes with it: only ever after a tap)
 * and tells the shop what it follows. Answers the browser's permission when it is not granted.
 */
export async function followWithPush(
  target: PushTarget,
  lang: 'zh-HK' | 'en',
): Promise<{ follows: PushFollow; endpoint: string } | 'denied'> {
  const { publicKey } = await api.request('push/publicKey', { schema: pushPublicKeyResponseSchema });
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  const answer = await api.request('push/subscription', {
    method: 'POST',
    auth: 'orderId' in target ? 'required' : 'optional',
    body: { subscription: subscription.toJSON(), lang, ...target },
    schema: pushSubscribeResponseSchema,
  });
  return { follows: answer.follows, endpoint: subscription.endpoint };
}

export async function stopFollowing(endpoint: string, target: PushTarget): Promise<void> {
  await api.request('push/subscription', {
    method: 'DELETE',
    body: {
      endpoint,
      ...('orderId' in target ? { orderId: target.orderId } : {}),
      ...('productId' in target ? { productId: target.productId } : {}),
    },
    schema: pushUnsubscribeResponseSchema,
  });
}

/** What the logged-in member follows, from every browser of theirs (the member area). */
export async function fetchMemberFollows(signal?: AbortSignal): Promise<PushFollowList['follows']> {
  const answer = await api.request('push/subscriptions', {
    auth: 'required',
    signal,
    schema: pushFollowListSchema,
  });
  return answer.follows;
}

/** Stops one of the member's follows, whichever browser it is on. */
export async function removeMemberFollow(subscriptionId: number): Promise<void> {
  await api.request(`push/subscriptions/${subscriptionId}`, {
    method: 'DELETE',
    auth: 'required',
    schema: pushUnsubscribeResponseSchema,
  });
}

/** This browser's push endpoint, if it has a subscription (never asks for permission). */
export async function thisBrowserEndpoint(): Promise<string | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription())?.endpoint ?? null;
}
