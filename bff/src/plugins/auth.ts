import fastifyJwt from '@fastify/jwt';
import { combinedPermissions, type Permissions } from '@shop/domain/admin/sections';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { STAFF_GRANTS_SQL } from '../admin/staffAccounts.ts';
import { isTokenRevoked } from '../auth/revokedTokens.ts';
import { HttpError } from '../errors.ts';
import { jwtSecret } from '../secrets.ts';

/**
 * Member and staff tokens are HS256 JWTs signed with the same secret and told apart by their audience and
 * `typ` claims: a staff token never passes the member check and a member token never passes the staff one.
 */
export const MEMBER_AUDIENCE = 'joy-harbour:member';
export const STAFF_AUDIENCE = 'joy-harbour:staff';
export const MEMBER_TOKEN_TTL_SECONDS = 14 * 24 * 60 * 60;
export const STAFF_TOKEN_TTL_SECONDS = 8 * 60 * 60;

export type Authority = 'ROLE_MEMBER' | 'ROLE_VIP';

export function authorityOf(memberLevelId: number): Authority {
  return memberLevelId === 2 ? 'ROLE_VIP' : 'ROLE_MEMBER';
}

/** The claims of a member token; the first six are the ones the storefront reads. */
export interface MemberClaims {
  sub: string;
  firstname: string;
  lastname: string;
  authority: Authority;
  email: string;
  exp: number;
  iat: number;
  aud: typeof MEMBER_AUDIENCE;
  typ: 'member';
}

export interface StaffClaims {
  sub: string;
  name: string;
  roles: string[];
  exp: number;
  iat: number;
  aud: typeof STAFF_AUDIENCE;
  typ: 'staff';
}

/** What a member token is issued from: the member's row. */
export interface MemberForToken {
  memberId: number;
  firstname: string;
  lastname: string;
  email: string;
  memberLevelId: number;
  tokensValidAfter: Date | null;
}

export interface StaffForToken {
  staffId: number;
  displayName: string;
  roles: string[];
  tokensValidAfter: Date | null;
}

export interface AuthenticatedMember {
  memberId: number;
  authority: Authority;
}

export interface AuthenticatedStaff {
  staffId: number;
  roles: string[];
  /** Read from the roles table on every request: a changed role applies at once, not at the next log-in. */
  permissions: Permissions;
}

export interface Auth {
  issueMemberToken(member: MemberForToken): string;
  issueStaffToken(staff: StaffForToken): string;
  /** Checks signature, audience, expiry (by the Clock) and revocation; a 401 HttpError otherwise. */
  verifyMemberToken(token: string): Promise<AuthenticatedMember>;
  verifyStaffToken(token: string): Promise<AuthenticatedStaff>;
  /** preHandlers: set request.member / request.staff, or answer 401. */
  authenticateMember(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  authenticateStaff(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
  interface FastifyRequest {
    member: AuthenticatedMember | null;
    staff: AuthenticatedStaff | null;
  }
}

const unauthorized = (code: string, message: string) => new HttpError(401, code, message);
const expired = () => unauthorized('TOKEN_EXPIRED', 'Your session has expired; please log in again.');

/** The caller as a member; for routes behind authenticateMember. */
export function memberOf(request: FastifyRequest): AuthenticatedMember {
  if (!request.member) throw unauthorized('UNAUTHORIZED', 'Please log in.');
  return request.member;
}

export function staffOf(request: FastifyRequest): AuthenticatedStaff {
  if (!request.staff) throw unauthorized('UNAUTHORIZED', 'Please log in.');
  return request.staff;
}

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized('UNAUTHORIZED', 'Please log in.');
  return match[1];
}

/**
 * The issue time of a token after a revocation at `validAfter`: `iat` has whole seconds, so a token issued
 * in the same second as a password reset gets the next second; every token issued before it is older.
 */
function issuedAt(nowMs: number, validAfter: Date | null): number {
  const now = Math.floor(nowMs / 1000);
  return validAfter ? Math.max(now, Math.ceil(validAfter.getTime() / 1000)) : now;
}

/** What a member's token says, issued at `nowMs` (or once its earlier tokens stopped counting). */
export function memberClaims(member: MemberForToken, nowMs: number): MemberClaims {
  const iat = issuedAt(nowMs, member.tokensValidAfter);
  return {
    sub: String(member.memberId),
    firstname: member.firstname,
    lastname: member.lastname,
    authority: authorityOf(member.memberLevelId),
    email: member.email,
    iat,
    exp: iat + MEMBER_TOKEN_TTL_SECONDS,
    aud: MEMBER_AUDIENCE,
    typ: 'member',
  };
}

/**
 * Whether the signature is spelled the one way the shop writes it. Base64 decoding ignores the unused low bits
 * of a signature's last character, so four spellings of one token verify alike; the revocation list keys on
 * the token's text, and a logged-out token respelled would otherwise pass it.
 */
function canonicalSignature(token: string): boolean {
  const signature = token.slice(token.lastIndexOf('.') + 1);
  return Buffer.from(signature, 'base64url').toString('base64url') === signature;
}

/** A token issued before the holder's tokens_valid_after is revoked. */
function revoked(iat: number, validAfter: Date | string | null): boolean {
  return validAfter !== null && iat * 1000 < new Date(validAfter).getTime();
}

async function authPlugin(app: FastifyInstance): Promise<void> {
  const { config, clock, db } = app.deps;
  await app.register(fastifyJwt, {
    secret: await jwtSecret(config),
    sign: { algorithm: 'HS256' },
    verify: { algorithms: ['HS256'] },
  });

  function verify<Claims>(
    token: string,
    audience: string,
  ): Claims & { sub: string; iat: number; exp: number; typ: string } {
    if (!canonicalSignature(token)) throw unauthorized('TOKEN_INVALID', 'Please log in.');
    const now = clock.now().getTime();
    let claims: Claims & { sub: string; iat: number; exp: number; typ: string };
    try {
      claims = app.jwt.verify(token, {
        allowedAud: audience,
        algorithms: ['HS256'],
        clockTimestamp: now,
        requiredClaims: ['sub', 'iat', 'exp', 'aud', 'typ'],
      });
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      if (code.includes('EXPIRED')) throw expired();
      throw unauthorized('TOKEN_INVALID', 'Please log in.');
    }
    // Spec 000 §4: expired means exp at or before now (the library still accepts the exp second itself).
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) throw expired();
    return claims;
  }

