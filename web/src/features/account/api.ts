import { type PageContent, pageContentSchema, productDetailSchema } from '@shop/domain/catalogue/apiSchemas';
import type { AddressInput } from '@shop/domain/members/address';
import {
  type AddressAnswer,
  type AgeGroupAnswer,
  addressAnswerSchema,
  addressListAnswerSchema,
  ageGroupAnswerSchema,
  codeSentAnswerSchema,
  type LocationAnswer,
  locationAnswerSchema,
  type MemberAnswer,
  memberAnswerSchema,
  PASSWORD_RESET_TEXT,
  signUpAnswerSchema,
} from '@shop/domain/members/apiSchemas';
import type { ProfileUpdateInput, ResetPasswordInput, SignUpInput } from '@shop/domain/members/signUp';
import { memberOrdersPageSchema, pointRecordSchema } from '@shop/domain/orders/apiSchemas';
import { z } from 'zod';
import { ApiError, api, isApiError } from '../../lib/api.ts';
import { type Fresh, readThroughOrderCache } from '../../lib/orderCache.ts';
import { loginUsername } from './validation.ts';

/**
 * The account feature's calls (spec 000 §7), one function each. Member calls carry the session's token
 * (`auth: 'required'`); answers are checked against schemas so a changed API fails loudly here.
 */

// Login, codes, sign-up, reset --------------------------------------------------------------------------

/** POST login: the token arrives in the Authorization header; no token means the login failed. */
export async function logIn(locationId: number, phone: string, password: string): Promise<string> {
  let authorization: string | null = null;
  await api.request('login', {
    method: 'POST',
    body: { username: loginUsername(locationId, phone), password },
    responseHeaders: (headers) => {
      authorization = headers.get('authorization');
    },
  });
  const token = (authorization ?? '').replace(/^Bearer\s+/i, '').trim();
  if (token === '') throw new ApiError('LOGIN_FAILED', 'No token in the login answer', 200);
  return token;
}

export type SendCodeResult =
  | { sent: true; resendAfterSeconds: number }
  | { sent: false; reason: 'TOO_SOON'; retryAfterSeconds: number }
  | { sent: false; reason: 'SERVICE_ERROR' };

/** POST login/phone: texts a code. A resend within 60 s is a 429 with the seconds left. */
export async function sendCode(locationId: number, phone: string): Promise<SendCodeResult> {
  try {
    const answer = await api.request('login/phone', {
      method: 'POST',
      body: { locationId, phone },
      schema: codeSentAnswerSchema,
    });
    return { sent: true, resendAfterSeconds: answer.resendAfterSeconds };
  } catch (error) {
    if (isApiError(error, 'CODE_RESEND_TOO_SOON')) {
      const seconds = Number(error.details?.retryAfterSeconds);
      return { sent: false, reason: 'TOO_SOON', retryAfterSeconds: Number.isFinite(seconds) ? seconds : 60 };
    }
    if (isApiError(error, 'SMS_SERVICE_ERROR')) return { sent: false, reason: 'SERVICE_ERROR' };
    throw error;
  }
}

/** POST member/add: status 1 email taken, 2 phone taken, 3 SMS error, 4 wrong code, 5 success, 500 invalid. */
export async function signUp(body: SignUpInput): Promise<number> {
  const answer = await api.request('member/add', { method: 'POST', body, schema: signUpAnswerSchema });
  return answer.status;
}

/**
 * POST member/resetPassword: the text 'Password is reseted' means success; any other answer is a refusal, as
 * the server's errors are.
 */
export async function resetPassword(body: ResetPasswordInput): Promise<void> {
  const answer = await api.request<unknown>('member/resetPassword', { method: 'POST', body });
  if (typeof answer !== 'string' || answer.trim() !== PASSWORD_RESET_TEXT)
    throw new ApiError('UNEXPECTED_RESPONSE', 'The reset answer is not its success text', 200);
}

// Reference data ---------------------------------------------------------------------------------------

/** The fields the forms show (the member's own group, from GET member/, carries no English name). */
export type AgeGroup = Pick<AgeGroupAnswer, 'ageGroupId' | 'ageGroupName' | 'status'>;

