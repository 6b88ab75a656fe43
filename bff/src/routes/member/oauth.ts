import { memberTokenTextSchema, signUpAnswerSchema } from '@shop/domain/members/apiSchemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  type IdentityProvider,
  IdTokenError,
  idTokenVerifier,
  type VerifiedIdentity,
} from '../../auth/idTokens.ts';
import { HttpError } from '../../errors.ts';
import { publicRoutes } from '../../http/access.ts';
import { bodyOf } from '../../http/body.ts';
import { withMemberToken } from '../../http/memberToken.ts';
import { limitRequests } from '../../limits/limitRequests.ts';
import { routeLimits } from '../../limits/shopLimits.ts';
import { findMemberBySocialId, type MemberRow, refuseDisabled } from '../../members/memberStore.ts';
import { registerMember } from '../../members/signUp.ts';

/** Header carrying the provider's ID token on the GET calls (kept out of URLs and so out of access logs). */
export const ID_TOKEN_HEADER = 'x-id-token';

const socialId = z.string().trim().min(1).max(255);

/**
 * Social sign-up and login. The browser sends the provider's OpenID Connect ID token; the bff checks it
 * against the configured keys and uses the token's subject. A googleId or facebookId sent alongside must be
 * that subject: a bare id is never enough for a token.
 */
export async function oauthRoutes(app: FastifyInstance): Promise<void> {
  publicRoutes(app);
  const { config, clock, db } = app.deps;
  const verifiers = {
    google: config.oauth.google ? idTokenVerifier('google', config.oauth.google) : null,
    facebook: config.oauth.facebook ? idTokenVerifier('facebook', config.oauth.facebook) : null,
  };

  function identify(provider: IdentityProvider, idToken: unknown, claimedId: string): VerifiedIdentity {
    const verifier = verifiers[provider];
    if (!verifier)
      throw new HttpError(400, 'OAUTH_NOT_CONFIGURED', `Sign-in with ${provider} is not available.`);
    if (typeof idToken !== 'string' || idToken === '')
      throw new HttpError(401, 'ID_TOKEN_REQUIRED', `An ID token from ${provider} is required.`);
    let identity: VerifiedIdentity;
    try {
      identity = verifier(idToken, clock.now());
    } catch (error) {
      if (error instanceof IdTokenError)
        throw new HttpError(401, 'ID_TOKEN_INVALID', `The ${provider} sign-in could not be verified.`);
      throw error;
    }
    if (identity.subject !== claimedId)
      throw new HttpError(401, 'ID_TOKEN_INVALID', `The ${provider} sign-in does not match the account id.`);
    return identity;
  }

  function sendToken(reply: FastifyReply, member: MemberRow) {
    refuseDisabled(member);
    const token = app.auth.issueMemberToken(member);
    return withMemberToken(reply, token).type('text/plain; charset=utf-8').send(token);
  }

  app.post(
    '/member/addOauth',
    {
      schema: { response: { 200: signUpAnswerSchema } },
      preValidation: limitRequests(app.deps, routeLimits.signUp),
    },
    async (request) => {
      const body = bodyOf(request.body);
      const google = socialId.safeParse(body.googleId);
      const facebook = socialId.safeParse(body.facebookId);
      if (google.success === facebook.success)
        throw new HttpError(
          400,
          'SOCIAL_ID_REQUIRED',
          'Send either googleId or facebookId, with its idToken.',
        );
      const provider: IdentityProvider = google.success ? 'google' : 'facebook';
      const claimed = (google.success ? google.data : facebook.data) as string;
      const identity = identify(provider, body.idToken, claimed);
      if (await findMemberBySocialId(db, provider, identity.subject))
        throw new HttpError(409, 'SOCIAL_ACCOUNT_LINKED', 'This social account already belongs to a member.');
      return registerMember(app.deps, body, { provider, subject: identity.subject });
    },
  );

  const routes: { path: string; provider: IdentityProvider; field: 'googleId' | 'facebookId' }[] = [
    { path: '/member/getTokenByGoogleId', provider: 'google', field: 'googleId' },
    { path: '/member/getTokenByFacebookId', provider: 'facebook', field: 'facebookId' },
  ];
  for (const route of routes) {
    app.get(
      route.path,
      {
        schema: {
          querystring: z.object({ [route.field]: socialId }),
          response: { 200: memberTokenTextSchema },
        },
      },
      async (request, reply) => {
        const claimed = (request.query as Record<string, string>)[route.field] ?? '';
        const identity = identify(route.provider, request.headers[ID_TOKEN_HEADER], claimed);
        const member = await findMemberBySocialId(db, route.provider, identity.subject);
        if (!member)
          throw new HttpError(404, 'MEMBER_NOT_FOUND', 'No member has signed up with this account.');
        return sendToken(reply, member);
      },
    );
  }
}
