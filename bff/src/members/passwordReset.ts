import { loginUsername } from '@shop/domain/members/phone';
import { resetPasswordSchema } from '@shop/domain/members/signUp';
import type { FastifyInstance } from 'fastify';
import { clearLoginFailures } from '../../auth/loginAttempts.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { type CodeCheck, checkVerificationCode } from '../../auth/verificationCodes.ts';
import { HttpError } from '../../errors.ts';
import { parseInput } from '../../http/body.ts';
import { digitLookup, loadPhoneRules } from '../../locations/locations.ts';
import { findMemberByPhone } from '../../members/memberStore.ts';

export const PASSWORD_RESET_TEXT = 'Password is reseted';

function refuseCode(check: CodeCheck): HttpError {
  return check === 'UNDELIVERED'
    ? new HttpError(400, 'VERIFICATION_SERVICE_ERROR', '驗證服務錯誤，請重新索取驗證碼')
    : new HttpError(400, 'VERIFICATION_CODE_WRONG', '驗證碼錯誤或已過期');
}

/**
 * POST member/resetPassword: with the SMS code, sets a new password and revokes every token issued before
 * (members.tokens_valid_after). Success is the text the storefront compares; failures are 4xx errors.
 */
export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  app.post('/member/resetPassword', async (request, reply) => {
    const { db, clock } = app.deps;
    const rules = await loadPhoneRules(db);
    const form = parseInput(resetPasswordSchema(digitLookup(rules)), request.body);
    const code = { locationId: form.locationId, phone: form.phone, code: form.verificationCode };

    const first = await db.transaction((tx) =>
      checkVerificationCode(tx, code, clock.now(), { consume: false }),
    );
    if (first !== 'OK') throw refuseCode(first);
    // Only someone holding the code learns whether the phone has an account.
    const member = await findMemberByPhone(db, form.locationId, form.phone);
    if (!member) throw new HttpError(404, 'MEMBER_NOT_FOUND', '此電話號碼未有登記');

    const passwordHash = await hashPassword(form.password);
    await db.transaction(async (tx) => {
      const now = clock.now();
      const check = await checkVerificationCode(tx, code, now, { consume: true });
      if (check !== 'OK') throw refuseCode(check);
      await tx.query(
        `update members set password_hash = $2, tokens_valid_after = $3, updated_at = $3 where member_id = $1`,
        [member.memberId, passwordHash, now],
      );
      const callingCode = rules.find((rule) => rule.locationId === form.locationId)?.callingCode ?? '';
      await clearLoginFailures(tx, loginUsername(callingCode, form.phone));
    });
    return reply.type('text/plain; charset=utf-8').send(PASSWORD_RESET_TEXT);
  });
}
