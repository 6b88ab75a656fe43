import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Demo members of the seed (bff/src/seed/demo/people.ts). */
export const ORDINARY = { phone: '91234567', username: '85291234567', password: 'Passw0rd!' };
export const VIP = { phone: '98765432', username: '85298765432', password: 'Passw0rd!' };

/** A form-encoded body, as the storefront sends most calls. */
export function form(fields: Record<string, string | number | boolean | undefined>) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) body.set(key, String(value));
  return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body.toString() };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export async function sendCode(
  app: FastifyInstance,
  phone: string,
  locationId = 6,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/login/phone', ...form({ locationId, phone }) });
}

/** The newest code the development outbox holds for a number (calling code + phone). */
export async function latestCode(app: FastifyInstance, international: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/api/dev/sms?phone=${international}` });
  expect(response.statusCode).toBe(200);
  const code = response.json<{ code: string }[]>()[0]?.code;
  if (!code) throw new Error(`no SMS for ${international}`);
  return code;
}

/** Sends a code and reads it back from the outbox. */
export async function freshCode(app: FastifyInstance, phone: string, locationId = 6): Promise<string> {
  const sent = await sendCode(app, phone, locationId);
  expect(sent.statusCode).toBe(200);
  return latestCode(app, `${locationId === 11 ? '853' : '852'}${phone}`);
}

export function signUpFields(overrides: Record<string, string | number | boolean | undefined> = {}) {
  return {
    locationId: 6,
    phone: '61234567',
    verificationCode: '000000',
    firstname: '小明',
    lastname: '黃',
    email: 'siuming@example.com',
    gender: 'male',
    birthday: 5,
    ageGroup: 2,
    password: 'a-good-password',
    acceptPolicy: 'true',
    acceptPromoption: 'false',
    ...overrides,
  };
}

/** Logs in and returns the token from the Authorization header. */
export async function login(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/login', ...form({ username, password }) });
  expect(response.statusCode).toBe(200);
  const header = String(response.headers.authorization ?? '');
  expect(header).toMatch(/^Bearer /);
  return header.slice('Bearer '.length);
}

/** The claims of a JWT, unverified (for assertions). */
export function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A member straight into the table (for tests that need one without the sign-up flow). */
export async function insertMember(
  db: { query(sql: string, params?: readonly unknown[]): Promise<{ rows: unknown[] }> },
  fields: { phone: string; email: string; passwordHash: string; locationId?: number; memberLevelId?: number },
): Promise<number> {
  const { rows } = await db.query(
    `insert into members (firstname, lastname, email, location_id, phone, member_level_id, password_hash)
     values ('測試', '會員', $1, $2, $3, $4, $5) returning member_id`,
    [fields.email, fields.locationId ?? 6, fields.phone, fields.memberLevelId ?? 1, fields.passwordHash],
  );
  return Number((rows[0] as { member_id: number }).member_id);
}

/** A form-encoded body sent with a member's bearer token. */
export function authedForm(token: string, fields: Record<string, string | number | boolean | undefined>) {
  const body = form(fields);
  return { headers: { ...body.headers, ...bearer(token) }, payload: body.payload };
}
