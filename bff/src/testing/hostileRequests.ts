import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import type { RegisteredRoute } from '../http/access.ts';

/**
 * Malformed, hostile and boundary requests for one route, from the fields its schemas declare and the fields
 * its own validation names: the generator of the walk over every route (http/inputGuards.int.test.ts). The
 * lists are short on purpose: each request to a member or staff route costs a token check in the database,
 * and the walk must stay within seconds.
 */
export interface HostileRequest {
  label: string;
  options: InjectOptions;
  /** The code the shared input layer answers with, where it is the one that must refuse. */
  expectedCode?: string;
  /** The status, where the refusing layer may differ (a route's own parser for pictures). */
  expectedStatus?: number;
}

/** What the walk knows of a route before it sends anything hostile (the test's probe finds it). */
export interface RouteTarget {
  route: RegisteredRoute;
  /** The route's URL with parameters its schema accepts but that name nothing, so nothing can change. */
  harmlessPath: string;
  /** Query fields its schema declares. */
  queryFields: string[];
  /** Body fields its schema declares or its validation reports, and the shared undeclared names. */
  bodyFields: string[];
  /** A valid token for the route, so that its validation is reached. */
  authorization: Record<string, string>;
}

/**
 * Field names routes read without declaring them in a schema (member forms, ids sent in the query or the
 * body); each is sent to each route beside the route's own.
 */
export const UNDECLARED_FIELDS = [
  'phone',
  'username',
  'password',
  'email',
  'firstname',
  'lastname',
  'verificationCode',
  'locationId',
  'ageGroup',
  'addressId',
  'recipient',
  'addressRow1',
  'productId',
  'idToken',
];

/** The input guards' refusals (http/inputGuards.ts). */
const CONTROL = 'INVALID_CHARACTERS';
const TOO_DEEP = 'JSON_TOO_DEEP';

/** A JSON body nested this deep: far past the input guard's limit. */
const DEEP = 10_000;

/** Path segments holding control characters, refused by the input guard. */
const PATH_CONTROL = ['%00', '%7F'];
/** Path segments no id is: each route's schema refuses them, or finds nothing. */
const PATH_VALUES = ['-1', '1.5', '1e309', '40000', '2147483648', '9223372036854775808'];
/** Path segments the router refuses: invalid UTF-8 (an overlong NUL too), and one past 100 characters. */
const PATH_REFUSED: Array<[string, string]> = [
  ['%FF', 'FST_ERR_BAD_URL'],
  ['%C0%80', 'FST_ERR_BAD_URL'],
  ['x'.repeat(101), 'FST_ERR_MAX_PARAM_LENGTH'],
];

/** Query values (percent-encoded), given to every query field at once. */
const QUERY_CONTROL = ['%00', '%1B'];
const QUERY_VALUES = [
  '-1',
  '1.5',
  'NaN',
  '1e309',
  '40000',
  '2147483648',
  '9223372036854775808',
  '%ED%A0%80',
  'x'.repeat(10_000),
];

/**
 * JSON values as JSON text, given to every body field at once (so numbers reach the handler wherever every
 * field takes a number). `1e309` parses to Infinity, which JSON.stringify could never send.
 */
const JSON_VALUES = [
  '"\\ud800"',
  `"${'x'.repeat(10_000)}"`,
  '"0x10"',
  '"1e309"',
  '-1',
  '0.5',
  '40000',
  '2147483648',
  '9223372036854775808',
  '1e309',
  'null',
  '{"__proto__":{"polluted":true}}',
  `[${'1,'.repeat(1_000)}1]`,
];

/** Form values (percent-encoded); a form field is text, so wrong types come as repeated or bracketed keys. */
const FORM_VALUES = ['-1', '1e309', '%FF'];

/** Whole bodies that are not an object of fields, or not what their content type says. */
const WHOLE_BODIES: Array<{
  label: string;
  contentType?: string;
  payload: string | Buffer;
  expectedCode?: string;
}> = [
  { label: 'JSON null', contentType: 'application/json', payload: 'null' },
  { label: 'JSON array', contentType: 'application/json', payload: '[1]' },
  { label: 'JSON number', contentType: 'application/json', payload: '1e309' },
  { label: 'empty JSON', contentType: 'application/json', payload: '' },
  { label: 'malformed JSON', contentType: 'application/json', payload: '{"a":' },
  {
    label: `arrays ${DEEP} deep`,
    contentType: 'application/json',
    payload: `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`,
    expectedCode: TOO_DEEP,
  },
  {
    label: `objects ${DEEP} deep`,
    contentType: 'application/json',
    payload: `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`,
    expectedCode: TOO_DEEP,
  },
  {
    label: 'JSON of invalid UTF-8',
    contentType: 'application/json',
    // {"a":"<FF><C0 80: an overlong NUL><ED A0 80: a lone surrogate>"}
    payload: Buffer.from('7b2261223a22ffc080eda080227d', 'hex'),
  },
  { label: 'JSON in UTF-16', contentType: 'application/json; charset=utf-16', payload: '{"a":1}' },
  {
    label: 'form of invalid UTF-8',
    contentType: 'application/x-www-form-urlencoded',
    payload: Buffer.from('613dfffe26623d254646', 'hex'),
  },
  {
    label: 'form with prototype keys',
    contentType: 'application/x-www-form-urlencoded',
    payload: '__proto__[polluted]=1&constructor[prototype][polluted]=1&__proto__=x',
  },
  { label: 'text/plain', contentType: 'text/plain', payload: 'hello' },
  {
    label: 'multipart',
    contentType: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
  },
  { label: 'a tiny picture', contentType: 'image/png', payload: Buffer.from('89504e47', 'hex') },
  { label: 'no content type', payload: '{"a":1}' },
];

