import {
  adminSuccessSchema,
  staffLoginAnswerSchema,
  staffProfileSchema,
} from '@shop/domain/admin/apiSchemas';
import { staffLoginSchema } from '@shop/domain/admin/staff';
import type { FastifyInstance } from 'fastify';
import { findStaffByUsername, replaceStaffPasswordHash, staffProfile } from '../../../admin/staffAccounts.ts';
import { endSession } from '../../../auth/endSession.ts';
import { beginLoginAttempt, finishLoginAttempt } from '../../../auth/loginAttempts.ts';
import { hashPassword, loginPasswordMatches, needsRehash } from '../../../auth/passwords.ts';
import { HttpError } from '../../../errors.ts';
import { parseInput, plainFields } from '../../../http/body.ts';
import { staffOf } from '../../../plugins/auth.ts';

const ANY_STAFF = { staff: null, write: false } as const;

/**
 * Staff sessions (docs/backOffice.md): log in with a staff account (its own token audience, 8 hours), who am I,
 * log out. Failed log-ins are limited as members' are, on keys of their own (`staff:<name>`).
 */
export async function adminSessionRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/admin/login',
    { schema: { response: { 200: staffLoginAnswerSchema } }, config: { access: 'public' } },
    async (request) => {
      const { db, clock } = app.deps;
      const input = parseInput(staffLoginSchema, request.body, plainFields);
      const attempt = await beginLoginAttempt(
        db,
        { username: `staff:${input.username}`, ip: request.ip },
        clock.now(),
      );
      if (!attempt.allowed) {
        throw new HttpError(
          429,
          'RATE_LIMITED',
          `登入嘗試次數過多，請於${Math.ceil(attempt.retryAfterSeconds / 60)}分鐘後再試 Too many attempts; try again later.`,
          { retryAfterSeconds: attempt.retryAfterSeconds },
        );
      }
      const staff = await findStaffByUsername(db, input.username);
      const matches = await loginPasswordMatches(input.password, staff?.passwordHash ?? null);
      await finishLoginAttempt(db, attempt.attemptId, matches);
      if (!staff || !matches || !staff.active) {
        throw new HttpError(
          401,
          'LOGIN_FAILED',
          '登入失敗：用戶名稱或密碼不正確 Wrong user name or password.',
        );
      }
      if (needsRehash(staff.passwordHash)) {
        await replaceStaffPasswordHash(db, staff.staffId, await hashPassword(input.password));
      }
      const token = app.auth.issueStaffToken(staff);
      return { token, staff: await staffProfile(db, staff.staffId) };
    },
  );

  app.get(
    '/admin/me',
    { schema: { response: { 200: staffProfileSchema } }, config: { access: ANY_STAFF } },
    async (request) => {
      const profile = await staffProfile(app.deps.db, staffOf(request).staffId);
      if (!profile) throw new HttpError(401, 'TOKEN_INVALID', 'Please log in.');
      return profile;
    },
  );

  app.post(
    '/admin/logout',
    { schema: { response: { 200: adminSuccessSchema } }, config: { access: ANY_STAFF } },
    async (request) => {
      await endSession(app, request);
      return { status: 'success' };
    },
  );
}
