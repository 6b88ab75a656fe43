import { DomainError } from '@shop/domain/errors';
import {
  pushFollowListSchema,
  pushFollowParamsSchema,
  pushPublicKeyResponseSchema,
  pushSubscribeRequestSchema,
  pushSubscribeResponseSchema,
  pushUnsubscribeRequestSchema,
  pushUnsubscribeResponseSchema,
} from '@shop/domain/push/apiSchemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { limitRequests } from '../../limits/limitRequests.ts';
import type { RateLimit } from '../../limits/rateLimits.ts';
import { memberOf } from '../../plugins/auth.ts';
import type { VapidKeys } from '../../push/pushKeys.ts';
import {
  memberPushFollows,
  removeMemberPushFollow,
  subscribeToPush,
  unsubscribeFromPush,
} from '../../push/pushSubscriptions.ts';

/** Follows and unfollows per address: a shopper makes a few, a script filling the table thousands. */
export const pushChangesPerAddress: RateLimit = { name: 'push:address', max: 30, windowMs: 60 * 60_000 };

const unavailable = () =>
  new DomainError('PUSH_UNAVAILABLE', '此商店未啟用推送通知 Notifications are not set up on this shop.');

/**
 * Web Push (docs/push.md; paths the specifications do not show). `keys` null: push is off (production
 * without VAPID keys) and every route answers 503 PUSH_UNAVAILABLE.
 */
export async function pushRoutes(api: FastifyInstance, options: { keys: VapidKeys | null }): Promise<void> {
  const app = api.withTypeProvider<ZodTypeProvider>();
  const { keys } = options;
  const limited = limitRequests(app.deps, (request, deps) => [
    {
      limit: { ...pushChangesPerAddress, max: pushChangesPerAddress.max * deps.config.perAddressLimitFactor },
      key: request.ip,
    },
  ]);
  const rules = () => ({
    production: app.deps.config.nodeEnv === 'production',
    serviceOrigins: app.deps.config.push.serviceOrigins,
  });

  app.get(
    '/push/publicKey',
    { config: { access: 'public' }, schema: { response: { 200: pushPublicKeyResponseSchema } } },
    async () => {
      if (!keys) throw unavailable();
      return { publicKey: keys.publicKey };
    },
  );

  app.post(
    '/push/subscription',
    {
      config: { access: 'optionalMember' },
      preValidation: limited,
      schema: { body: pushSubscribeRequestSchema, response: { 200: pushSubscribeResponseSchema } },
    },
    async (request) => {
      if (!keys) throw unavailable();
      const { db, eventStore, clock } = app.deps;
      const follows = await subscribeToPush(
        { db, eventStore, clock, rules: rules() },
        { request: request.body, memberId: request.member?.memberId ?? null },
      );
      return { follows };
    },
  );

  app.delete(
    '/push/subscription',
    {
      config: { access: 'public' },
      preValidation: limited,
      schema: { body: pushUnsubscribeRequestSchema, response: { 200: pushUnsubscribeResponseSchema } },
    },
    async (request) => ({ removed: await unsubscribeFromPush(app.deps.db, request.body) }),
  );

  app.get(
    '/push/subscriptions',
    { config: { access: 'member' }, schema: { response: { 200: pushFollowListSchema } } },
    async (request) => memberPushFollows(app.deps.db, memberOf(request).memberId),
  );

  app.delete(
    '/push/subscriptions/:subscriptionId',
    {
      config: { access: 'member' },
      preValidation: limited,
      schema: { params: pushFollowParamsSchema, response: { 200: pushUnsubscribeResponseSchema } },
    },
    async (request) => ({
      removed: await removeMemberPushFollow(
        app.deps.db,
        memberOf(request).memberId,
        request.params.subscriptionId,
      ),
    }),
  );
}