/** GET ageGroup/all: the groups offered in the forms (status 1). */
export async function fetchAgeGroups(): Promise<AgeGroup[]> {
  const groups = await api.request('ageGroup/all', { schema: z.array(ageGroupAnswerSchema) });
  return groups.filter((group) => group.status === 1);
}

export type LocationRecord = LocationAnswer;

/** GET location/: countries with calling codes and digits; Hong Kong carries its region hierarchy. */
export function fetchLocations(): Promise<LocationRecord[]> {
  return api.request('location/', { schema: z.array(locationAnswerSchema) });
}

/** GET pageContent/{id}: sanitised HTML (terms 5, privacy 8 in the sign-up modals). */
export function fetchPageContent(id: number): Promise<PageContent> {
  return api.request(`pageContent/${id}`, { schema: pageContentSchema });
}

// The member's own record -------------------------------------------------------------------------------

export type MemberRecord = MemberAnswer;

export function fetchMember(signal?: AbortSignal): Promise<MemberRecord> {
  return api.request('member/', {
    auth: 'required',
    schema: memberAnswerSchema,
    ...(signal ? { signal } : {}),
  });
}

export function updateMember(body: ProfileUpdateInput): Promise<MemberRecord> {
  return api.request('member/update', { method: 'POST', body, auth: 'required', schema: memberAnswerSchema });
}

// Addresses ---------------------------------------------------------------------------------------------

export type AddressRecord = AddressAnswer;

export function fetchAddresses(signal?: AbortSignal): Promise<AddressRecord[]> {
  return api.request('member/address', {
    auth: 'required',
    schema: addressListAnswerSchema,
    ...(signal ? { signal } : {}),
  });
}

export function addAddress(body: AddressInput): Promise<AddressRecord> {
  return api.request('member/address', {
    method: 'POST',
    body,
    auth: 'required',
    schema: addressAnswerSchema,
  });
}

export function editAddress(addressId: number, body: AddressInput): Promise<AddressRecord> {
  return api.request('member/address', {
    method: 'PUT',
    body: { ...body, addressId },
    auth: 'required',
    schema: addressAnswerSchema,
  });
}

export async function deleteAddress(addressId: number): Promise<void> {
  await api.request('member/address', { method: 'DELETE', query: { addressId }, auth: 'required' });
}

export async function setDefaultAddress(addressId: number): Promise<void> {
  await api.request('member/address/default', { method: 'POST', body: { addressId }, auth: 'required' });
}

// Orders and rewards ------------------------------------------------------------------------------------

export type MemberOrdersPage = z.infer<typeof memberOrdersPageSchema>;

/**
 * GET order/member?page= (10 a page): fresh, or the copy last seen when the network or server fails
 * (`savedAt` set: the page marks it as possibly out of date). Any failure without a copy is thrown: an
 * error is never shown as "no orders yet".
 */
export function fetchMemberOrders(
  memberId: string,
  page: number,
  signal?: AbortSignal,
): Promise<Fresh<MemberOrdersPage>> {
  return readThroughOrderCache({
    memberId,
    what: `orders:page:${page}`,
    load: () =>
      api.request('order/member', {
        query: { page },
        auth: 'required',
        schema: memberOrdersPageSchema,
        ...(signal ? { signal } : {}),
      }),
    parse: (value) => memberOrdersPageSchema.parse(value),
  });
}

export type PointRecord = z.infer<typeof pointRecordSchema>;

/** GET order/member/pointRecord: the VIP's points earned and used, per order. */
export function fetchPointRecords(signal?: AbortSignal): Promise<PointRecord[]> {
  return api.request('order/member/pointRecord', {
    auth: 'required',
    schema: z.array(pointRecordSchema),
    ...(signal ? { signal } : {}),
  });
}

export type PointProduct = z.infer<typeof productDetailSchema>;

/** GET product/all/withPoint: products redeemable with points (VIP reward page). */
export function fetchPointProducts(signal?: AbortSignal): Promise<PointProduct[]> {
  return api.request('product/all/withPoint', {
    schema: z.array(productDetailSchema),
    ...(signal ? { signal } : {}),
  });
}
