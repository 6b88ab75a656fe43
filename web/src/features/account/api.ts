import { productDetailSchema } from '@shop/domain/catalogue/apiSchemas';
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

const sendCodeAnswer = z.object({ resendAfterSeconds: z.number().int().positive().default(60) });

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
      schema: sendCodeAnswer,
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

const signUpAnswer = z.object({ status: z.number().int() });

/** POST member/add: status 1 email taken, 2 phone taken, 3 SMS error, 4 wrong code, 5 success, 500 invalid. */
export async function signUp(body: Record<string, unknown>): Promise<number> {
  const answer = await api.request('member/add', { method: 'POST', body, schema: signUpAnswer });
  return answer.status;
}

export const PASSWORD_RESET_TEXT = 'Password is reseted';

/** POST member/resetPassword: the text 'Password is reseted' means success; anything else failed. */
export async function resetPassword(body: {
  locationId: number;
  phone: string;
  verificationCode: string;
  password: string;
}): Promise<boolean> {
  try {
    const answer = await api.request<unknown>('member/resetPassword', { method: 'POST', body });
    return typeof answer === 'string' && answer.trim() === PASSWORD_RESET_TEXT;
  } catch (error) {
    if (isApiError(error) && (error.isNetworkError || error.isServerError)) throw error;
    return false;
  }
}

// Reference data ---------------------------------------------------------------------------------------

const ageGroupSchema = z.object({
  ageGroupId: z.number().int(),
  ageGroupName: z.string(),
  status: z.number().int(),
});
export type AgeGroup = z.infer<typeof ageGroupSchema>;

/** GET ageGroup/all: the groups offered in the forms (status 1). */
export async function fetchAgeGroups(): Promise<AgeGroup[]> {
  const groups = await api.request('ageGroup/all', { schema: z.array(ageGroupSchema) });
  return groups.filter((group) => group.status === 1);
}

const locationSchema = z.object({
  locationId: z.number().int(),
  countryName: z.string(),
  callingCode: z.string(),
  numberOfDigit: z.number().int(),
  provinceDistricts: z.record(z.string(), z.array(z.string())).optional(),
  cityZones: z.record(z.string(), z.array(z.string())).optional(),
});
export type LocationRecord = z.infer<typeof locationSchema>;

/** GET location/: countries with calling codes and digits; Hong Kong carries its region hierarchy. */
export function fetchLocations(): Promise<LocationRecord[]> {
  return api.request('location/', { schema: z.array(locationSchema) });
}

const pageContentSchema = z.object({ title: z.string(), content: z.string() });

/** GET pageContent/{id}: sanitised HTML (terms 5, privacy 8 in the sign-up modals). */
export function fetchPageContent(id: number): Promise<z.infer<typeof pageContentSchema>> {
  return api.request(`pageContent/${id}`, { schema: pageContentSchema });
}

// The member's own record -------------------------------------------------------------------------------

const memberSchema = z.object({
  memberId: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string(),
  locationId: z.number().int(),
  birthdayMonth: z.number().int().nullable(),
  ageGroup: z.object({ ageGroupId: z.number().int(), ageGroupName: z.string() }).nullable(),
  memberLevelId: z.number().int(),
  memberLevel: z.string(),
  validPoint: z.number(),
  membershipExpireDate: z.string().nullable(),
});
export type MemberRecord = z.infer<typeof memberSchema>;

export function fetchMember(signal?: AbortSignal): Promise<MemberRecord> {
  return api.request('member/', { auth: 'required', schema: memberSchema, ...(signal ? { signal } : {}) });
}

export function updateMember(body: {
  memberId: number;
  locationId: number;
  firstName: string;
  lastName: string;
  email: string;
  ageGroup?: number;
}): Promise<MemberRecord> {
  return api.request('member/update', { method: 'POST', body, auth: 'required', schema: memberSchema });
}

// Addresses ---------------------------------------------------------------------------------------------

const addressSchema = z.object({
  addressId: z.number().int(),
  recipient: z.string(),
  contactNumber: z.string(),
  phoneCountryId: z.number().int(),
  countryCode: z.string(),
  addressProvince: z.string(),
  addressCity: z.string(),
  addressZone: z.string(),
  addressRow1: z.string(),
  addressRow2: z.string(),
  addressRow3: z.string(),
  addressRow4: z.string(),
  isDefault: z.boolean(),
});
export type AddressRecord = z.infer<typeof addressSchema>;

export type AddressBody = Omit<AddressRecord, 'addressId' | 'isDefault' | 'countryCode'> & {
  countryCode: 'HK';
};

export function fetchAddresses(signal?: AbortSignal): Promise<AddressRecord[]> {
  return api.request('member/address', {
    auth: 'required',
    schema: z.array(addressSchema),
    ...(signal ? { signal } : {}),
  });
}

export function addAddress(body: AddressBody): Promise<AddressRecord> {
  return api.request('member/address', { method: 'POST', body, auth: 'required', schema: addressSchema });
}

export function editAddress(addressId: number, body: AddressBody): Promise<AddressRecord> {
  return api.request('member/address', {
    method: 'PUT',
    body: { ...body, addressId },
    auth: 'required',
    schema: addressSchema,
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
