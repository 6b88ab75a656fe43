import { memberAnswerSchema, memberTokenTextSchema } from '@shop/domain/members/apiSchemas';
import { profileUpdateSchema } from '@shop/domain/members/signUp';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors.ts';
import { membersOnly } from '../../http/access.ts';
import { parseInput } from '../../http/body.ts';
import { withMemberToken } from '../../http/memberToken.ts';
import { limitRequests } from '../../limits/limitRequests.ts';
import { routeLimits } from '../../limits/shopLimits.ts';
import {
  ageGroupOffered,
  emailTaken,
  findMemberById,
  memberRecord,
  uniqueViolation,
  updateProfile,
} from '../../members/memberStore.ts';
import { memberOf } from '../../plugins/auth.ts';

const memberAnswer = { 200: memberAnswerSchema };

const memberNotFound = () => new HttpError(404, 'MEMBER_NOT_FOUND', 'Member not found.');

/** The caller's own record: GET member/, POST member/update, POST member/refreshToken. */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  membersOnly(app);

  for (const path of ['/member', '/member/']) {
    app.get(path, { schema: { response: memberAnswer } }, async (request) => {
      const record = await memberRecord(app.deps.db, memberOf(request).memberId);
      if (!record) throw memberNotFound();
      return record;
    });
  }

  /**
   * Changes the caller's names, email and age group. memberId must be the caller's own (another member's
   * id is a 404 and changes nothing). The phone and its region are read-only (they are the login name), so
   * locationId must be the member's current one.
   */
  app.post(
    '/member/update',
    { schema: { response: memberAnswer }, preHandler: limitRequests(app.deps, routeLimits.profileUpdate) },
    async (request) => {
      const { db, clock } = app.deps;
      const caller = memberOf(request);
      const form = parseInput(profileUpdateSchema, request.body);
      if (form.memberId !== caller.memberId) throw memberNotFound();
      const member = await findMemberById(db, caller.memberId);
      if (!member) throw memberNotFound();
      if (form.locationId !== member.locationId)
        throw new HttpError(400, 'LOCATION_READ_ONLY', '電話號碼的地區不能更改');
      if (form.ageGroup !== undefined && !(await ageGroupOffered(db, form.ageGroup)))
        throw new HttpError(400, 'VALIDATION_FAILED', '年齡組別不正確', {
          fields: [{ field: 'ageGroup', code: 'AGE_GROUP_INVALID', message: '年齡組別不正確' }],
        });
      if (await emailTaken(db, form.email, caller.memberId))
        throw new HttpError(409, 'EMAIL_TAKEN', '此電郵地址已被登記');
      try {
        await updateProfile(db, caller.memberId, form, clock.now());
      } catch (error) {
        if (uniqueViolation(error) !== null) throw new HttpError(409, 'EMAIL_TAKEN', '此電郵地址已被登記');
        throw error;
      }
      const record = await memberRecord(db, caller.memberId);
      if (!record) throw memberNotFound();
      return record;
    },
  );

  /** A fresh token (claims re-read from the record, e.g. after becoming VIP), as plain text. */
  app.post(
    '/member/refreshToken',
    { schema: { response: { 200: memberTokenTextSchema } } },
    async (request, reply) => {
      const member = await findMemberById(app.deps.db, memberOf(request).memberId);
      if (!member) throw memberNotFound();
      const token = app.auth.issueMemberToken(member);
      return withMemberToken(reply, token).type('text/plain; charset=utf-8').send(token);
    },
  );
}
