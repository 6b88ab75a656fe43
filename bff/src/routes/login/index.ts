import { codeSentAnswerSchema, successAnswerSchema } from '@shop/domain/members/apiSchemas';
import { loginSchema, sendCodeSchema } from '@shop/domain/members/signUp';
import type { FastifyInstance } from 'fastify';
import { beginLoginAttempt, finishLoginAttempt } from '../../auth/loginAttempts.ts';
import { hashPassword, loginPasswordMatches, needsRehash } from '../../auth/passwords.ts';
import { CODE_LIFETIME_MS, RESEND_INTERVAL_MS, sendVerificationCode } from '../../auth/verificationCodes.ts';
import { HttpError } from '../../errors.ts';
import { publicRoutes } from '../../http/access.ts';
import { parseInput } from '../../http/body.ts';
import { withMemberToken } from '../../http/memberToken.ts';
import { limitRequests, tooManyRequests } from '../../limits/limitRequests.ts';
import { limits, routeLimits } from '../../limits/shopLimits.ts';
import { digitLookup, loadPhoneRules } from '../../locations/locations.ts';
import { findMemberByUsername, refuseDisabled, replacePasswordHash } from '../../members/memberStore.ts';

const loginFailed = () => new HttpError(401, 'LOGIN_FAILED', '登入失敗：電話號碼或密碼不正確');

/** POST login (phone + password → token in the Authorization header) and POST login/phone (SMS code). */
export async function loginRoutes(app: FastifyInstance): Promise<void> {
  publicRoutes(app);
  app.post('/login', { schema: { response: { 200: successAnswerSchema } } }, async (request, reply) => {
    const { db, clock } = app.deps;
    const input = parseInput(loginSchema, request.body);
    const attempt = await beginLoginAttempt(db, { username: input.username, ip: request.ip }, clock.now());
    if (!attempt.allowed) {
      reply.header('retry-after', String(attempt.retryAfterSeconds));
      throw new HttpError(
        429,
        'RATE_LIMITED',
        `登入嘗試次數過多，請於${Math.ceil(attempt.retryAfterSeconds / 60)}分鐘後再試`,
      );
    }
    const member = await findMemberByUsername(db, input.username, await loadPhoneRules(db));
    // An unknown phone costs the same time as a wrong password.
    const matches = await loginPasswordMatches(input.password, member?.passwordHash ?? null);
    await finishLoginAttempt(db, attempt.attemptId, matches);
    if (!member || !matches) throw loginFailed();
    refuseDisabled(member);

    if (needsRehash(member.passwordHash)) {
      await replacePasswordHash(db, member.memberId, await hashPassword(input.password));
    }
    const token = app.auth.issueMemberToken(member);
    return withMemberToken(reply, token).send({ status: 'success' });
  });

  const smsSendLimit = limitRequests(app.deps, routeLimits.smsSend);
  app.post(
    '/login/phone',
    { schema: { response: { 200: codeSentAnswerSchema } }, preValidation: smsSendLimit },
    async (request, reply) => {
      const { db, clock, sms, config } = app.deps;
      const rules = await loadPhoneRules(db);
      const input = parseInput(sendCodeSchema(digitLookup(rules)), request.body);
      const rule = rules.find((candidate) => candidate.locationId === input.locationId);
      if (!rule) throw new HttpError(400, 'VALIDATION_FAILED', '只接受香港或澳門的電話號碼');
      const outcome = await sendVerificationCode(
        {
          db,
          sms,
          now: clock.now(),
          shopName: config.shopName,
          budget: limits.smsGlobal(config.smsGlobalHourlyLimit),
        },
        { locationId: input.locationId, phone: input.phone, callingCode: rule.callingCode },
      );
      if (outcome.sent) {
        return {
          status: 'sent',
          resendAfterSeconds: RESEND_INTERVAL_MS / 1000,
          expiresInSeconds: CODE_LIFETIME_MS / 1000,
        };
      }
      if (outcome.reason === 'BUDGET_SPENT') {
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        throw tooManyRequests(outcome.retryAfterSeconds);
      }
      if (outcome.reason === 'TOO_SOON') {
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        throw new HttpError(
          429,
          'CODE_RESEND_TOO_SOON',
          `驗證碼已發送，請於${outcome.retryAfterSeconds}秒後再索取新的驗證碼`,
          { retryAfterSeconds: outcome.retryAfterSeconds },
        );
      }
      // The gateway is down or refused the number: not the shopper's fault, and nothing to fix in the request.
      throw new HttpError(502, 'SMS_SERVICE_ERROR', '驗證服務錯誤，請稍後再試');
    },
  );
}
