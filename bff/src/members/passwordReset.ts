import { DomainError } from '@shop/domain/errors';
import type { PhoneRule } from '@shop/domain/members/phone';
import { loginUsername } from '@shop/domain/members/phone';
import type { ResetPasswordInput } from '@shop/domain/members/signUp';
import type { Db } from '@shop/projections/ports/db';
import { clearLoginFailures } from '../auth/loginAttempts.ts';
import { hashPassword } from '../auth/passwords.ts';
import { type CodeCheck, checkVerificationCode } from '../auth/verificationCodes.ts';
import type { Clock } from '../clock.ts';
import { findMemberByPhone } from './memberStore.ts';

function refuseCode(check: CodeCheck): DomainError {
  return check === 'UNDELIVERED'
    ? new DomainError('VERIFICATION_SERVICE_ERROR', '驗證服務錯誤，請重新索取驗證碼')
    : new DomainError('VERIFICATION_CODE_WRONG', '驗證碼錯誤或已過期');
}

/**
 * With the SMS code, sets a new password, revokes every token issued before (members.tokens_valid_after)
 * and lifts the lock of failed logins. The code is checked once before the password is hashed (a wrong
 * code costs no hashing) and used up in the transaction that sets it.
 */
export async function resetPassword(
  { db, clock }: { db: Db; clock: Clock },
  form: ResetPasswordInput,
  rules: readonly PhoneRule[],
): Promise<void> {
  const code = { locationId: form.locationId, phone: form.phone, code: form.verificationCode };
  const first = await db.transaction((tx) =>
    checkVerificationCode(tx, code, clock.now(), { consume: false }),
  );
  if (first !== 'OK') throw refuseCode(first);
  const member = await findMemberByPhone(db, form.locationId, form.phone);
  if (!member) throw new DomainError('MEMBER_NOT_FOUND', '此電話號碼未有登記');

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
}