/** Every request header the shop reads. */
const HEADERS_READ = [
  'idempotency-key',
  'x-correlation-id',
  'x-id-token',
  'if-none-match',
  'if-range',
  'range',
  'x-forwarded-for',
];

const schemaFields = (schema: unknown) => (schema instanceof z.ZodObject ? Object.keys(schema.shape) : []);

/** The fields a route's schemas declare. */
export function declaredFields(route: RegisteredRoute): { query: string[]; body: string[] } {
  const { schema } = route.options;
  return { query: schemaFields(schema?.querystring), body: schemaFields(schema?.body) };
}

export const takesBody = (route: RegisteredRoute) => route.method !== 'GET' && route.method !== 'HEAD';

export const everyParameter = (url: string, value: string) => url.replace(/:[A-Za-z]+/g, value);

const jsonObject = (fields: readonly string[], jsonValue: string) =>
  `{${fields.map((field) => `${JSON.stringify(field)}:${jsonValue}`).join(',')}}`;

const queryOf = (fields: readonly string[], value: string) =>
  fields.map((field) => `${encodeURIComponent(field)}=${value}`).join('&');

/** Repeated, bracketed, bare and badly escaped keys: arrays and objects where text is expected. */
const structuralQuery = (fields: readonly string[]) =>
  fields
    .flatMap((field) => [`${field}=1&${field}=2`, `${field}[]=1`, `${field}[a]=1`, field, `${field}=%`])
    .join('&');

/** Every hostile request for one route. */
export function hostileRequests(target: RouteTarget): HostileRequest[] {
  const { route, harmlessPath, queryFields, bodyFields, authorization } = target;
  const method = route.method as InjectOptions['method'];
  const requests: HostileRequest[] = [];
  const add = (label: string, options: Omit<InjectOptions, 'method'>, expectedCode?: string) =>
    requests.push({
      label: `${route.method} ${route.url} ${label}`,
      options: { method, ...options, headers: { ...authorization, ...options.headers } },
      ...(expectedCode && { expectedCode }),
    });
  const at = harmlessPath;

  if (route.url.includes(':')) {
    for (const value of PATH_CONTROL)
      add(`path ${value}`, { url: everyParameter(route.url, value) }, CONTROL);
    for (const value of PATH_VALUES) add(`path ${value}`, { url: everyParameter(route.url, value) });
    for (const [value, code] of PATH_REFUSED)
      add(`path ${value.slice(0, 12)}`, { url: everyParameter(route.url, value) }, code);
  }

  // A route with a query schema gets every query value; the others (some read undeclared fields) a few.
  const fields = [...new Set([...queryFields, ...UNDECLARED_FIELDS])];
  const withQuery = queryFields.length > 0;
  for (const value of withQuery ? QUERY_CONTROL : QUERY_CONTROL.slice(0, 1))
    add(`query ${value}`, { url: `${at}?${queryOf(fields, value)}` }, CONTROL);
  if (withQuery)
    for (const value of QUERY_VALUES)
      add(`query ${value.slice(0, 12)}`, { url: `${at}?${queryOf(fields, value)}` });
  add('query of repeated, bracketed and prototype keys', {
    url: `${at}?${structuralQuery(fields)}&__proto__[polluted]=1&constructor=x&hasOwnProperty=x`,
  });

  add('headers holding a NUL', {
    url: at,
    headers: Object.fromEntries(HEADERS_READ.map((h) => [h, 'a\u0000b'])),
  });
  add('headers of 10,000 characters, and a range past any file', {
    url: at,
    headers: {
      ...Object.fromEntries(HEADERS_READ.map((h) => [h, 'x'.repeat(10_000)])),
      range: 'bytes=9999999999999999999-',
    },
  });
  // A public route never reads the token.
  if (route.access !== null)
    add('a token holding a NUL', { url: at, headers: { authorization: 'Bearer a\u0000b' } });

  if (!takesBody(route)) return requests;

  const json = { 'content-type': 'application/json' };
  add(
    'JSON fields holding a NUL',
    { url: at, headers: json, payload: jsonObject(bodyFields, '"a\\u0000b"') },
    CONTROL,
  );
  for (const value of JSON_VALUES)
    add(`JSON fields ${value.slice(0, 12)}`, {
      url: at,
      headers: json,
      payload: jsonObject(bodyFields, value),
    });
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  add('form fields holding a NUL', { url: at, headers: form, payload: queryOf(bodyFields, '%00') }, CONTROL);
  for (const value of FORM_VALUES)
    add(`form fields ${value}`, { url: at, headers: form, payload: queryOf(bodyFields, value) });
  add('form of repeated and bracketed keys', {
    url: at,
    headers: form,
    payload: structuralQuery(bodyFields),
  });
  for (const body of WHOLE_BODIES) {
    const headers = body.contentType === undefined ? {} : { 'content-type': body.contentType };
    add(body.label, { url: at, headers, payload: body.payload }, body.expectedCode);
  }
  return requests;
}

/** A body one byte over `limit` (shared by every route: building one each would cost seconds). */
export function bodyOver(limit: number): Buffer {
  return Buffer.alloc(limit + 1, 0x20);
}
