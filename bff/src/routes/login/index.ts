import { loginSchema, sendCodeSchema } from '@shop/domain/members/signUp';
import type { FastifyInstance } from 'fastify';
import { beginLoginAttempt, finishLoginAttempt } from '../../auth/loginAttempts.ts';
import { hashPassword, needsRehash, verifyPassword } from '../../auth/passwords.ts';
import { CODE_LIFETIME_MS, RESEND_INTERVAL_MS, sendVerificationCode } from '../../auth/verificationCodes.ts';
import { HttpError } from '../../errors.ts';
import { parseInput } from '../../http/body.ts';
import { limitRequests } from '../../limits/limitRequests.ts';
import { routeLimits } from '../../limits/shopLimits.ts';
import { digitLookup, loadPhoneRules } from '../../locations/locations.ts';
import { findMemberByUsername, replacePasswordHash } from '../../members/memberStore.ts';

const loginFailed = () => new HttpError(401, 'LOGIN_FAILED', '登入失敗：電話號碼或密碼不正確');

/**
 * An unknown phone is checked against this hash, so it costs the same time as a wrong password and the
 * answer's timing does not tell which phones have accounts.
 */
let decoyHash: Promise<string> | null = null;
const decoy = () => {
  decoyHash ??= hashPassword('decoy password for unknown login names');
  return decoyHash;
};

/** POST login (phone + password → token in the Authorization header) and POST login/phone (SMS code). */
export async function loginRoutes(app: FastifyInstance): Promise<void> {
  app.post('/login', async (request, reply) => {
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
    const matches = member
      ? await verifyPassword(input.password, member.passwordHash)
      : (await verifyPassword(input.password, await decoy())) && false;
    await finishLoginAttempt(db, attempt.attemptId, matches);
    if (!member || !matches) throw loginFailed();

    if (needsRehash(member.passwordHash)) {
      await replacePasswordHash(db, member.memberId, await hashPassword(input.password));
    }
    const token = app.auth.issueMemberToken(member);
    return reply
      .header('authorization', `Bearer ${token}`)
      .header('access-control-expose-headers', 'Authorization')
      .send({ status: 'success' });
  });

  const smsSendLimit = limitRequests(app.deps, routeLimits.smsSend);
  app.post('/login/phone', { preValidation: smsSendLimit }, async (request, reply) => {
    const { db, clock, sms, config } = app.deps;
    const rules = await loadPhoneRules(db);
    const input = parseInput(sendCodeSchema(digitLookup(rules)), request.body);
    const rule = rules.find((candidate) => candidate.locationId === input.locationId);
    if (!rule) throw new HttpError(400, 'VALIDATION_FAILED', '只接受香港或澳門的電話號碼');
    const outcome = await sendVerificationCode(
      { db, sms, now: clock.now(), shopName: config.shopName },
      { locationId: input.locationId, phone: input.phone, callingCode: rule.callingCode },
    );
    if (outcome.sent) {
      return {
        status: 'sent',
        resendAfterSeconds: RESEND_INTERVAL_MS / 1000,
        expiresInSeconds: CODE_LIFETIME_MS / 1000,
      };
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
  });
}
