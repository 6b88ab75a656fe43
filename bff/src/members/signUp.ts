import { DomainError } from '@shop/domain/errors';
import { signUpSchema } from '@shop/domain/members/signUp';
import type { Db } from '@shop/projections/ports/db';
import type { IdentityProvider } from '../auth/idTokens.ts';
import { hashPassword } from '../auth/passwords.ts';
import { type CodeCheck, checkVerificationCode } from '../auth/verificationCodes.ts';
import type { Clock } from '../clock.ts';
import { bodyOf, type FieldIssue, fieldIssues, joinedMessage } from '../http/body.ts';
import { digitLookup, loadPhoneRules } from '../locations/locations.ts';
import { ageGroupOffered, emailTaken, findMemberByPhone, uniqueViolation } from './memberStore.ts';

/** The statuses of POST member/add and member/addOauth (spec 000 §7). */
export const SIGN_UP_STATUS = {
  EMAIL_TAKEN: 1,
  PHONE_TAKEN: 2,
  VERIFICATION_SERVICE_ERROR: 3,
  WRONG_CODE: 4,
  SUCCESS: 5,
  INVALID_DATA: 500,
} as const;

export type SignUpResult =
  | { status: 1 | 2 | 3 | 4 | 5 }
  | { status: 500; message: string; errors: FieldIssue[] };

/** Leaves the transaction without keeping anything (the code stays unused) and reports a status. */
class Refused extends Error {
  constructor(readonly status: 1 | 2) {
    super(`sign-up refused with status ${status}`);
  }
}

function statusOfCode(check: CodeCheck): 3 | 4 | null {
  if (check === 'OK') return null;
  return check === 'UNDELIVERED' ? SIGN_UP_STATUS.VERIFICATION_SERVICE_ERROR : SIGN_UP_STATUS.WRONG_CODE;
}

const invalid = (errors: FieldIssue[]): SignUpResult => ({
  status: 500,
  message: joinedMessage(errors),
  errors,
});

/**
 * Signs a member up. Order: the form (500), the SMS code (3, 4), then email (1) and phone (2) taken, so the
 * taken checks cannot be used to probe addresses without owning the phone. The code is checked once before
 * the password is hashed (a wrong code costs no hashing) and used up in the transaction that inserts the
 * member: if the insert fails, the code still works.
 */
export async function registerMember(
  { db, clock }: { db: Db; clock: Clock },
  body: unknown,
  social: { provider: IdentityProvider; subject: string } | null = null,
): Promise<SignUpResult> {
  const rules = await loadPhoneRules(db);
  const parsed = signUpSchema(digitLookup(rules)).safeParse(bodyOf(body));
  if (!parsed.success) return invalid(fieldIssues(parsed.error));
  const form = parsed.data;
  if (form.ageGroup !== undefined && !(await ageGroupOffered(db, form.ageGroup))) {
    return invalid([{ field: 'ageGroup', code: 'AGE_GROUP_INVALID', message: '年齡組別不正確' }]);
  }

  const code = { locationId: form.locationId, phone: form.phone, code: form.verificationCode };
  const first = await db.transaction((tx) =>
    checkVerificationCode(tx, code, clock.now(), { consume: false }),
  );
  const refusedByCode = statusOfCode(first);
  if (refusedByCode) return { status: refusedByCode };

  const passwordHash = await hashPassword(form.password);
  try {
    return await db.transaction(async (tx) => {
      const now = clock.now();
      const check = await checkVerificationCode(tx, code, now, { consume: true });
      const status = statusOfCode(check);
      if (status) return { status };
      if (await emailTaken(tx, form.email)) throw new Refused(SIGN_UP_STATUS.EMAIL_TAKEN);
      if (await findMemberByPhone(tx, form.locationId, form.phone))
        throw new Refused(SIGN_UP_STATUS.PHONE_TAKEN);
      await tx.query(
        `insert into members (firstname, lastname, email, location_id, phone, gender, birthday_month, age_group_id,
           password_hash, accept_promotion, google_id, facebook_id, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)`,
        [
          form.firstname,
          form.lastname,
          form.email,
          form.locationId,
          form.phone,
          form.gender,
          form.birthday ?? null,
          form.ageGroup ?? null,
          passwordHash,
          form.acceptPromoption,
          social?.provider === 'google' ? social.subject : null,
          social?.provider === 'facebook' ? social.subject : null,
          now,
        ],
      );
      return { status: SIGN_UP_STATUS.SUCCESS };
    });
  } catch (error) {
    if (error instanceof Refused) return { status: error.status };
    // Another sign-up with the same email, phone or social account committed meanwhile.
    const constraint = uniqueViolation(error);
    if (constraint === null) throw error;
    if (constraint.includes('email')) return { status: SIGN_UP_STATUS.EMAIL_TAKEN };
    if (constraint.includes('phone')) return { status: SIGN_UP_STATUS.PHONE_TAKEN };
    throw new DomainError('SOCIAL_ACCOUNT_LINKED', 'This social account already belongs to a member.');
  }
}