  const auth: Auth = {
    issueMemberToken(member) {
      return app.jwt.sign(memberClaims(member, clock.now().getTime()));
    },

    issueStaffToken(staff) {
      const iat = issuedAt(clock.now().getTime(), staff.tokensValidAfter);
      const claims: StaffClaims = {
        sub: String(staff.staffId),
        name: staff.displayName,
        roles: staff.roles,
        iat,
        exp: iat + STAFF_TOKEN_TTL_SECONDS,
        aud: STAFF_AUDIENCE,
        typ: 'staff',
      };
      return app.jwt.sign(claims);
    },

    async verifyMemberToken(token) {
      const claims = verify<MemberClaims>(token, MEMBER_AUDIENCE);
      const memberId = Number(claims.sub);
      if (claims.typ !== 'member' || !Number.isSafeInteger(memberId) || memberId <= 0)
        throw unauthorized('TOKEN_INVALID', 'Please log in.');
      const { rows } = await db.query<{
        member_level_id: number;
        tokens_valid_after: Date | string | null;
        disabled: boolean;
      }>(
        `select member_level_id, tokens_valid_after, disabled_at is not null as disabled
         from members where member_id = $1`,
        [memberId],
      );
      const row = rows[0];
      if (!row) throw unauthorized('TOKEN_INVALID', 'Please log in.');
      // Checked on every request as well as by tokens_valid_after: a token issued after the disabling (a
      // social log-in racing it) is refused too.
      if (row.disabled) throw unauthorized('MEMBER_DISABLED', '此帳戶已停用 This account has been disabled.');
      if (revoked(claims.iat, row.tokens_valid_after) || (await isTokenRevoked(db, token)))
        throw unauthorized('TOKEN_REVOKED', 'Your session has ended; please log in again.');
      return { memberId, authority: authorityOf(row.member_level_id) };
    },

    async verifyStaffToken(token) {
      const claims = verify<StaffClaims>(token, STAFF_AUDIENCE);
      const staffId = Number(claims.sub);
      if (claims.typ !== 'staff' || !Number.isSafeInteger(staffId) || staffId <= 0)
        throw unauthorized('TOKEN_INVALID', 'Please log in.');
      const { rows } = await db.query<{
        roles: string[];
        active: boolean;
        tokens_valid_after: Date | string | null;
        grants: Permissions[] | null;
      }>(
        `select s.roles, s.active, s.tokens_valid_after, ${STAFF_GRANTS_SQL} as grants
         from staff s where s.staff_id = $1`,
        [staffId],
      );
      const row = rows[0];
      if (!row?.active) throw unauthorized('TOKEN_INVALID', 'Please log in.');
      if (revoked(claims.iat, row.tokens_valid_after) || (await isTokenRevoked(db, token)))
        throw unauthorized('TOKEN_REVOKED', 'Your session has ended; please log in again.');
      return { staffId, roles: row.roles, permissions: combinedPermissions(row.roles, row.grants ?? []) };
    },

    async authenticateMember(request, reply) {
      reply.header('www-authenticate', 'Bearer');
      request.member = await auth.verifyMemberToken(bearerToken(request));
      reply.removeHeader('www-authenticate');
    },

    async authenticateStaff(request, reply) {
      reply.header('www-authenticate', 'Bearer');
      request.staff = await auth.verifyStaffToken(bearerToken(request));
      reply.removeHeader('www-authenticate');
    },
  };

  app.decorate('auth', auth);
  app.decorateRequest('member', null);
  app.decorateRequest('staff', null);
}

/** JWT setup for the whole app (not encapsulated: every route module sees `app.auth`). */
export default fp(authPlugin, { name: 'auth', fastify: '5.x' });
